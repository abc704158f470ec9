import { expect, test, type Page } from '@playwright/test'
import {
  expectAppNotYetInCharge,
  expectSameDocument,
  markThePage,
  openDatePicker,
  openLikeSlowPhone,
  openNav,
  waitForHydration,
} from './support'

// Input from the first paint, before the app takes over (docs/decisions/009). Each test loads
// the page like Lighthouse's slow phone (slow 4G, CPU 4x slower), where the app takes over about
// two seconds after the first paint, and acts as soon as a control is visible. So that the app
// cannot win the race on a fast run, its scripts are held until the test has acted.
// A page at a quarter of the CPU, loaded twice in some tests, takes four times a page's time:
// these tests are given twice the suite's limit (a busy machine took 33 s for one of them).
test.describe.configure({ timeout: 60_000 })

/**
 * Notes, in the page's own clock, when Check Now was pressed, and in the frames the page painted,
 * when the rooms overlay came and went and when the app had taken over.
 */
async function recordTimeline(page: Page) {
  await page.addInitScript(() => {
    const timeline: Record<string, number> = {}
    Object.assign(window, { timeline })
    document.addEventListener('submit', () => (timeline.pressed ??= performance.now()), true)
    const overlay = () => document.querySelector('[role="status"][aria-label="Loading rooms"]')
    const lastFrame = performance.now() + 30_000
    const everyFrame = (now: number) => {
      if (document.documentElement.dataset.hydrated && !timeline.takeover) timeline.takeover = now
      if (overlay() && !timeline.overlayShown) timeline.overlayShown = now
      if (!overlay() && timeline.overlayShown && !timeline.overlayGone) timeline.overlayGone = now
      if (!(timeline.overlayGone && timeline.takeover) && now < lastFrame)
        requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
  })
}

async function timeline(page: Page) {
  return page.evaluate(() => (window as unknown as { timeline: Record<string, number> }).timeline)
}

const adults = (page: Page) => page.getByRole('combobox', { name: /^Adults/ })
const kids = (page: Page) => page.getByRole('combobox', { name: /^Kids/ })
const roomNames = (page: Page) => page.getByRole('article').getByRole('heading')

function mmddyyyy(date: Date) {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`
}

test('choices and Check Now before the app takes over list the rooms for that party, 3 s after the press', async ({
  page,
}) => {
  await recordTimeline(page)
  const letTheAppIn = await openLikeSlowPhone(page, '/')

  await adults(page).selectOption('4 Adults')
  await kids(page).selectOption('3 Kids')
  await markThePage(page)
  await page.getByRole('button', { name: 'Check Now' }).click()
  await expectAppNotYetInCharge(page)
  await expect(page.getByRole('status', { name: 'Loading rooms' })).toBeVisible()
  letTheAppIn()

  await waitForHydration(page)
  await expect(page.getByRole('status', { name: 'Loading rooms' })).toBeHidden({ timeout: 10_000 })
  await expect(roomNames(page)).toHaveText(['Cabana Rooms'])
  await expect(adults(page)).toHaveValue('4 Adults')
  await expect(kids(page)).toHaveValue('3 Kids')
  await expectSameDocument(page)
  expect(page.url()).not.toContain('?')
  const { pressed, takeover, overlayGone } = await timeline(page)
  const shownFor = overlayGone! - pressed!
  // docs/product.md §4: 3 s from the press; had the app taken over later than that, the rooms come with it.
  expect(shownFor).toBeGreaterThan(2900)
  expect(shownFor).toBeLessThan(Math.max(3000, takeover! - pressed!) + 1000)
})

test('a guest choice on a room page before the app takes over reaches the home page', async ({
  page,
}) => {
  const letTheAppIn = await openLikeSlowPhone(page, '/room/2')

  await adults(page).selectOption('3 Adults')
  await expectAppNotYetInCharge(page)
  letTheAppIn()
  await waitForHydration(page)
  await expect(adults(page)).toHaveValue('3 Adults')
  const nav = await openNav(page)
  await nav.getByRole('link', { name: 'Home' }).click()

  await expect(page).toHaveURL(/\/$/)
  await expect(adults(page)).toHaveValue('3 Adults')
})

test('a guest choice survives a link followed before the app takes over, and a reload', async ({
  page,
}) => {
  const letTheAppIn = await openLikeSlowPhone(page, '/room/2')

  await kids(page).selectOption('2 Kids')
  const nav = await openNav(page)
  await nav.getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(kids(page)).toHaveValue('2 Kids')
  await expectAppNotYetInCharge(page)
  letTheAppIn()
  await waitForHydration(page)
  await expect(kids(page)).toHaveValue('2 Kids')
  await page.reload({ waitUntil: 'commit' })

  await expect(kids(page)).toHaveValue('2 Kids')
  await waitForHydration(page)
  await expect(kids(page)).toHaveValue('2 Kids')
})

test('the logo before the app takes over resets the choices', async ({ page }) => {
  const letTheAppIn = await openLikeSlowPhone(page, '/room/3')
  await adults(page).selectOption('4 Adults')

  await page.getByRole('banner').getByRole('link', { name: 'Alon Cove Resort' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(adults(page)).toHaveValue('1 Adult')
  await expectAppNotYetInCharge(page)
  letTheAppIn()
  await waitForHydration(page)

  await expect(adults(page)).toHaveValue('1 Adult')
  await expect(kids(page)).toHaveValue('0 Kid')
})

test('a date typed before the app takes over is kept', async ({ page }) => {
  const inAMonth = new Date()
  inAMonth.setDate(inAMonth.getDate() + 30)
  const letTheAppIn = await openLikeSlowPhone(page, '/')
  const checkIn = page.getByRole('textbox', { name: 'Check in' })

  await checkIn.fill(mmddyyyy(inAMonth))
  await expectAppNotYetInCharge(page)
  letTheAppIn()
  await waitForHydration(page)
  await expect(checkIn).toHaveValue(mmddyyyy(inAMonth))
  await openDatePicker(page, checkIn)

  await expect(checkIn).toHaveValue(mmddyyyy(inAMonth))
  await expect(page.locator('.react-datepicker__day--selected')).toHaveText(
    String(inAMonth.getDate()),
  )
})
