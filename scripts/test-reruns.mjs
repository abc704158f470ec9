// When a test run may try part of itself once more. Only for two faults outside the project
// that a second go clears, each recognised by its exact signature and named in the output:
// a Vitest worker process dying on its own, and Chromium ceasing to draw frames. Anything
// else that fails, fails the run.

const WORKER_EXIT = 'Worker exited unexpectedly'
const STABILITY_WAIT = 'waiting for element to be visible, enabled and stable'
// Terminal colour codes, which a reporter's error messages may carry.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

function stripColours(/** @type {string} */ text) {
  return text.replace(COLOUR, '')
}

/**
 * A Vitest run: its exit code, whether a test failed, the files left without results, and
 * the errors it caught outside tests.
 * @typedef {{ exitCode: number, failed: boolean, lostFiles: string[], errors: Array<{ message?: string, cause?: { message?: string } }> }} UnitRun
 */

/** @param {{ cause?: { message?: string } }} error */
export function isWorkerExit(error) {
  return error?.cause?.message === WORKER_EXIT
}

/**
 * The files a Vitest run should run again: those whose worker died under them, when no test
 * failed and no other error was caught. Empty when the run stands as it is.
 * @param {UnitRun} run
 * @returns {string[]}
 */
export function filesToRunAgain(run) {
  const workerExits = run.errors.filter(isWorkerExit)
  if (run.failed || workerExits.length === 0 || workerExits.length < run.errors.length) return []
  return run.lostFiles
}

/** Whether a Vitest run passed: Vitest says so, and no file is left without results. */
export function unitRunPassed(/** @type {UnitRun} */ run) {
  return run.exitCode === 0 && !run.failed && run.errors.length === 0 && run.lostFiles.length === 0
}

/**
 * Whether a browser test failed because the page stopped drawing frames: it timed out in an
 * action whose last step is the stability wait, which needs two animation frames and, when
 * it fails, says why (not visible, not stable, not enabled) and tries again. A wait that
 * never reports anything for the whole timeout had no frame to measure.
 * @param {{ status: string, errors: Array<{ message?: string }> }} result
 */
export function isFrameStall(result) {
  if (result.status !== 'timedOut' && result.status !== 'failed') return false
  return result.errors.some((error) => {
    const lines = stripColours(error.message ?? '')
      .split('\n')
      .map((line) => line.trim())
    const callLog = lines.lastIndexOf('Call log:')
    if (callLog === -1 || !lines.some((line) => /timeout/i.test(line))) return false
    const steps = lines.slice(callLog + 1).filter((line) => line.startsWith('- '))
    return steps.at(-1) === `- ${STABILITY_WAIT}`
  })
}

/**
 * The browser tests a run should run again: every failed test, when each one is a frame stall
 * and the run caught no other error. Empty when the run stands as it is.
 * @param {{ status: string, otherErrors: number, failures: Array<{ title: string, stalled: boolean }> } | null} report
 * @returns {string[]}
 */
export function testsToRunAgain(report) {
  if (!report || report.otherErrors > 0 || report.failures.length === 0) return []
  if (!report.failures.every((failure) => failure.stalled)) return []
  return report.failures.map((failure) => failure.title)
}
