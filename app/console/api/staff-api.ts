import type { IsoDate } from '../../../domain/calendar'
import type { Endpoint } from '../../../domain/endpoint'
import type { Extra, ExtraUpdate } from '../../../domain/extras'
import type { DeskMove } from '../../../domain/front-desk'
import type { AvailabilityQuery, GUEST_API } from '../../../domain/guest-endpoints'
import type { Party } from '../../../domain/party'
import type {
  ChargeRequest,
  CheckInRequest,
  CreditNoteRequest,
  CheckOutRequest,
  Decision,
  DeskPaymentRequest,
  DiscountsRequest,
  GuestEditRequest,
  InventoryChange,
  InvoiceRequest,
  PhoneBookingRequest,
  UndoRequest,
  UnitStatusRequest,
} from '../../../domain/staff-contract'
import {
  DECISION_ENDPOINTS,
  DESK_MOVE_ENDPOINTS,
  STAFF_API,
  STAFF_API_BASE,
} from '../../../domain/staff-endpoints'
import { callEndpoint, type ApiProblem, type EndpointCall } from '../../lib/api-client'

/**
 * The console's calls to the staff API (domain/staff-endpoints.ts), through the one browser
 * client (lib/api-client.ts): each answer's type is its endpoint's. A 401 is a problem like any
 * other here; useStaffCall turns it into the sign-in form.
 */

export function staffCall<E extends Endpoint>(endpoint: E, call: EndpointCall<E>) {
  return callEndpoint(STAFF_API_BASE, endpoint, call)
}

// The guests' availability endpoint, checked against GUEST_API by the compiler but not imported
// as a value: that module sits in a chunk of the public pages, which the console would
// otherwise split (and grow).
const AVAILABILITY: typeof GUEST_API.availability = { method: 'GET', route: '/api/availability' }

export const staffApi = {
  me: () => staffCall(STAFF_API.me, {}),
  signIn: (email: string, password: string) =>
    staffCall(STAFF_API.signIn, { body: { email, password } }),
  signOut: () => staffCall(STAFF_API.signOut, {}),
  queue: () => staffCall(STAFF_API.queue, {}),
  reservation: (ref: string) => staffCall(STAFF_API.reservation, { params: { ref } }),
  decide: (ref: string, decision: Decision, reason?: string) =>
    staffCall(DECISION_ENDPOINTS[decision], {
      params: { ref },
      body: reason === undefined ? {} : { reason },
    }),
  editGuest: (ref: string, edit: GuestEditRequest) =>
    staffCall(STAFF_API.editGuest, { params: { ref }, body: edit }),
  calendar: (from: IsoDate, days: number) =>
    staffCall(STAFF_API.calendar, { query: { from, days } }),
  nightHolds: (roomId: number, night: IsoDate) =>
    staffCall(STAFF_API.nightHolds, { query: { roomId, night } }),
  changeInventory: (change: InventoryChange) =>
    staffCall(STAFF_API.changeInventory, { body: change }),
  movements: (date?: IsoDate) => staffCall(STAFF_API.movements, { query: { date } }),
  units: () => staffCall(STAFF_API.units, {}),
  renameUnit: (id: number, label: string) =>
    staffCall(STAFF_API.renameUnit, { params: { id }, body: { label } }),
  board: (from: IsoDate, nights: number) => staffCall(STAFF_API.board, { query: { from, nights } }),
  assign: (ref: string, unit: string) =>
    staffCall(STAFF_API.assign, { params: { ref }, body: { unit } }),
  deskMove: (ref: string, move: DeskMove, checkIn: CheckInRequest = {}) =>
    move === 'check_out'
      ? staffCall(STAFF_API.checkOut, { params: { ref }, body: {} })
      : move === 'check_in'
        ? staffCall(STAFF_API.checkIn, { params: { ref }, body: checkIn })
        : staffCall(DESK_MOVE_ENDPOINTS[move], { params: { ref } }),
  checkOut: (ref: string, request: CheckOutRequest) =>
    staffCall(STAFF_API.checkOut, { params: { ref }, body: request }),
  undo: (ref: string, move: UndoRequest['move']) =>
    staffCall(STAFF_API.undo, { params: { ref }, body: { move } }),
  folio: (ref: string) => staffCall(STAFF_API.folio, { params: { ref } }),
  extendHold: (ref: string, hours: number) =>
    staffCall(STAFF_API.extendHold, { params: { ref }, body: { hours } }),
  postCharge: (ref: string, charge: ChargeRequest) =>
    staffCall(STAFF_API.postCharge, { params: { ref }, body: charge }),
  /** The stay's whole list of senior citizens and PWDs; an empty one clears it. */
  setDiscounts: (ref: string, body: DiscountsRequest) =>
    staffCall(STAFF_API.setDiscounts, { params: { ref }, body }),
  issueInvoice: (ref: string, body: InvoiceRequest) =>
    staffCall(STAFF_API.issueInvoice, { params: { ref }, body }),
  creditNote: (number: string, body: CreditNoteRequest) =>
    staffCall(STAFF_API.creditNote, { params: { number }, body }),
  invoice: (number: string) => staffCall(STAFF_API.invoice, { params: { file: `${number}.json` } }),
  addNote: (ref: string, text: string) =>
    staffCall(STAFF_API.addNote, { params: { ref }, body: { text } }),
  recordPayment: (ref: string, entry: DeskPaymentRequest) =>
    staffCall(STAFF_API.recordPayment, { params: { ref }, body: entry }),
  receipts: () => staffCall(STAFF_API.receipts, {}),
  acceptReceipt: (ref: string, amount: number) =>
    staffCall(STAFF_API.acceptReceipt, { params: { ref }, body: { amount } }),
  rejectReceipt: (ref: string, reason: string) =>
    staffCall(STAFF_API.rejectReceipt, { params: { ref }, body: { reason } }),
  search: (query: string) => staffCall(STAFF_API.search, { query: { q: query } }),
  phoneBooking: (booking: PhoneBookingRequest) =>
    staffCall(STAFF_API.phoneBooking, { body: booking }),
  /** The extras catalogue, active or not: the Rates screen keeps it, 'Add charge' sells from it. */
  extras: () => staffCall(STAFF_API.extras, {}),
  createExtra: (extra: Extra) => staffCall(STAFF_API.createExtra, { body: extra }),
  updateExtra: (code: string, update: ExtraUpdate) =>
    staffCall(STAFF_API.updateExtra, { params: { code }, body: update }),
  housekeeping: (date?: IsoDate) => staffCall(STAFF_API.housekeeping, { query: { date } }),
  setUnitStatus: (id: number, request: UnitStatusRequest) =>
    staffCall(STAFF_API.setUnitStatus, { params: { id }, body: request }),
  /** The public availability: rooms, their rates and, for a stay, units left and totals. */
  availability: (stay: { checkIn: IsoDate; checkOut: IsoDate } & Party) => {
    const query: AvailabilityQuery = {
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: stay.adults,
      kids: stay.kids,
    }
    return callEndpoint('', AVAILABILITY, { query })
  },
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
