/**
 * Search and sharing metadata as plain data: meta descriptors for React Router's `meta`
 * export, and schema.org JSON-LD. No React, so the build can reuse it for the sitemap.
 */

type RoomLike = {
  id: number
  name: string
  description: string
  maxPerson: number
  price: number
  size: number
}

export type PageMetaInput = {
  siteName: string
  origin: string
  path: string
  title: string
  description: string
  image?: string
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).href
}

export function pageMeta({ siteName, origin, path, title, description, image }: PageMetaInput) {
  const url = absoluteUrl(origin, path)
  const imageUrl = image ? absoluteUrl(origin, image) : undefined
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(imageUrl ? [{ name: 'twitter:image', content: imageUrl }] : []),
  ]
}

export function hotelRoomJsonLd(room: RoomLike, origin: string, path: string, image?: string) {
  return {
    '@type': 'HotelRoom',
    '@id': absoluteUrl(origin, `${path}#room`),
    name: room.name,
    description: room.description,
    url: absoluteUrl(origin, path),
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    occupancy: { '@type': 'QuantitativeValue', maxValue: room.maxPerson },
    floorSize: { '@type': 'QuantitativeValue', value: room.size, unitCode: 'MTK' },
    offers: {
      '@type': 'Offer',
      price: room.price,
      priceCurrency: 'PHP',
      url: absoluteUrl(origin, path),
    },
  }
}

export function hotelJsonLd(input: {
  name: string
  description: string
  origin: string
  image?: string
  rooms: { room: RoomLike; path: string; image?: string }[]
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.origin, '/'),
    ...(input.image ? { image: absoluteUrl(input.origin, input.image) } : {}),
    currenciesAccepted: 'PHP',
    containsPlace: input.rooms.map(({ room, path, image }) =>
      hotelRoomJsonLd(room, input.origin, path, image),
    ),
  }
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${absoluteUrl(origin, path)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`
}

export function webManifest(name: string, themeColor: string) {
  return {
    name,
    short_name: name.split(' ').slice(0, 2).join(' '),
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  }
}
