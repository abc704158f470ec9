import { expect, test } from 'vitest'
import {
  filesToRunAgain,
  isFrameStall,
  testsToRunAgain,
  unitRunPassed,
} from './test-reruns.mjs'

const workerExit = {
  message: '[vitest-pool]: Worker forks emitted error.',
  cause: { message: 'Worker exited unexpectedly' },
}

// As Playwright reported a click on a page whose renderer had stopped drawing frames.
const STALLED_CLICK = [
  'locator.click: Test timeout of 45000ms exceeded.',
  'Call log:',
  "  - waiting for getByRole('button', { name: 'Enter booking' })",
  '    - locator resolved to <button type="submit" aria-disabled="false">Enter booking</button>',
  '  - attempting click action',
  '    - waiting for element to be visible, enabled and stable',
  '',
].join('\n')

test('a file lost to a worker that died is run again, when nothing else went wrong', () => {
  const run = { exitCode: 1, failed: false, lostFiles: ['a.test.ts'], errors: [workerExit] }
  expect(filesToRunAgain(run)).toEqual(['a.test.ts'])
  expect(unitRunPassed(run)).toBe(false)
})

test('a failed test, or any other error beside the worker exit, runs nothing again', () => {
  const lost = { exitCode: 1, lostFiles: ['a.test.ts'] }
  expect(filesToRunAgain({ ...lost, failed: true, errors: [workerExit] })).toEqual([])
  const other = { message: 'Unhandled rejection' }
  expect(filesToRunAgain({ ...lost, failed: false, errors: [workerExit, other] })).toEqual([])
  expect(filesToRunAgain({ ...lost, failed: false, errors: [] })).toEqual([])
})

test('a unit run passes only with exit code 0, no failure, no error and no lost file', () => {
  const clean = { exitCode: 0, failed: false, lostFiles: [], errors: [] }
  expect(unitRunPassed(clean)).toBe(true)
  expect(unitRunPassed({ ...clean, exitCode: 1 })).toBe(false)
  expect(unitRunPassed({ ...clean, lostFiles: ['a.test.ts'] })).toBe(false)
  expect(unitRunPassed({ ...clean, errors: [workerExit] })).toBe(false)
})

test('a stability wait that never answered is a frame stall, in colour or not', () => {
  expect(isFrameStall({ status: 'timedOut', errors: [{ message: STALLED_CLICK }] })).toBe(true)
  const coloured = STALLED_CLICK.replace('Call log:', '\u001b[2mCall log:\u001b[22m')
  expect(isFrameStall({ status: 'timedOut', errors: [{ message: coloured }] })).toBe(true)
})

test('a wait that answered, an assertion, or a pass is not a frame stall', () => {
  const answered = `${STALLED_CLICK}    - element is not stable\n  - retrying click action, attempt #1\n`
  expect(isFrameStall({ status: 'timedOut', errors: [{ message: answered }] })).toBe(false)
  const assertion = 'expect(locator).toBeVisible() failed\n\nTimeout: 5000ms\nCall log:\n  - Expect "toBeVisible" with timeout 5000ms\n'
  expect(isFrameStall({ status: 'failed', errors: [{ message: assertion }] })).toBe(false)
  expect(isFrameStall({ status: 'passed', errors: [{ message: STALLED_CLICK }] })).toBe(false)
})

test('browser tests run again only when every failure is a frame stall and nothing else broke', () => {
  const stalled = { title: 'desktop › a.spec.ts › books', stalled: true }
  const failed = { title: 'phone › b.spec.ts › pays', stalled: false }
  const report = { status: 'failed', otherErrors: 0, failures: [stalled] }
  expect(testsToRunAgain(report)).toEqual(['desktop › a.spec.ts › books'])
  expect(testsToRunAgain({ ...report, failures: [stalled, failed] })).toEqual([])
  expect(testsToRunAgain({ ...report, otherErrors: 1 })).toEqual([])
  expect(testsToRunAgain({ ...report, failures: [] })).toEqual([])
  expect(testsToRunAgain(null)).toEqual([])
})
