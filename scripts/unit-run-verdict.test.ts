import { expect, test } from 'vitest'
import { isWorkerExit, lostFilesNote, unitRunPassed } from './unit-run-verdict.mjs'

const workerExit = {
  message: '[vitest-pool]: Worker forks emitted error.',
  cause: { message: 'Worker exited unexpectedly' },
}
const clean = { exitCode: 0, failed: false, lostFiles: [], errors: [] }

test('a run passes only with exit code 0, no failure, no error and no lost file', () => {
  expect(unitRunPassed(clean)).toBe(true)
  expect(unitRunPassed({ ...clean, exitCode: 1 })).toBe(false)
  expect(unitRunPassed({ ...clean, failed: true })).toBe(false)
  expect(unitRunPassed({ ...clean, lostFiles: ['a.test.ts'] })).toBe(false)
  expect(unitRunPassed({ ...clean, errors: [workerExit] })).toBe(false)
})

test('the files a dead worker lost are named, and why', () => {
  expect(isWorkerExit(workerExit)).toBe(true)
  expect(isWorkerExit({ message: 'Unhandled rejection' })).toBe(false)
  expect(lostFilesNote(clean)).toBeNull()
  expect(
    lostFilesNote({ ...clean, exitCode: 1, lostFiles: ['a.test.ts'], errors: [workerExit] }),
  ).toBe(
    'A test worker process died (a crash or running out of memory, outside any test) while these files ran, so their results are lost:\n  a.test.ts\n',
  )
  expect(lostFilesNote({ ...clean, exitCode: 1, lostFiles: ['b.test.ts'] })).toBe(
    'The run ended while these files ran, so their results are lost:\n  b.test.ts\n',
  )
})
