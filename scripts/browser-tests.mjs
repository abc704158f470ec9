// `npm run test:e2e` and `test:e2e:reservations`: Playwright, with one allowance
// (scripts/test-reruns.mjs). Now and then Chromium stops drawing frames for a page and an
// action waits out the test's timeout for a stability check that needs them: when every
// failure is that, those tests alone, named here, run once more.

import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { FAILURES_FILE } from './frame-stall-reporter.mjs'
import { testsToRunAgain } from './test-reruns.mjs'

const PLAYWRIGHT = 'node_modules/.bin/playwright'

function playwright(args) {
  const run = spawnSync(PLAYWRIGHT, ['test', ...args], { stdio: 'inherit' })
  return run.status ?? 1
}

function readFailures() {
  return existsSync(FAILURES_FILE) ? JSON.parse(readFileSync(FAILURES_FILE, 'utf8')) : null
}

const args = process.argv.slice(2)
let status = playwright(args)
const again = status === 0 ? [] : testsToRunAgain(readFailures())
if (again.length > 0) {
  console.error(
    '\nChromium stopped drawing frames in these tests, which waited out their time:\n' +
      again.map((title) => `  ${title}\n`).join('') +
      'They run once more on their own.\n',
  )
  status = playwright([...args, '--last-failed'])
}
process.exitCode = status
