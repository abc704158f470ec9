import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { throttleLikeSlowPhone } from '../scripts/slow-phone.mjs'

export { expectNoAxeViolations } from './axe'

export const RESORT_NAME = 'Alon Cove Resort'

/** The page's hreflang links as tag -> path. */
export async function alternates(page: Page) {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href') ?? '').pathname,
      ]),
    )
  return Object.fromEntries(links)
}

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone'
}

/** On phones the nav sits behind the Menu button; open it when it is collapsed. */
export async function openNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await menu.click()
  return page.getByRole('navigation', { name: 'Main' })
}

/** Waits until React has hydrated: the stand-in controls only work after that. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Waits until the page's picture-first wait is over (app/components/picture-first.ts): until then
 * its headings are laid out in the fallback face on purpose, so a test that reads their face or
 * their size measures that wait, not the page.
 */
export async function waitForPictureFirstOver(page: Page) {
  await page.locator('html:not(.picture-first)').waitFor({ state: 'attached' })
}

/**
 * Opens `path` like a slow phone, with the app's scripts held until `letTheAppIn()`: a test acts
 * on the prerendered page before the app takes over, however fast the run (decision 009).
 */
export async function openLikeSlowPhone(page: Page, path: string) {
  let letTheAppIn = () => {}
  const held = new Promise<void>((resolve) => (letTheAppIn = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  await throttleLikeSlowPhone(await page.context().newCDPSession(page))
  await page.goto(path, { waitUntil: 'commit' })
  return letTheAppIn
}

/** A mark that a reload or a native form submit would wipe. */
export async function markThePage(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}

/** The page has not been hydrated yet: what the test did, it did before the app took over. */
export async function expectAppNotYetInCharge(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.dataset.hydrated),
    'the test acted before the app took over',
  ).toBeUndefined()
}

/** The page was neither reloaded nor left by a native form submit since markThePage(). */
export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => 'sameDocument' in window), 'no native submit, no reload').toBe(
    true,
  )
}

/** Records every fetch and XHR the page makes (docs/product.md §7 allows none). */
export function recordDataRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'eventsource', 'websocket'].includes(request.resourceType()))
      requests.push(request.url())
  })
  return requests
}

export async function boxOf(page: Page, selector: Parameters<Page['locator']>[0]) {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${String(selector)} has no box`)
  return box
}

/** Focuses a lazy date field and waits for the real picker, so no keystroke goes to the stand-in. */
export async function openDatePicker(page: Page, input: Locator) {
  await input.click()
  await expect(input).toHaveClass(/react-datepicker-ignore-onclickoutside/)
}

/** The carousel starts after hydration, once its code has loaded. */
export async function waitForCarousel(page: Page) {
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveAttribute(
    'data-carousel',
    'running',
  )
}

/**
 * Installs the page's fake clock, stopped: the test moves it. It starts at a time of its own and
 * stops a minute later, so the stop is never in the clock's past however slow the machine is
 * between the two calls (pausing at "now" was, once in a few runs on a busy machine).
 */
export async function stopTheClock(page: Page) {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 60_000)
}

/** Chooses the party and presses Check Now; with the fake clock installed, runs the 3 s search. */
export async function checkRoomsFor(page: Page, adults: string, kids: string) {
  await page.getByRole('combobox', { name: /^Adults/ }).selectOption(adults)
  await page.getByRole('combobox', { name: /^Kids/ }).selectOption(kids)
  await page.getByRole('button', { name: 'Check Now' }).click()
  await page.clock.runFor(3000)
}

/**
 * When the first contentful paint happened and when each resource whose path ends with `suffix`
 * was requested, in ms from navigation, as the page's own Performance API reports them.
 */
export async function startsAfterNavigation(page: Page, suffix: string) {
  return page.evaluate(
    (wanted) => ({
      firstContentfulPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      resources: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith(wanted))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }),
    suffix,
  )
}
