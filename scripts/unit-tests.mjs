// `npm run test:unit`: Vitest, which also names the files a run lost their results for
// (scripts/unit-run-verdict.mjs). `npx vitest run` runs the same tests without that.

import { relative } from 'node:path'
import { startVitest } from 'vitest/node'
import { lostFilesNote, unitRunPassed } from './unit-run-verdict.mjs'

const FINISHED = new Set(['passed', 'failed', 'skipped'])

let end = { modules: [], errors: [] }
const recorder = {
  onTestRunEnd(modules, errors) {
    end = { modules, errors }
  },
}
const options = { test: { reporters: ['default', recorder] } }
const vitest = await startVitest('test', process.argv.slice(2), { watch: false }, options)
await vitest.close()
const run = {
  exitCode: Number(process.exitCode ?? 0),
  failed: end.modules.some((module) => module.state() === 'failed'),
  lostFiles: end.modules
    .filter((module) => !FINISHED.has(module.state()))
    .map((module) => relative(process.cwd(), module.moduleId)),
  errors: [...end.errors],
}
const note = lostFilesNote(run)
if (note) console.error(`\n${note}`)
process.exitCode = unitRunPassed(run) ? 0 : 1
