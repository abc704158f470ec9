import { expect, test } from 'vitest'
import { absoluteUrl, hotelJsonLd, pageMeta, robotsTxt, sitemapXml } from './seo'

const origin = 'https://resort.example'
const room = {
  id: 2,
  name: 'Cabana Rooms',
  description: 'A mini pool.',
  maxPerson: 8,
  price: 3500,
  size: 60,
}

test('urls are absolute on the configured origin, with or without its trailing slash', () => {
  expect(absoluteUrl(origin, '/room/2')).toBe('https://resort.example/room/2')
  expect(absoluteUrl(`${origin}/`, '/')).toBe('https://resort.example/')
})

test('page meta has title, description, canonical, Open Graph and Twitter tags', () => {
  const meta = pageMeta({
    siteName: 'R',
    origin,
    path: '/room/2',
    title: 'T',
    description: 'D',
    image: '/p.webp',
  })

  expect(meta).toContainEqual({ title: 'T' })
  expect(meta).toContainEqual({
    tagName: 'link',
    rel: 'canonical',
    href: 'https://resort.example/room/2',
  })
  expect(meta).toContainEqual({ property: 'og:image', content: 'https://resort.example/p.webp' })
  expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
})

test('the hotel lists each room as a HotelRoom with an Offer in pesos', () => {
  const data = hotelJsonLd({
    name: 'R',
    description: 'D',
    origin,
    rooms: [{ room, path: '/room/2' }],
  })

  expect(data['@type']).toBe('Hotel')
  expect(data.containsPlace[0]).toMatchObject({
    '@type': 'HotelRoom',
    name: 'Cabana Rooms',
    occupancy: { maxValue: 8 },
    offers: {
      '@type': 'Offer',
      price: 3500,
      priceCurrency: 'PHP',
      url: 'https://resort.example/room/2',
    },
  })
})

test('the sitemap lists every page and robots.txt points to it', () => {
  const xml = sitemapXml(origin, ['/', '/room/1'])

  expect(xml).toContain('<loc>https://resort.example/</loc>')
  expect(xml).toContain('<loc>https://resort.example/room/1</loc>')
  expect(robotsTxt(origin)).toContain('Sitemap: https://resort.example/sitemap.xml')
})
