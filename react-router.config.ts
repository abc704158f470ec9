import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { siteContent } from './content/site-content'
import { assertValidContent } from './content/validate-content'
import { PREFIXED_LANGUAGES } from './app/i18n/languages'
import { reservationsOn } from './app/lib/reservations-switch'
import { robotsTxt, sitemapXml, webManifest } from './app/lib/seo'
import {
  EMPTY_ROOM_PATH,
  NOT_A_ROOM_PATH,
  NOT_A_STAFF_SCREEN_PATH,
  NOT_FOUND_PATH,
  inOtherLanguages,
  guestPages,
  knownPages,
  siteOrigin,
} from './app/lib/site-pages'

// Broken content fails the build here, with every problem named by item and field.
assertValidContent(siteContent)

const THEME_COLOR = '#0a3038'
const reservations = reservationsOn(process.env)

export default {
  ssr: false,
  // BUILD_DIR lets the test command keep a reservations build beside the default one.
  buildDirectory: process.env.BUILD_DIR || 'build',
  // The not-found and empty-room pages are prerendered too, so the server can answer
  // unknown paths with their HTML (status 404) and nothing flashes before hydration.
  prerender: [
    ...pagesOf(reservations),
    EMPTY_ROOM_PATH,
    NOT_A_ROOM_PATH,
    NOT_FOUND_PATH,
    ...(reservations ? [NOT_A_STAFF_SCREEN_PATH] : []),
    ...inOtherLanguages([EMPTY_ROOM_PATH, NOT_A_ROOM_PATH, NOT_FOUND_PATH]),
  ],
  async buildEnd({ reactRouterConfig }) {
    const buildDirectory = reactRouterConfig.buildDirectory
    const clientDirectory = path.join(buildDirectory, 'client')
    const pages = pagesOf(reservations)
    const origin = siteOrigin(process.env)
    await mkdir(clientDirectory, { recursive: true })
    const site = {
      name: siteContent.resort.name,
      ...(reservations && { reservations: true }),
      languages: PREFIXED_LANGUAGES,
      pages,
      notFoundPage: `${NOT_FOUND_PATH.slice(1)}/index.html`,
      emptyRoomPage: `${EMPTY_ROOM_PATH.slice(1)}/index.html`,
      notARoomPage: `${NOT_A_ROOM_PATH.slice(1)}/index.html`,
      ...(reservations
        ? { notAStaffScreenPage: `${NOT_A_STAFF_SCREEN_PATH.slice(1)}/index.html` }
        : {}),
    }
    await writeFile(path.join(buildDirectory, 'site.json'), `${JSON.stringify(site, null, 2)}\n`)
    // Booking forms and the look-up page are for guests on their way, not for search engines.
    await writeFile(path.join(clientDirectory, 'sitemap.xml'), sitemapXml(origin, pagesOf(false)))
    await writeFile(path.join(clientDirectory, 'robots.txt'), robotsTxt(origin))
    await writeFile(
      path.join(clientDirectory, 'manifest.webmanifest'),
      `${JSON.stringify(webManifest(siteContent.resort.name, THEME_COLOR), null, 2)}\n`,
    )
  },
} satisfies Config

/**
 * The pages that exist, each in every language too: the default site's all of them, reservations
 * mode's its guest pages (home, rooms, booking forms), not the staff console.
 */
function pagesOf(reservations: boolean): string[] {
  const pages = knownPages(siteContent.rooms, reservations)
  return [...pages, ...inOtherLanguages(guestPages(siteContent.rooms, reservations))]
}
