import type { API_PATHS, AvailabilityResponse, ReservationView } from '../../../domain/api-contract'
import type { IsoDate } from '../../../domain/calendar'
import type { Party } from '../../../domain/party'
import {
  STAFF_API_PATHS,
  type CalendarResponse,
  type Decision,
  type DeskMoveRoute,
  type DeskPaymentRequest,
  type GuestEditRequest,
  type InventoryChange,
  type InventoryChangeResponse,
  type MovementsResponse,
  type NightHoldsResponse,
  type PhoneBookingRequest,
  type QueueResponse,
  type ReceiptsResponse,
  type ReservationDetail,
  type SearchResponse,
  type SessionResponse,
  type SignInResponse,
  type UnitsResponse,
} from '../../../domain/staff-contract'
import { callApi, postJson, type ApiProblem } from '../../lib/api-client'

/**
 * The console's calls to the staff API (domain/staff-contract.ts), through the one browser
 * client (lib/api-client.ts). A 401 is a problem like any other here; useStaffCall turns it
 * into the sign-in form.
 */

// API_PATHS.availability, checked by the compiler but not imported as a value: that module
// sits in a chunk of the public pages, which the console would otherwise split (and grow).
const AVAILABILITY_PATH: (typeof API_PATHS)['availability'] = '/api/availability'

export const staffApi = {
  me: () => callApi<SessionResponse>(STAFF_API_PATHS.me),
  signIn: (email: string, password: string) =>
    postJson<SignInResponse>(STAFF_API_PATHS.signIn, { email, password }),
  signOut: () => postJson<{ signedOut: true }>(STAFF_API_PATHS.signOut, {}),
  queue: () => callApi<QueueResponse>(STAFF_API_PATHS.queue),
  reservation: (ref: string) => callApi<ReservationDetail>(STAFF_API_PATHS.reservation(ref)),
  decide: (ref: string, decision: Decision, reason?: string) =>
    postJson<ReservationDetail>(
      STAFF_API_PATHS.decide(ref, decision),
      reason === undefined ? {} : { reason },
    ),
  editGuest: (ref: string, edit: GuestEditRequest) =>
    postJson<ReservationDetail>(STAFF_API_PATHS.guest(ref), edit),
  calendar: (from: IsoDate, days: number) =>
    callApi<CalendarResponse>(STAFF_API_PATHS.calendar(from, days)),
  nightHolds: (roomId: number, night: IsoDate) =>
    callApi<NightHoldsResponse>(STAFF_API_PATHS.nightHolds(roomId, night)),
  changeInventory: (change: InventoryChange) =>
    postJson<InventoryChangeResponse>(STAFF_API_PATHS.inventory, change),
  movements: (date?: IsoDate) => callApi<MovementsResponse>(STAFF_API_PATHS.movements(date)),
  units: () => callApi<UnitsResponse>(STAFF_API_PATHS.units),
  renameUnit: (id: number, label: string) =>
    postJson<UnitsResponse>(STAFF_API_PATHS.unit(id), { label }),
  assign: (ref: string, unit: string) =>
    postJson<ReservationDetail>(STAFF_API_PATHS.assign(ref), { unit }),
  deskMove: (ref: string, move: DeskMoveRoute) =>
    postJson<ReservationDetail>(STAFF_API_PATHS.deskMove(ref, move), {}),
  addNote: (ref: string, text: string) =>
    postJson<ReservationDetail>(STAFF_API_PATHS.notes(ref), { text }),
  recordPayment: (ref: string, entry: DeskPaymentRequest) =>
    postJson<ReservationDetail>(STAFF_API_PATHS.payments(ref), entry),
  receipts: () => callApi<ReceiptsResponse>(STAFF_API_PATHS.receipts),
  acceptReceipt: (ref: string, amount: number) =>
    postJson<ReservationDetail>(STAFF_API_PATHS.acceptReceipt(ref), { amount }),
  rejectReceipt: (ref: string, reason: string) =>
    postJson<ReservationDetail>(STAFF_API_PATHS.rejectReceipt(ref), { reason }),
  search: (query: string) => callApi<SearchResponse>(STAFF_API_PATHS.search(query)),
  phoneBooking: (booking: PhoneBookingRequest) =>
    postJson<ReservationView>(STAFF_API_PATHS.phoneBookings, booking),
  /** The public availability: rooms, their rates and, for a stay, units left and totals. */
  availability: (stay: { checkIn: IsoDate; checkOut: IsoDate } & Party) =>
    callApi<AvailabilityResponse>(
      `${AVAILABILITY_PATH}?${new URLSearchParams({
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: String(stay.adults),
        kids: String(stay.kids),
      })}`,
    ),
}

/** A problem in words for the staff member; the API's own message when it gave one. */
export function describeProblem(problem: ApiProblem): string {
  if (problem.code === 'network') {
    return 'The server did not answer. Check the connection and try again.'
  }
  if (problem.status >= 500 || problem.message === '') {
    return `Something went wrong on the server (status ${problem.status}). Try again in a moment.`
  }
  return problem.message
}
