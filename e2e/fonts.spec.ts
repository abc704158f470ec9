import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

for (const path of ['/', '/room/2']) {
  test(`fonts on ${path} are self-hosted woff2, preloaded, and used`, async ({ page, baseURL }) => {
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })

    await page.goto(path)
    await waitForHydration(page)
    await page.evaluate(() => document.fonts.ready)
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, '')),
    )
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))

    expect(fonts.length).toBeGreaterThan(0)
    for (const url of fonts) {
      expect(new URL(url).origin).toBe(new URL(baseURL ?? '').origin)
      expect(url).toMatch(/\.woff2$/)
    }
    expect(loaded).toEqual(expect.arrayContaining(['Cormorant Garamond', 'Jost']))
    expect(preloads).toHaveLength(2)
    for (const href of preloads) expect(fonts).toContain(href)
  })
}

test('headings use the display serif and text the sans, each with a metric-matched fallback', async ({
  page,
}) => {
  await page.goto('/')

  const heading = await page
    .getByRole('heading', { name: 'Rooms', exact: true })
    .evaluate((el) => getComputedStyle(el).fontFamily)
  const body = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)

  expect(heading).toMatch(/^"Cormorant Garamond", "Cormorant Fallback"/)
  expect(body).toMatch(/^Jost, "Jost Fallback"/)
})
