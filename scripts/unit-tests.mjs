// `npm run test:unit`: Vitest, with one allowance (scripts/test-reruns.mjs). Now and then a
// test worker process dies on its own, outside any test, and the file it was running loses
// its results: those files alone, named here, run once more.

import { relative } from 'node:path'
import { startVitest } from 'vitest/node'
import { filesToRunAgain, unitRunPassed } from './test-reruns.mjs'

const FINISHED = new Set(['passed', 'failed', 'skipped'])

/** One Vitest run of `filters` (every file when empty). */
async function runVitest(filters) {
  let end = { modules: [], errors: [] }
  const recorder = {
    onTestRunEnd(modules, errors) {
      end = { modules, errors }
    },
  }
  const options = { test: { reporters: ['default', recorder] } }
  const vitest = await startVitest('test', filters, { watch: false }, options)
  await vitest.close()
  // Vitest's own verdict, kept apart from the next run's.
  const exitCode = Number(process.exitCode ?? 0)
  process.exitCode = 0
  return {
    exitCode,
    failed: end.modules.some((module) => module.state() === 'failed'),
    lostFiles: end.modules
      .filter((module) => !FINISHED.has(module.state()))
      .map((module) => relative(process.cwd(), module.moduleId)),
    errors: [...end.errors],
  }
}

const first = await runVitest(process.argv.slice(2))
const again = filesToRunAgain(first)
let passed = unitRunPassed(first)
if (again.length > 0) {
  console.error(
    '\nA test worker process died, and these files lost their results:\n' +
      again.map((file) => `  ${file}\n`).join('') +
      'They run once more on their own.\n',
  )
  passed = unitRunPassed(await runVitest(again))
}
process.exitCode = passed ? 0 : 1
