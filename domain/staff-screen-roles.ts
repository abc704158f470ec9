/**
 * Which roles each console screen is for (account-roles.ts, as staff-roles.ts for the API): the navigation shows only
 * these, and a screen opened by its address by anyone else says so instead of failing on its
 * first request. A screen added to STAFF_PATHS without its entry here is a compile error.
 */
import { STAFF_PATHS } from './staff-paths'
import { STAFF_ROLES, type StaffRole } from './account-roles'

const EVERYONE = STAFF_ROLES
const DESK = ['manager', 'front_desk'] as const
const MANAGER = ['manager'] as const

export const SCREEN_ROLES: { readonly [K in keyof typeof STAFF_PATHS]: readonly StaffRole[] } = {
  requests: DESK,
  reservation: DESK,
  calendar: DESK,
  rates: DESK,
  today: DESK,
  arrivals: DESK,
  search: DESK,
  phoneBooking: DESK,
  channels: MANAGER,
  reports: MANAGER,
  housekeeping: EVERYONE,
  board: DESK,
}

/** False only for a screen of the console that is not for this role; unknown paths are not. */
export function mayOpen(role: StaffRole, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  const screen = (Object.keys(STAFF_PATHS) as (keyof typeof STAFF_PATHS)[]).find(
    (key) => STAFF_PATHS[key] === path,
  )
  return screen === undefined || SCREEN_ROLES[screen].includes(role)
}

/** Where a role's work starts: the first screen of the navigation it may open. */
export function homeOf(role: StaffRole): string {
  return role === 'housekeeping' ? STAFF_PATHS.housekeeping : STAFF_PATHS.requests
}
