import { expect, test, type Locator, type Page } from '@playwright/test'
import { stopTheClock, waitForHydration } from './support'

// A page with a hero or banner picture gives that picture the link to itself until it is painted
// (docs/decisions/026): the display face, the pictures below the fold, the app's scripts and the
// manifest wait; the icon is in the page. The picture is held here, so the test sees the page in
// that wait however fast the run, then let through.

/** The first slide's picture, in whichever crop and format the screen takes. */
const HERO = '**/pictures/slide-1-*'

/** Holds every request for `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** The paths the page has asked for so far. */
function requestsOf(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return paths
}

/** Scrolls to a lazy picture and waits until it has loaded. */
async function expectLoaded(picture: Locator) {
  await picture.scrollIntoViewIfNeeded()
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
}

/**
 * Whether the page has reported its first contentful paint. Read through an observer: the
 * stopped clock answers `performance.getEntriesByName` with nothing.
 */
function hasPainted() {
  const observer = new PerformanceObserver(() => {})
  observer.observe({ type: 'paint', buffered: true })
  const painted = observer.takeRecords().some((entry) => entry.name === 'first-contentful-paint')
  observer.disconnect()
  return painted
}

const slideTitle = (page: Page) => page.locator('[aria-roledescription="slide"] h2').first()

test('until the hero picture is painted, nothing else is fetched and its title is not drawn; then everything comes', async ({
  page,
}) => {
  const requests = requestsOf(page)
  const letThePictureIn = await hold(page, HERO)
  // The page's clock stands still while the picture is held, so the early script's fallback
  // cannot end the wait before it is looked at, however slow the machine.
  await stopTheClock(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  // Painted, and given the time to ask for what the page's layout wants: the rooms' pictures are
  // in the lazy-loading distance of the first screen.
  await expect.poll(() => page.evaluate(hasPainted)).toBe(true)
  await page.waitForTimeout(500)

  expect(await page.evaluate(() => document.documentElement.className)).toBe('picture-first')
  const waiting = requests.filter((path) => path !== '/' && !/\/slide-1-/.test(path))
  expect(waiting).toEqual([])
  expect(await slideTitle(page).evaluate((title) => getComputedStyle(title).color)).toBe(
    'rgba(0, 0, 0, 0)',
  )
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1)
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(
    /^data:image\/svg\+xml,/,
  )

  letThePictureIn()
  await page.clock.resume()
  await waitForHydration(page)
  await page.evaluate(() => document.fonts.ready)
  expect(await page.evaluate(() => document.documentElement.className)).toBe('')
  expect(requests.some((path) => /^\/assets\/display-face-[0-9a-f]+\.woff2$/.test(path))).toBe(true)
  expect(await slideTitle(page).evaluate((title) => getComputedStyle(title).color)).toBe(
    'rgb(255, 255, 255)',
  )
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
  // Hydration leaves the inline icon be and adds no other.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/)

  const firstRoom = page.getByRole('article').first().getByRole('img')
  await expectLoaded(firstRoom)
})

test("the rooms' pictures keep their frames while they wait, so nothing moves when they come", async ({
  page,
}) => {
  const letThePictureIn = await hold(page, HERO)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const frame = page.getByRole('article').first().locator('picture').locator('..')
  await expect(frame).toBeAttached()
  const waiting = await frame.boundingBox()
  expect(waiting?.height).toBeGreaterThan(100)

  letThePictureIn()
  await waitForHydration(page)
  expect(await frame.boundingBox()).toEqual(waiting)
  const picture = frame.getByRole('img')
  expect(await picture.boundingBox()).toEqual(waiting)
})

test('a page opened below its hero does not wait for a picture it does not paint', async ({
  page,
}) => {
  // The clock stands still, so the gate's 3 s fallback cannot end the wait: the page's own
  // paint of the picture, before the browser scrolls to the rooms, does.
  await stopTheClock(page)
  await page.goto('/#rooms')
  await waitForHydration(page)

  expect(await page.evaluate(() => document.documentElement.className)).toBe('')
  await expect(page.getByRole('heading', { name: 'Rooms', exact: true })).toBeInViewport()
})

test('a hero picture that fails to load does not keep the page waiting', async ({ page }) => {
  await page.route(HERO, (route) => route.abort())
  await page.goto('/')
  await waitForHydration(page)

  expect(await page.evaluate(() => document.documentElement.className)).toBe('')
  expect(await slideTitle(page).evaluate((title) => getComputedStyle(title).color)).toBe(
    'rgb(255, 255, 255)',
  )
})

test("without the app's scripts, the painted picture still ends the wait", async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/room/2')

  await expect(page.locator('html')).not.toHaveClass(/picture-first/)
  const overview = page.getByRole('img', { name: /^Inside the/ })
  await expectLoaded(overview)
})

test('a page whose bootstrap never runs stops waiting by itself, readable without the app', async ({
  page,
}) => {
  await page.route('**/', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      /<script type="module"[^>]*>[\s\S]*?<\/script>/,
      '',
    )
    await route.fulfill({ response, body: html })
  })
  await page.goto('/')

  await expect(page.locator('html')).not.toHaveClass(/picture-first/, { timeout: 10_000 })
  expect(await slideTitle(page).evaluate((title) => getComputedStyle(title).color)).toBe(
    'rgb(255, 255, 255)',
  )
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
})

test('a page without a hero or banner picture does not wait, and preloads its cut of the face', async ({
  page,
}) => {
  await page.goto('/no-such-page')

  expect(await page.evaluate(() => document.documentElement.className)).toBe('')
  const preload = page.locator('link[rel="preload"][as="font"]')
  await expect(preload).toHaveAttribute('href', /^\/assets\/display-face-[0-9a-f]+\.woff2$/)
})
