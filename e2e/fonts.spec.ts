import { expect, test, type Page } from '@playwright/test'
import { startsAfterNavigation, waitForHydration } from './support'

// The web fonts stay off the first paint of a first visit (app/components/web-fonts.ts): they
// are fetched once the page is on screen and switched on at the next page the visitor opens,
// so the page being read never reflows under the reader.

const fontsOn = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('web-fonts'))

/** The fonts have loaded on this visit: the hook remembers that once both faces are in. */
const fontsLoaded = (page: Page) =>
  page.waitForFunction(() => localStorage.getItem('alon-cove:web-fonts') === '1')

/** The font stacks of a display heading and of the body text. */
const families = (page: Page, heading: string) =>
  page.evaluate(
    (selector) => ({
      heading: getComputedStyle(document.querySelector(selector) as Element).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
    }),
    heading,
  )

for (const path of ['/', '/room/2']) {
  test(`a first visit to ${path} fetches its self-hosted fonts after the first paint and keeps the page as painted`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    await fontsLoaded(page)

    const { firstContentfulPaint, resources: fonts } = await startsAfterNavigation(page, '.woff2')
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, '')),
    )

    expect(fonts).toHaveLength(2)
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(new URL(baseURL ?? '').origin)
      expect(font.start, font.url).toBeGreaterThan(firstContentfulPaint)
    }
    expect(loaded).toEqual(expect.arrayContaining(['Cormorant Garamond', 'Jost']))
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
    expect(await fontsOn(page)).toBe(false)
  })
}

test('the next page of a first visit opens with the web fonts', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await fontsLoaded(page)
  expect(await families(page, '#rooms-heading')).toEqual({
    heading: expect.stringMatching(/^"Cormorant Fallback", serif/),
    body: expect.stringMatching(/^"Jost Fallback"/),
  })

  // A marker that only the same document keeps: the room must open by client-side navigation,
  // not by a page load that would get the fonts from the <head> script.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('link', { name: 'Cabana Rooms', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Cabana Rooms Details' })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  expect(await fontsOn(page)).toBe(true)
  expect(await families(page, 'main h1')).toEqual({
    heading: expect.stringMatching(/^"Cormorant Garamond", "Cormorant Fallback", serif/),
    body: expect.stringMatching(/^Jost, "Jost Fallback"/),
  })
})

test('a returning visitor has the web fonts from the first paint', async ({ page }) => {
  await page.goto('/')
  await fontsLoaded(page)

  // Without the app's scripts only the <head> script can switch them on, as it does before
  // the first paint.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/room/2')

  expect(
    await page.evaluate(() => ({
      webFonts: document.documentElement.classList.contains('web-fonts'),
      hydrated: document.documentElement.dataset.hydrated === 'true',
    })),
  ).toEqual({ webFonts: true, hydrated: false })
})

test('the first paint uses the metric-matched fallbacks under the display serif and the sans', async ({
  browser,
  baseURL,
}) => {
  // The prerendered page before any script has run.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const firstPaint = await context.newPage()
  await firstPaint.goto('/')

  expect(await families(firstPaint, '#rooms-heading')).toEqual({
    heading: expect.stringMatching(/^"Cormorant Fallback", serif/),
    body: expect.stringMatching(/^"Jost Fallback"/),
  })
  await context.close()
})
