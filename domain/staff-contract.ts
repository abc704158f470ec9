/**
 * The JSON of the staff console's API (`/api/staff/…`), read by app/features/staff. The
 * guest-facing contract is api-contract.ts; money in centavos and dates `YYYY-MM-DD` here too.
 */
import { withReference, type ReservationView } from './api-contract'
import type { IsoDate } from './calendar'
import type { ReservationStatus } from './reservation-status'

export type StaffMember = { id: number; email: string }

export type SignInRequest = { email: string; password: string }
export type SignInResponse = { staff: StaffMember }

export type StaffAction = 'confirm' | 'decline' | 'cancel' | 'edit'

export type ReservationEventView = {
  at: string
  /** 'Guest', 'System' or the staff member's email. */
  who: string
  from: ReservationStatus | null
  to: ReservationStatus
  note: string
}

export type QueueResponse = { requests: ReservationView[] }

export type ReservationDetail = {
  reservation: ReservationView
  events: ReservationEventView[]
  actions: StaffAction[]
}

export type DecisionRequest = { reason?: string }

/** The email may be left out for a guest who booked by phone. */
export type GuestEditRequest = { name: string; email?: string; phone: string; notes?: string }

export type CalendarNight = { night: IsoDate; units: number; booked: number; closed: boolean }
export type CalendarRoom = { id: number; name: string; nights: CalendarNight[] }
export type CalendarResponse = {
  from: IsoDate
  days: number
  nights: IsoDate[]
  rooms: CalendarRoom[]
}

/** Close or reopen nights, or set how many units they have, for the nights [from, to). */
export type InventoryChange =
  | { roomId: number; from: IsoDate; to: IsoDate; action: 'close' | 'open' }
  | { roomId: number; from: IsoDate; to: IsoDate; action: 'units'; units: number }
export type InventoryChangeResponse = { changed: number }

export type MovementsDay = {
  date: IsoDate
  label: 'Today' | 'Tomorrow'
  arrivals: ReservationView[]
  departures: ReservationView[]
}
export type MovementsResponse = { days: MovementsDay[] }

export type SearchResponse = { results: ReservationView[] }

/** A booking entered by staff for a guest who called: confirmed at once, email optional. */
export type PhoneBookingRequest = {
  roomId: number
  checkIn: IsoDate
  checkOut: IsoDate
  adults: number
  kids: number
  rate?: string
  guest: { name: string; email?: string; phone: string }
  notes?: string
}

export type Decision = 'confirm' | 'decline' | 'cancel'

/** Where the staff API is mounted; its routes below are relative to it. */
export const STAFF_API_BASE = '/api/staff'

/** The staff API's routes as the server registers them; `:ref` stands for a reference. */
export const STAFF_API_ROUTES = {
  signIn: '/sign-in',
  signOut: '/sign-out',
  me: '/me',
  queue: '/requests',
  reservation: '/reservations/:ref',
  decide: (decision: Decision) => `/reservations/:ref/${decision}` as const,
  guest: '/reservations/:ref/guest',
  calendar: '/calendar',
  inventory: '/inventory',
  movements: '/movements',
  search: '/search',
  phoneBookings: '/bookings',
} as const

const staffPath = (route: string, ref = '') => STAFF_API_BASE + withReference(route, ref)

/** The same routes as the console calls them. */
export const STAFF_API_PATHS = {
  signIn: staffPath(STAFF_API_ROUTES.signIn),
  signOut: staffPath(STAFF_API_ROUTES.signOut),
  me: staffPath(STAFF_API_ROUTES.me),
  queue: staffPath(STAFF_API_ROUTES.queue),
  reservation: (ref: string) => staffPath(STAFF_API_ROUTES.reservation, ref),
  decide: (ref: string, decision: Decision) => staffPath(STAFF_API_ROUTES.decide(decision), ref),
  guest: (ref: string) => staffPath(STAFF_API_ROUTES.guest, ref),
  calendar: (from: IsoDate, days: number) =>
    `${staffPath(STAFF_API_ROUTES.calendar)}?from=${from}&days=${days}`,
  inventory: staffPath(STAFF_API_ROUTES.inventory),
  movements: staffPath(STAFF_API_ROUTES.movements),
  search: (query: string) => `${staffPath(STAFF_API_ROUTES.search)}?q=${encodeURIComponent(query)}`,
  phoneBookings: staffPath(STAFF_API_ROUTES.phoneBookings),
} as const

export const CALENDAR_DAYS = 60
