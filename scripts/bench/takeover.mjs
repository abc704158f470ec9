// The window between the first paint and the app taking over (React hydrated: html[data-hydrated]),
// measured in Debian's Chromium on a first visit: on the slow phone of scripts/slow-phone.mjs at
// 390x844, and unthrottled at 1440x900. Before decision 009 a visitor's input in that window was
// lost; now the early input script (app/lib/early-input-script.ts) keeps it, from before the first paint.

import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../chromium.mjs'
import { throttleLikeSlowPhone } from '../slow-phone.mjs'
import { median } from './stats.mjs'

const PROFILES = [
  { name: 'slow phone 390', viewport: { width: 390, height: 844 }, throttled: true },
  { name: 'desktop 1440', viewport: { width: 1440, height: 900 }, throttled: false },
]

/**
 * @param {{ baseUrl: string, pages: string[], runs: number, chromePath: string, log: (line: string) => void }} options
 * @returns {Promise<{ page: string, profile: string, runs: number, firstPaintMs: number | null, takeoverMs: number | null, gapMs: number | null, errors: string[] }[]>}
 */
export async function measureTakeover({ baseUrl, pages, runs, chromePath, log }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS })
  try {
    const rows = []
    for (const profile of PROFILES) {
      for (const path of pages) {
        /** @type {{ firstPaint: number, takeover: number }[]} */
        const samples = []
        /** @type {string[]} */
        const errors = []
        for (let run = 0; run < runs; run++) {
          try {
            samples.push(await measureOnce(browser, `${baseUrl}${path}`, profile))
          } catch (error) {
            errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error))
          }
        }
        const firstPaintMs = median(samples.map((sample) => sample.firstPaint))
        const takeoverMs = median(samples.map((sample) => sample.takeover))
        const gapMs = median(samples.map((sample) => sample.takeover - sample.firstPaint))
        log(
          `  takeover ${profile.name} ${path}: first paint ${firstPaintMs} ms, app ${takeoverMs} ms`,
        )
        rows.push({
          page: path,
          profile: profile.name,
          runs: samples.length,
          firstPaintMs,
          takeoverMs,
          gapMs,
          errors,
        })
      }
    }
    return rows
  } finally {
    await browser.close()
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {(typeof PROFILES)[number]} profile
 */
async function measureOnce(browser, url, profile) {
  const context = await browser.newContext({ viewport: profile.viewport })
  try {
    const page = await context.newPage()
    if (profile.throttled) await throttleLikeSlowPhone(await context.newCDPSession(page))
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset.hydrated) return
        Object.assign(window, { takeoverAt: performance.now() })
        observer.disconnect()
      }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] })
    })
    await page.goto(url, { waitUntil: 'commit' })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
    const figures = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      takeover: /** @type {any} */ (window).takeoverAt ?? NaN,
    }))
    return { firstPaint: Math.round(figures.firstPaint), takeover: Math.round(figures.takeover) }
  } finally {
    await context.close()
  }
}
