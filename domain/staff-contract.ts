/**
 * The JSON of the staff console's API (`/api/staff/…`), read by app/features/staff. The
 * guest-facing contract is api-contract.ts; money in centavos and dates `YYYY-MM-DD` here too.
 */
import type { ReservationView } from './api-contract'
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

export const STAFF_API_PATHS = {
  signIn: '/api/staff/sign-in',
  signOut: '/api/staff/sign-out',
  me: '/api/staff/me',
  queue: '/api/staff/requests',
  reservation: (ref: string) => `/api/staff/reservations/${encodeURIComponent(ref)}`,
  decide: (ref: string, action: 'confirm' | 'decline' | 'cancel') =>
    `/api/staff/reservations/${encodeURIComponent(ref)}/${action}`,
  guest: (ref: string) => `/api/staff/reservations/${encodeURIComponent(ref)}/guest`,
  calendar: (from: IsoDate, days: number) => `/api/staff/calendar?from=${from}&days=${days}`,
  inventory: '/api/staff/inventory',
  movements: '/api/staff/movements',
  search: (query: string) => `/api/staff/search?q=${encodeURIComponent(query)}`,
  phoneBookings: '/api/staff/bookings',
} as const

export const CALENDAR_DAYS = 60
