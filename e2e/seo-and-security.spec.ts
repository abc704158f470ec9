import { expect, test, type Page } from '@playwright/test'
import { resort } from '../content/resort'
import { rooms } from '../content/rooms'
import { waitForHydration } from './support'

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(blocks).toHaveLength(1)
  return JSON.parse(blocks[0] ?? '{}')
}

test.describe('search and sharing', { tag: '@any-width' }, () => {
  test('home has its title, description, canonical, Open Graph and Twitter tags, and lang', async ({
    page,
  }) => {
    await page.goto('/')

    await expect(page).toHaveTitle(new RegExp(`^${resort.name}`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      resort.description,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/$/,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Alon Cove/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/pictures\/slide-1-.*\.webp$/,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
  })

  test("home's JSON-LD is a Hotel whose rooms are the content's, each with an Offer in PHP", async ({
    page,
  }) => {
    await page.goto('/')

    const hotel = await jsonLd(page)

    expect(hotel).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: resort.name,
    })
    expect(hotel.containsPlace).toHaveLength(rooms.length)
    rooms.forEach((room, index) => {
      expect(hotel.containsPlace[index]).toMatchObject({
        '@type': 'HotelRoom',
        name: room.name,
        description: room.description,
        occupancy: { maxValue: room.maxPerson },
        floorSize: { value: room.size, unitCode: 'MTK' },
        offers: { '@type': 'Offer', price: room.price, priceCurrency: 'PHP' },
      })
      expect(hotel.containsPlace[index].url).toMatch(new RegExp(`/room/${room.id}$`))
    })
  })

  for (const room of rooms) {
    test(`/room/${room.id} describes its own room for search engines`, async ({ page }) => {
      await page.goto(`/room/${room.id}`)

      await expect(page).toHaveTitle(`${room.name} | ${resort.name}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        room.description,
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/room/${room.id}$`),
      )
      expect(await jsonLd(page)).toMatchObject({
        '@type': 'HotelRoom',
        name: room.name,
        offers: { price: room.price, priceCurrency: 'PHP' },
      })
    })
  }

  test('not-found pages ask search engines not to index them', async ({ page }) => {
    for (const path of ['/nowhere', '/room/abc', '/room/99']) {
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    }
  })

  test('sitemap.xml lists every page from content in every language; robots.txt, manifest and favicon are served', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const robots = await request.get('/robots.txt')
    const manifest = await request.get('/manifest.webmanifest')
    const favicon = await request.get('/favicon.svg')

    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    )
    const pages = ['/', ...rooms.map((room) => `/room/${room.id}`)]
    expect(locs).toEqual([
      ...pages,
      ...['fil', 'ko', 'zh', 'ja'].flatMap((lang) =>
        pages.map((page) => `/${lang}${page === '/' ? '' : page}`),
      ),
    ])
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
    expect((await manifest.json()).name).toBe(resort.name)
    expect(favicon.status()).toBe(200)
  })
})

test.describe('security headers and CSP', () => {
  for (const path of ['/', '/room/2', '/nowhere']) {
    test(`${path} carries the security headers`, { tag: '@any-width' }, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()

      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    })
  }

  test(
    'every page hydrates and works under the CSP, with no violation',
    { tag: '@any-width' },
    async ({ page }) => {
      const violations: string[] = []
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          ;(window as unknown as { __violations: string[] }).__violations ??= []
          ;(window as unknown as { __violations: string[] }).__violations.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          )
        })
      })
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })

      for (const path of [
        '/',
        '/room/1',
        '/room/2',
        '/room/3',
        '/room/99',
        '/room/abc',
        '/nowhere',
      ]) {
        await page.goto(path)
        await waitForHydration(page)
        const date = page.getByRole('textbox', { name: 'Check in' })
        if (await date.count()) {
          await date.click()
          await expect(page.locator('.react-datepicker')).toBeVisible()
        }
        violations.push(
          ...(await page.evaluate(
            () => (window as unknown as { __violations?: string[] }).__violations ?? [],
          )),
        )
      }

      expect(violations).toEqual([])
    },
  )
})
