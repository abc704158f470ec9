import { expect, test, type Page } from '@playwright/test'
import { startsAfterNavigation, waitForHydration } from './support'

// A first visit has its headings in the brand display face: each page has a cut of it with the
// characters of its own headings (docs/decisions/010, 020 and 024), which a page with a hero or
// banner picture asks for once that picture is painted (decision 026) and any other page preloads.
// Both web fonts whole are fetched after the first paint and switched on at the next page the
// visitor opens, so the page being read never reflows under the reader (decision 006).

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

/** The fonts Chromium actually drew the text of `selector` with, as their files name them. */
async function drawnWith(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

/** A page's cut of the display face (scripts/display-face.mjs). */
const CUT = /\/assets\/display-face-[0-9a-f]+\.woff2$/

/** The path of the cut the page's face rule names. */
const cutOf = (page: Page) =>
  page.evaluate(
    () =>
      /url\(([^)]+)\)/.exec(
        document.querySelector('style[data-display-face]')?.textContent ?? '',
      )?.[1],
  )

/** When the page's priority picture was painted, in ms from navigation (Element Timing). */
const priorityPicturePainted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list
            .getEntries()
            .find(
              (candidate) =>
                'identifier' in candidate && candidate.identifier === 'priority-picture',
            )
          if (entry && 'renderTime' in entry) resolve(entry.renderTime as number)
        }).observe({ type: 'element', buffered: true })
      }),
  )

/** The display stack of a page before the web fonts are on (app/app.css). */
const FIRST_STACK =
  /^"Cormorant Garamond First", "Cormorant Garamond Rest", "Cormorant Fallback", serif/

const PAGES = [
  { path: '/', heading: '#rooms-heading', text: '#rooms-heading + p' },
  { path: '/room/2', heading: 'main h1', text: 'main h2 + p' },
]

for (const { path, heading, text } of PAGES) {
  test(`a first visit to ${path} paints its headings in the brand face, asked for once its picture is painted, and fetches the web fonts after the first paint`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    await fontsLoaded(page)

    const { firstContentfulPaint, resources } = await startsAfterNavigation(page, '.woff2')
    const cut = resources.filter((font) => CUT.test(font.url))
    const fonts = resources.filter((font) => !CUT.test(font.url))

    expect(await drawnWith(page, heading)).toEqual([expect.stringMatching(/^Cormorant Garamond/)])
    expect(await drawnWith(page, text)).not.toContain('Jost')
    expect(fonts).toHaveLength(2)
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(new URL(baseURL ?? '').origin)
      expect(font.start, font.url).toBeGreaterThan(firstContentfulPaint)
    }
    // The page's own cut, asked for by its face rule once the picture is on screen, not preloaded.
    expect(cut).toHaveLength(1)
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
    expect(new URL(cut[0]?.url ?? '').pathname).toBe(await cutOf(page))
    expect(cut[0]?.start).toBeGreaterThanOrEqual(await priorityPicturePainted(page))
    expect(await fontsOn(page)).toBe(false)
  })
}

test('the next page of a first visit opens with the web fonts', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await fontsLoaded(page)
  expect(await families(page, '#rooms-heading')).toEqual({
    heading: expect.stringMatching(FIRST_STACK),
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

test('a heading the landing page lacks glyphs for is drawn whole in the face when the next page opens before the web fonts have loaded', async ({
  page,
}) => {
  // The whole display face is held back: the visitor moves on before it arrives.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/cormorant-garamond-latin-500-normal-*.woff2', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await waitForHydration(page)
  // What '/' draws in the display face has no "i", so its cut has none.
  const drawnInFace = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) =>
        getComputedStyle(element).fontFamily.startsWith('"Cormorant Garamond First"'),
      )
      .map((element) => element.innerText)
      .join(''),
  )
  expect(drawnInFace).toContain('Rooms')
  expect(drawnInFace).not.toContain('i')

  await page.getByRole('link', { name: 'Cabana Rooms', exact: true }).click()
  const heading = page.getByRole('heading', { name: 'Cabana Rooms Details' })
  await expect(heading).toBeVisible()
  expect(await fontsOn(page)).toBe(false)
  expect(await families(page, 'main h1')).toEqual({
    heading: expect.stringMatching(FIRST_STACK),
    body: expect.stringMatching(/^"Jost Fallback"/),
  })

  // "Details" has an "i": the whole face draws it once it is in.
  release()
  await fontsLoaded(page)
  await page.evaluate(() => document.fonts.ready)
  expect(await drawnWith(page, 'main h1')).toEqual([expect.stringMatching(/^Cormorant Garamond/)])
})

test('every prerendered page draws all its display text with its own cut of the face, and fetches no other font', async ({
  browser,
  baseURL,
}) => {
  // Before any script has run: only the page's cut can draw the headings in the face. A glyph the
  // cut lacks would either fetch the whole face or be drawn in the fallback.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  let fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  for (const path of ['/', '/room/1', '/room/2', '/room/3', '/room/0', '/no-such-page']) {
    fonts = []
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    const cut = await cutOf(page)
    expect(cut, path).toMatch(CUT)
    expect(fonts, path).toEqual([cut])
    const texts = await page.evaluate(() => {
      const found: string[] = []
      for (const element of document.body.querySelectorAll('*')) {
        const ownText = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim()
        const inFace = getComputedStyle(element).fontFamily.startsWith('"Cormorant Garamond First"')
        if (ownText && inFace && element.getClientRects().length > 0) {
          element.setAttribute('data-display-text', String(found.length))
          found.push(ownText)
        }
      }
      return found
    })
    expect(texts.length, path).toBeGreaterThan(0)
    for (const [index, text] of texts.entries()) {
      expect(await drawnWith(page, `[data-display-text="${index}"]`), `${path}: ${text}`).toEqual([
        expect.stringMatching(/^Cormorant Garamond/),
      ])
    }
  }
  await context.close()
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

test('the prerendered page alone draws its headings in the brand face, its text in the matched fallback', async ({
  browser,
  baseURL,
}) => {
  // The prerendered page before any script has run.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const firstPaint = await context.newPage()
  await firstPaint.goto('/')

  expect(await families(firstPaint, '#rooms-heading')).toEqual({
    heading: expect.stringMatching(FIRST_STACK),
    body: expect.stringMatching(/^"Jost Fallback"/),
  })
  expect(await drawnWith(firstPaint, '#rooms-heading')).toEqual([
    expect.stringMatching(/^Cormorant Garamond/),
  ])
  await context.close()
})
