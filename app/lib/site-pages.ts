import { RESERVATION_LOOKUP_PATH, toBookingPath, toRoomPath } from './paths'
import { STAFF_PATHS } from '../../domain/staff-paths'
import { PREFIXED_LANGUAGES, pathIn } from '../i18n/languages'

/**
 * The pages that exist in every language: home and the rooms, and in reservations mode each
 * room's booking form and the guest's look-up page.
 */
export function guestPages(rooms: readonly { id: number }[], reservations = false): string[] {
  const pages = ['/', ...rooms.map((room) => toRoomPath(room.id))]
  if (!reservations) return pages
  return [...pages, ...rooms.map((room) => toBookingPath(room.id)), RESERVATION_LOOKUP_PATH]
}

/**
 * The pages that exist (HTTP 200): home and one per room in content; in reservations mode
 * also each room's booking form, the guest's look-up page and the staff console's screens.
 */
export function knownPages(rooms: readonly { id: number }[], reservations = false): string[] {
  const pages = guestPages(rooms, reservations)
  return reservations ? [...pages, ...Object.values(STAFF_PATHS)] : pages
}

/** Prerendered templates served with status 404; content ids are positive, so 0 never exists. */
export const EMPTY_ROOM_PATH = toRoomPath(0)
export const NOT_FOUND_PATH = '/404'
/**
 * A room path whose id is not a number: it matches the room route, which shows the not-found
 * screen, so the HTML served for /room/abc hydrates with the same route as the browser's.
 */
export const NOT_A_ROOM_PATH = '/room/not-a-room'
/**
 * Reservations mode: a /staff/ path that is no screen. Prerendered through the staff route, which
 * shows the console's own 'Not found', for the same reason as NOT_A_ROOM_PATH.
 */
export const NOT_A_STAFF_SCREEN_PATH = '/staff/not-a-screen'

/**
 * The English pages' paths in every other language (/room/1 -> /ko/room/1, ...).
 * The server picks a language's 404 templates by the same prefix (server/http-rules.js).
 */
export function inOtherLanguages(paths: readonly string[]): string[] {
  return PREFIXED_LANGUAGES.flatMap((lang) => paths.map((page) => pathIn(lang, page)))
}

/** Where the site is published; canonical URLs, Open Graph, the sitemap and robots.txt use it. */
export const DEFAULT_SITE_ORIGIN = 'https://aloncove.example'

export function siteOrigin(env: Record<string, string | undefined>): string {
  const origin = env.SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN
  return new URL(origin).origin
}
