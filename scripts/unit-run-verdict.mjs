// What a Vitest run's end says, for scripts/unit-tests.mjs. Vitest 4 reports a test worker
// process that died ("Worker exited unexpectedly") without naming the file it was running, so
// the run names the files left without results: the one that took its worker down is among
// them. (Once it was a channel feed whose repeat rule filled ical.js's caches until the
// process ran out of memory: server/reservations/ical/bounded-ical-caches.ts.)

const WORKER_EXIT = 'Worker exited unexpectedly'

/**
 * A Vitest run: its exit code, whether a test failed, the files left without results, and
 * the errors it caught outside tests.
 * @typedef {{ exitCode: number, failed: boolean, lostFiles: string[], errors: Array<{ message?: string, cause?: { message?: string } }> }} UnitRun
 */

/** @param {{ message?: string, cause?: { message?: string } }} error */
export function isWorkerExit(error) {
  return error?.cause?.message === WORKER_EXIT
}

/** Whether a Vitest run passed: Vitest says so, and no file is left without results. */
export function unitRunPassed(/** @type {UnitRun} */ run) {
  return run.exitCode === 0 && !run.failed && run.errors.length === 0 && run.lostFiles.length === 0
}

/**
 * Words naming the files a run lost, and why when a worker died; null when it lost none.
 * @param {UnitRun} run
 */
export function lostFilesNote(run) {
  if (run.lostFiles.length === 0) return null
  const why = run.errors.some(isWorkerExit)
    ? 'A test worker process died (a crash or running out of memory, outside any test)'
    : 'The run ended'
  const files = run.lostFiles.map((file) => `  ${file}\n`).join('')
  return `${why} while these files ran, so their results are lost:\n${files}`
}
