// A Playwright reporter that writes, for scripts/browser-tests.mjs, which tests failed and
// whether each one failed only because Chromium stopped drawing frames.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { isFrameStall } from './test-reruns.mjs'

export const FAILURES_FILE = 'test-results/failures.json'

export default class FrameStallReporter {
  /** @type {Array<{ title: string, stalled: boolean }>} */
  failures = []
  otherErrors = 0

  onTestEnd(test, result) {
    if (result.status === 'passed' || result.status === 'skipped') return
    if (result.status === test.expectedStatus) return
    this.failures.push({ title: test.titlePath().filter(Boolean).join(' › '), stalled: isFrameStall(result) })
  }

  onError() {
    this.otherErrors += 1
  }

  onEnd(result) {
    const report = { status: result.status, otherErrors: this.otherErrors, failures: this.failures }
    mkdirSync(dirname(FAILURES_FILE), { recursive: true })
    writeFileSync(FAILURES_FILE, JSON.stringify(report, null, 2))
  }

  printsToStdio() {
    return false
  }
}
