import { STAFF_PATHS } from '../../domain/staff-paths'

const TITLES: Record<string, string> = {
  [STAFF_PATHS.requests]: 'Requests',
  [STAFF_PATHS.reservation]: 'Reservation',
  [STAFF_PATHS.calendar]: 'Occupancy calendar',
  [STAFF_PATHS.rates]: 'Rates',
  [STAFF_PATHS.today]: 'Today',
  [STAFF_PATHS.arrivals]: 'Today',
  [STAFF_PATHS.search]: 'Search',
  [STAFF_PATHS.phoneBooking]: 'Phone booking',
  [STAFF_PATHS.channels]: 'Channels',
  [STAFF_PATHS.reports]: 'Reports',
  [STAFF_PATHS.board]: 'Room board',
}

/**
 * A staff screen's head: its title, and kept out of search engines (also out of the sitemap).
 * No resort name: content/resort is shared with the public pages' chunks, and each module the
 * console shares with them splits their chunks further.
 */
export function staffMeta(pathname: string) {
  const screen = TITLES[pathname.replace(/\/+$/, '') || '/'] ?? 'Not found'
  return [{ title: `${screen} | Staff console` }, { name: 'robots', content: 'noindex, nofollow' }]
}
