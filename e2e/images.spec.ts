import { expect, test, type Page } from '@playwright/test'
import { isPhone, waitForHydration } from './support'

// What only a browser proves about pictures: which file it picked for this screen, in which
// format, and that every <img> reserves its space (docs/decisions/002-image-pipeline.md).

const PAGES = ['/', '/room/2']

/** Scrolls through the page so lazy pictures load, then waits for every one to finish. */
async function loadEveryPicture(page: Page) {
  await waitForHydration(page)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // Back to the top, where the hidden hero slides load their pictures.
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
  await page.waitForLoadState('networkidle')
}

for (const path of PAGES) {
  test(`every image on ${path} has alt text, width and height`, async ({ page }) => {
    await page.goto(path)

    const images = await page.locator('img').evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    )

    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      expect(image.alt, `alt of ${image.src}`).not.toBeNull()
      expect(Number(image.width), `width of ${image.src}`).toBeGreaterThan(0)
      expect(Number(image.height), `height of ${image.src}`).toBeGreaterThan(0)
    }
  })

  test(`pictures on ${path} arrive as AVIF or WebP`, async ({ page }) => {
    const pictures: { url: string; type: string }[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/pictures/')) {
        pictures.push({ url: response.url(), type: response.headers()['content-type'] ?? '' })
      }
    })

    await page.goto(path)
    await loadEveryPicture(page)

    expect(pictures.length).toBeGreaterThan(0)
    for (const picture of pictures) {
      expect(picture.type, picture.url).toMatch(/^image\/(avif|webp)\b/)
    }
  })

  test(`no picture on ${path} is fetched far larger than it is shown`, async ({ page }) => {
    await page.goto(path)
    await loadEveryPicture(page)

    const shown = await page.locator('img').evaluateAll((imgs: HTMLImageElement[]) =>
      imgs
        .filter((img) => img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
        .map((img) => ({
          src: img.currentSrc,
          natural: img.naturalWidth,
          needed: img.getBoundingClientRect().width * window.devicePixelRatio,
        })),
    )

    expect(shown.length).toBeGreaterThan(0)
    for (const image of shown) {
      expect(
        image.natural,
        `${image.src} for ${Math.round(image.needed)} device px`,
      ).toBeLessThanOrEqual(image.needed * 2.5)
    }
  })
}

test('the first hero slide loads eagerly and with high priority, the others lazily', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)

  const slides = page.locator('[aria-roledescription="carousel"] img')
  await expect(slides).toHaveCount(3)
  await expect(slides.first()).toHaveAttribute('loading', 'eager')
  await expect(slides.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(slides.nth(1)).toHaveAttribute('loading', 'lazy')
})

test('phones get the first slide as its phone crop, desktops the full frame, each fetched once', async ({
  page,
}, testInfo) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pictures/slide-1-'))
      fetched.push(request.url())
  })

  await page.goto('/')
  await waitForHydration(page)
  const first = page.locator('[aria-roledescription="carousel"] img').first()
  await expect(first).toHaveJSProperty('complete', true)

  const shown = await first.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(shown).toMatch(isPhone(testInfo) ? /\/slide-1-phone-\d+-/ : /\/slide-1-\d+-/)
  // The preload in <head> picked the same file as the <picture>: one download, no second one.
  expect(fetched.map((url) => new URL(url).pathname)).toEqual([new URL(shown).pathname])
})
