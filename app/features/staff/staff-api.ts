import type {
  API_PATHS,
  ApiErrorCode,
  AvailabilityResponse,
  ReservationView,
} from '../../../domain/api-contract'
import type { IsoDate } from '../../../domain/calendar'
import type { Party } from '../../../domain/party'
import {
  STAFF_API_PATHS,
  type CalendarResponse,
  type GuestEditRequest,
  type InventoryChange,
  type InventoryChangeResponse,
  type MovementsResponse,
  type PhoneBookingRequest,
  type QueueResponse,
  type ReservationDetail,
  type SearchResponse,
  type SignInResponse,
} from '../../../domain/staff-contract'

/**
 * The browser's side of the staff API (domain/staff-contract.ts). Every call resolves, never
 * rejects: the answer, or a problem the screens put into words. A 401 is a problem like any
 * other here; useStaffCall turns it into the sign-in form.
 */

export type StaffProblem = {
  /** The API's code; 'network' when no answer came back, 'unexpected' for one we cannot read. */
  code: ApiErrorCode | 'network' | 'unexpected'
  status: number
  message: string
  fields: Record<string, string>
}

export type StaffResult<T> = { ok: true; data: T } | { ok: false; problem: StaffProblem }

export type Decision = 'confirm' | 'decline' | 'cancel'

// API_PATHS.availability, checked by the compiler but not imported as a value: that module
// sits in a chunk of the public pages, which the console would otherwise split (and grow).
const AVAILABILITY_PATH: (typeof API_PATHS)['availability'] = '/api/availability'

export const staffApi = {
  me: () => request<SignInResponse>(STAFF_API_PATHS.me),
  signIn: (email: string, password: string) =>
    write<SignInResponse>(STAFF_API_PATHS.signIn, { email, password }),
  signOut: () => write<{ signedOut: true }>(STAFF_API_PATHS.signOut, {}),
  queue: () => request<QueueResponse>(STAFF_API_PATHS.queue),
  reservation: (ref: string) => request<ReservationDetail>(STAFF_API_PATHS.reservation(ref)),
  decide: (ref: string, decision: Decision, reason?: string) =>
    write<ReservationDetail>(
      STAFF_API_PATHS.decide(ref, decision),
      reason === undefined ? {} : { reason },
    ),
  editGuest: (ref: string, edit: GuestEditRequest) =>
    write<ReservationDetail>(STAFF_API_PATHS.guest(ref), edit),
  calendar: (from: IsoDate, days: number) =>
    request<CalendarResponse>(STAFF_API_PATHS.calendar(from, days)),
  changeInventory: (change: InventoryChange) =>
    write<InventoryChangeResponse>(STAFF_API_PATHS.inventory, change),
  movements: () => request<MovementsResponse>(STAFF_API_PATHS.movements),
  search: (query: string) => request<SearchResponse>(STAFF_API_PATHS.search(query)),
  phoneBooking: (booking: PhoneBookingRequest) =>
    write<ReservationView>(STAFF_API_PATHS.phoneBookings, booking),
  /** The public availability: rooms, their rates and, for a stay, units left and totals. */
  availability: (stay: { checkIn: IsoDate; checkOut: IsoDate } & Party) =>
    request<AvailabilityResponse>(
      `${AVAILABILITY_PATH}?${new URLSearchParams({
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: String(stay.adults),
        kids: String(stay.kids),
      })}`,
    ),
}

function write<T>(url: string, body: unknown): Promise<StaffResult<T>> {
  return request<T>(url, {
    method: 'POST',
    // The API refuses writes that are not JSON (415); the browser adds the Origin it checks.
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function request<T>(url: string, init: RequestInit = {}): Promise<StaffResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      // The session is an HttpOnly cookie of this origin; it must never go anywhere else.
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
    })
  } catch {
    return { ok: false, problem: { code: 'network', status: 0, message: '', fields: {} } }
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok && body !== null) return { ok: true, data: body as T }
  return { ok: false, problem: problemFrom(response.status, body) }
}

/** An error answer as the screens use it; a body not in the API's error shape is 'unexpected'. */
export function problemFrom(status: number, body: unknown): StaffProblem {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null
  if (!error || typeof error.code !== 'string') {
    return { code: status === 401 ? 'unauthorized' : 'unexpected', status, message: '', fields: {} }
  }
  const fields = isRecord(error.fields)
    ? Object.fromEntries(
        Object.entries(error.fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {}
  return {
    code: error.code as ApiErrorCode,
    status,
    message: typeof error.message === 'string' ? error.message : '',
    fields,
  }
}

/** A problem in words for the staff member; the API's own message when it gave one. */
export function describeProblem(problem: StaffProblem): string {
  if (problem.code === 'network') {
    return 'The server did not answer. Check the connection and try again.'
  }
  if (problem.status >= 500 || problem.message === '') {
    return `Something went wrong on the server (status ${problem.status}). Try again in a moment.`
  }
  return problem.message
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
