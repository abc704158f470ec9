/**
 * Staff roles (docs/reservations.md, "Staff roles"): what each account may do, as one map over
 * every endpoint of the staff API. The server refuses the others (403 `forbidden`) and the
 * console hides them; an endpoint added to STAFF_API without its entry here is a compile error.
 */
import { STAFF_ROLES, type StaffRole } from './account-roles'
import type { STAFF_API } from './staff-endpoints'

export type StaffEndpointName = keyof typeof STAFF_API

const EVERYONE = STAFF_ROLES
const DESK = ['manager', 'front_desk'] as const
// Prices, channels, the extras catalogue and the figures are the owner's to change and read.
const MANAGER = ['manager'] as const

export const ENDPOINT_ROLES: { readonly [K in StaffEndpointName]: readonly StaffRole[] } = {
  signIn: EVERYONE,
  signOut: EVERYONE,
  me: EVERYONE,
  events: EVERYONE,

  queue: DESK,
  reservation: DESK,
  confirm: DESK,
  decline: DESK,
  cancel: DESK,
  editGuest: DESK,
  assign: DESK,
  checkIn: DESK,
  checkOut: DESK,
  noShow: DESK,
  undo: DESK,
  folio: DESK,
  extendHold: DESK,
  postCharge: DESK,
  setDiscounts: DESK,
  changeStay: DESK,
  addNote: DESK,
  recordPayment: DESK,
  acceptReceipt: DESK,
  rejectReceipt: DESK,
  receipts: DESK,
  receiptFile: DESK,

  // Housekeeping finds its rooms by their labels.
  units: EVERYONE,
  renameUnit: DESK,
  calendar: DESK,
  nightHolds: DESK,
  changeInventory: DESK,
  movements: DESK,
  search: DESK,
  phoneBooking: DESK,

  // The desk quotes from the rate grid and its lists, so it reads them all.
  rates: DESK,
  changeRates: MANAGER,
  seasons: DESK,
  saveSeason: MANAGER,
  removeSeason: MANAGER,
  promos: DESK,
  createPromo: MANAGER,
  disablePromo: MANAGER,
  fees: DESK,
  setFees: MANAGER,
  weekdays: DESK,
  setWeekdays: MANAGER,
  priceHistory: DESK,
  // Posting an extra to a folio picks it from the catalogue.
  extras: DESK,
  createExtra: MANAGER,
  updateExtra: MANAGER,

  // Every desk screen shows the banner of calendar conflicts, which counts them here.
  channels: DESK,
  addFeed: MANAGER,
  syncFeed: MANAGER,
  removeFeed: MANAGER,
  rotateExport: MANAGER,
  resolveConflict: MANAGER,

  reports: MANAGER,
  reportsCsv: MANAGER,

  // Housekeeping's own screen; the desk marks rooms too.
  housekeeping: EVERYONE,
  setUnitStatus: EVERYONE,
  board: DESK,

  // The desk issues and corrects invoices as it settles stays; housekeeping never.
  issueInvoice: DESK,
  creditNote: DESK,
  invoice: DESK,
}

export function mayUse(role: StaffRole, endpoint: StaffEndpointName): boolean {
  return ENDPOINT_ROLES[endpoint].includes(role)
}
