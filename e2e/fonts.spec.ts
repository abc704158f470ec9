import { expect, test, type Page } from '@playwright/test'
import { startsAfterNavigation, waitForHydration } from './support'

// The web fonts stay off the first paint of a first visit (app/components/web-fonts.ts):
// the fallbacks are sized to match, and the fonts swap in once the page is on screen.

for (const path of ['/', '/room/2']) {
  test(`a first visit to ${path} fetches its self-hosted fonts after the first paint and uses them`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveClass(/\bweb-fonts\b/)

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
  })
}

test('a returning visitor has the web fonts from the first paint', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bweb-fonts\b/)

  await page.goto('/room/2', { waitUntil: 'domcontentloaded' })

  // Set by the <head> script while parsing, long before the page hydrates.
  expect(
    await page.evaluate(() => ({
      webFonts: document.documentElement.classList.contains('web-fonts'),
      hydrated: document.documentElement.dataset.hydrated === 'true',
    })),
  ).toEqual({ webFonts: true, hydrated: false })
})

test('headings use the display serif and text the sans, each over a metric-matched fallback', async ({
  browser,
  baseURL,
  page,
}) => {
  const families = (on: Page) =>
    on.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('#rooms-heading') as Element).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
    }))
  // What the first paint uses: the prerendered page before any script has run.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const firstPaint = await context.newPage()
  await firstPaint.goto('/')

  expect(await families(firstPaint)).toEqual({
    heading: expect.stringMatching(/^"Cormorant Fallback", serif/),
    body: expect.stringMatching(/^"Jost Fallback"/),
  })
  await context.close()

  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bweb-fonts\b/)
  expect(await families(page)).toEqual({
    heading: expect.stringMatching(/^"Cormorant Garamond", "Cormorant Fallback", serif/),
    body: expect.stringMatching(/^Jost, "Jost Fallback"/),
  })
})
