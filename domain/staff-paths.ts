/**
 * Reservations mode: the staff console's screens. Every page is prerendered at a fixed path,
 * so a screen's parameters (a reference, a search) ride in the query string. Kept apart from
 * app/lib/paths.ts, which the public pages load: none of this reaches their JavaScript.
 */
export const STAFF_PATHS = {
  requests: '/staff',
  reservation: '/staff/reservation',
  calendar: '/staff/calendar',
  rates: '/staff/rates',
  today: '/staff/today',
  /** Today's first address ('Arrivals & departures'): it leads to Today, so bookmarks keep working. */
  arrivals: '/staff/arrivals',
  search: '/staff/search',
  phoneBooking: '/staff/phone-booking',
  channels: '/staff/channels',
  reports: '/staff/reports',
  housekeeping: '/staff/housekeeping',
} as const

/** The Channels screen's list of calendar conflicts, which the console's banner links to. */
export const STAFF_CONFLICTS_PATH = `${STAFF_PATHS.channels}#conflicts`

export function toStaffReservationPath(ref: string): string {
  return `${STAFF_PATHS.reservation}?${new URLSearchParams({ ref })}`
}

export function toStaffSearchPath(query: string): string {
  return `${STAFF_PATHS.search}?${new URLSearchParams({ q: query })}`
}

/** Today's screen for a day; without one, the resort's today. */
export function toStaffTodayPath(date?: string): string {
  return date ? `${STAFF_PATHS.today}?${new URLSearchParams({ date })}` : STAFF_PATHS.today
}

export function toStaffCalendarPath(from: string): string {
  return `${STAFF_PATHS.calendar}?${new URLSearchParams({ from })}`
}

export function toStaffReportsPath(from: string, to: string): string {
  return `${STAFF_PATHS.reports}?${new URLSearchParams({ from, to })}`
}
