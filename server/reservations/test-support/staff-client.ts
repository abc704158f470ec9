/**
 * The staff API as a test calls it: a desk account signed in on `api`, requests sent with its
 * session and the site's origin, stays booked by phone, and answers read with the status they
 * must have. Signing in again follows the server's clock (a session lives 12 hours).
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import { addDays, type IsoDate } from '../../../domain/calendar'
import type { StaffRole } from '../../../domain/account-roles'
import type { TestEngine } from '../../test-support/test-database'
import { signedInStaff, STAFF_PASSWORD, startApiServer, type ApiServer } from './api-server'

export type StaffClient = Awaited<ReturnType<typeof staffClient>>

export async function staffClient(api: ApiServer, email: string, role: StaffRole = 'manager') {
  let cookie = await signedInStaff(api, email, role)
  const send = (method: string, path: string, body: unknown = {}) =>
    fetch(api.url + path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: api.origin, Cookie: cookie },
      body: JSON.stringify(body),
    })
  async function signInAgain() {
    const response = await api.post('/api/staff/sign-in', { email, password: STAFF_PASSWORD })
    expect(response.status).toBe(200)
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  }
  return {
    get: (path: string, init: RequestInit = {}) =>
      fetch(api.url + path, { ...init, headers: { Cookie: cookie } }),
    post: (path: string, body: unknown = {}) => send('POST', path, body),
    send,
    signInAgain,
    /** The server's clock at an hour (10:00 unless said) of a resort date, signed in again then. */
    async travelTo(date: IsoDate, hour = 10) {
      api.setNow(atResortHour(date, hour))
      await signInAgain()
    },
  }
}

/**
 * For a describe block whose tests move the server's clock: a server of `engine` with `email`
 * signed in before its tests; after each, the clock back to now and a new session; stopped after
 * all. Tests read `api` and `staff` from what this answers.
 */
export function staffServerFor(engine: TestEngine, email: string) {
  const server = {} as { api: ApiServer; staff: StaffClient }
  beforeAll(async () => {
    server.api = await startApiServer(engine)
    server.staff = await staffClient(server.api, email)
  })
  afterEach(async () => {
    server.api.setNow(new Date())
    await server.staff.signInAgain()
  })
  afterAll(async () => {
    await server.api.stop()
  })
  return server
}

/** An hour of a resort date (Manila, UTC+8). */
export function atResortHour(date: IsoDate, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`)
}

type PhoneBookingDetails = {
  adults?: number
  kids?: number
  guest?: { name: string; email: string; phone: string }
  notes?: string
}

/** A stay of `nights` booked by phone, as the desk takes one: one adult, unless said. */
export function bookByPhone(
  staff: StaffClient,
  roomId: number,
  checkIn: IsoDate,
  nights: number,
  details: PhoneBookingDetails = {},
): Promise<Response> {
  return staff.post('/api/staff/bookings', {
    roomId,
    checkIn,
    checkOut: addDays(checkIn, nights),
    adults: 1,
    kids: 0,
    guest: { name: 'Andres Bonifacio', email: 'andres@example.com', phone: '+63 2 8123 4567' },
    ...details,
  })
}

/** The reservation a phone booking made: confirmed at once. */
export async function phoneBooking(
  staff: StaffClient,
  roomId: number,
  checkIn: IsoDate,
  nights: number,
  details: PhoneBookingDetails = {},
): Promise<ReservationView> {
  return bodyOf<ReservationView>(await bookByPhone(staff, roomId, checkIn, nights, details), 201)
}

/** The body of an answer that must have `status`. */
export async function bodyOf<T>(response: Response, status: number): Promise<T> {
  expect(response.status).toBe(status)
  return (await response.json()) as T
}

/** The problem of a refusal that must have `status`. */
export async function refusalOf(response: Response, status: number) {
  return (await bodyOf<ApiError>(response, status)).error
}
