/**
 * Every endpoint of the staff console's API, relative to STAFF_API_BASE: the console calls
 * these objects and the server registers its handlers from them (endpoint.ts).
 */
import type { ReservationView } from './api-contract'
import type { IsoDate } from './calendar'
import { endpoint } from './endpoint'
import type { Extra, ExtrasResponse, ExtraUpdate } from './extras'
import type { DeskMove } from './front-desk'
import type { InvoiceDocument } from './invoice'
import type { Fee, WeekdayPrice } from './pricing'
import type {
  AcceptReceiptRequest,
  AssignRequest,
  BoardResponse,
  ChargeRequest,
  DiscountsRequest,
  InvoiceRequest,
  CreditNoteRequest,
  CheckOutRequest,
  CalendarResponse,
  ChannelsResponse,
  Decision,
  DecisionRequest,
  DeskMoveRoute,
  DeskPaymentRequest,
  ExtendHoldRequest,
  FeedCreatedResponse,
  FeedRequest,
  FeedSyncResponse,
  FeesBody,
  FolioView,
  GuestEditRequest,
  InventoryChange,
  InventoryChangeResponse,
  LiveEvent,
  MovementsResponse,
  NightHoldsResponse,
  NoteRequest,
  PhoneBookingRequest,
  PriceHistoryResponse,
  PromoRequest,
  PromosResponse,
  PromoView,
  QueueResponse,
  RateChangeRequest,
  RatesResponse,
  ReceiptsResponse,
  RejectReceiptRequest,
  ReportResponse,
  ReservationDetail,
  ResolveConflictRequest,
  RotateExportResponse,
  SearchResponse,
  SeasonRequest,
  SeasonsResponse,
  SeasonView,
  SessionResponse,
  SignInRequest,
  SignInResponse,
  StayChangePreview,
  StayChangeRequest,
  StayChangeResponse,
  UnitLabelRequest,
  UndoRequest,
  UnitsResponse,
  WeekdaysBody,
  WeekdaysResponse,
  CheckInRequest,
  HousekeepingResponse,
  HousekeepingUnit,
  UnitStatusRequest,
} from './staff-contract'

/** Where the staff API is mounted; the routes below are relative to it. */
export const STAFF_API_BASE = '/api/staff'

type Range = { from: IsoDate; to: IsoDate }

const decision = (name: Decision) =>
  endpoint<ReservationDetail, DecisionRequest>()('POST', `/reservations/:ref/${name}`)
const deskMove = (move: DeskMoveRoute) =>
  endpoint<ReservationDetail>()('POST', `/reservations/:ref/${move}`)

export const STAFF_API = {
  signIn: endpoint<SignInResponse, SignInRequest>()('POST', '/sign-in'),
  signOut: endpoint<{ signedOut: true }>()('POST', '/sign-out'),
  /** Who this browser is signed in as; nobody is an answer, not a refusal. */
  me: endpoint<SessionResponse>()('GET', '/me'),
  /** Server-Sent Events, one per LiveEvent, named by its kind. */
  events: endpoint<LiveEvent>()('GET', '/events'),

  queue: endpoint<QueueResponse>()('GET', '/requests'),
  reservation: endpoint<ReservationDetail>()('GET', '/reservations/:ref'),
  confirm: decision('confirm'),
  decline: decision('decline'),
  cancel: decision('cancel'),
  editGuest: endpoint<ReservationDetail, GuestEditRequest>()('POST', '/reservations/:ref/guest'),
  assign: endpoint<ReservationDetail, AssignRequest>()('POST', '/reservations/:ref/assign'),
  checkIn: endpoint<ReservationDetail, CheckInRequest>()('POST', '/reservations/:ref/check-in'),
  checkOut: endpoint<ReservationDetail, CheckOutRequest>()('POST', '/reservations/:ref/check-out'),
  noShow: deskMove('no-show'),
  /** Takes back a check-in, check-out or no-show made the same resort day. */
  undo: endpoint<ReservationDetail, UndoRequest>()('POST', '/reservations/:ref/undo'),
  folio: endpoint<FolioView>()('GET', '/reservations/:ref/folio'),
  extendHold: endpoint<ReservationDetail, ExtendHoldRequest>()(
    'POST',
    '/reservations/:ref/extend-hold',
  ),
  postCharge: endpoint<FolioView, ChargeRequest>()('POST', '/reservations/:ref/charges'),
  setDiscounts: endpoint<FolioView, DiscountsRequest>()('POST', '/reservations/:ref/discounts'),
  /** A preview is tried and rolled back: nothing changes. */
  changeStay: endpoint<StayChangeResponse | StayChangePreview, StayChangeRequest>()(
    'POST',
    '/reservations/:ref/change',
  ),
  addNote: endpoint<ReservationDetail, NoteRequest>()('POST', '/reservations/:ref/notes'),
  recordPayment: endpoint<ReservationDetail, DeskPaymentRequest>()(
    'POST',
    '/reservations/:ref/payments',
  ),
  acceptReceipt: endpoint<ReservationDetail, AcceptReceiptRequest>()(
    'POST',
    '/reservations/:ref/receipt/accept',
  ),
  rejectReceipt: endpoint<ReservationDetail, RejectReceiptRequest>()(
    'POST',
    '/reservations/:ref/receipt/reject',
  ),
  receipts: endpoint<ReceiptsResponse>()('GET', '/receipts'),
  /** The guest's file itself, opened by the browser: not JSON. */
  receiptFile: endpoint<Blob>()('GET', '/receipts/:id'),

  units: endpoint<UnitsResponse>()('GET', '/units'),
  renameUnit: endpoint<UnitsResponse, UnitLabelRequest>()('POST', '/units/:id'),
  calendar: endpoint<CalendarResponse, undefined, { from: IsoDate; days: number }>()(
    'GET',
    '/calendar',
  ),
  nightHolds: endpoint<NightHoldsResponse, undefined, { roomId: number; night: IsoDate }>()(
    'GET',
    '/calendar/night',
  ),
  changeInventory: endpoint<InventoryChangeResponse, InventoryChange>()('POST', '/inventory'),
  movements: endpoint<MovementsResponse, undefined, { date?: IsoDate }>()('GET', '/movements'),
  search: endpoint<SearchResponse, undefined, { q: string }>()('GET', '/search'),
  phoneBooking: endpoint<ReservationView, PhoneBookingRequest>()('POST', '/bookings'),

  rates: endpoint<RatesResponse, undefined, Range>()('GET', '/rates'),
  changeRates: endpoint<{ changed: number }, RateChangeRequest>()('POST', '/rates'),
  seasons: endpoint<SeasonsResponse>()('GET', '/seasons'),
  saveSeason: endpoint<SeasonView, SeasonRequest>()('POST', '/seasons'),
  removeSeason: endpoint<{ removed: true }>()('DELETE', '/seasons/:id'),
  promos: endpoint<PromosResponse>()('GET', '/promos'),
  createPromo: endpoint<PromoView, PromoRequest>()('POST', '/promos'),
  disablePromo: endpoint<{ disabled: true }>()('POST', '/promos/:code/disable'),
  fees: endpoint<FeesBody>()('GET', '/fees'),
  setFees: endpoint<{ fees: Fee[] }, FeesBody>()('PUT', '/fees'),
  weekdays: endpoint<WeekdaysResponse>()('GET', '/weekdays'),
  setWeekdays: endpoint<{ weekdays: WeekdayPrice[] }, WeekdaysBody>()('PUT', '/weekdays'),
  priceHistory: endpoint<PriceHistoryResponse>()('GET', '/price-history'),
  /** The extras catalogue, active or not; `:code` names one for good. */
  extras: endpoint<ExtrasResponse>()('GET', '/extras'),
  createExtra: endpoint<Extra, Extra>()('POST', '/extras'),
  updateExtra: endpoint<Extra, ExtraUpdate>()('PUT', '/extras/:code'),

  channels: endpoint<ChannelsResponse>()('GET', '/channels'),
  addFeed: endpoint<FeedCreatedResponse, FeedRequest>()('POST', '/channels/feeds'),
  syncFeed: endpoint<FeedSyncResponse>()('POST', '/channels/feeds/:id/sync'),
  removeFeed: endpoint<{ removed: true }>()('DELETE', '/channels/feeds/:id'),
  rotateExport: endpoint<RotateExportResponse>()('POST', '/channels/exports/:roomId/rotate'),
  resolveConflict: endpoint<{ resolved: true }, ResolveConflictRequest>()(
    'POST',
    '/channels/conflicts/:id/resolve',
  ),

  reports: endpoint<ReportResponse, undefined, Range>()('GET', '/reports'),
  /** The same figures as a CSV file, for a spreadsheet: not JSON. */
  reportsCsv: endpoint<string, undefined, Range>()('GET', '/reports.csv'),

  /** Every unit's status and who leaves, stays on or arrives on the day (today without one). */
  housekeeping: endpoint<HousekeepingResponse, undefined, { date?: IsoDate }>()(
    'GET',
    '/housekeeping',
  ),
  setUnitStatus: endpoint<HousekeepingUnit, UnitStatusRequest>()('POST', '/units/:id/status'),
  /** The room board: units by nights; a move is `assign`, the same conditional write. */
  board: endpoint<BoardResponse, undefined, { from: IsoDate; nights: number }>()('GET', '/board'),

  issueInvoice: endpoint<InvoiceDocument, InvoiceRequest>()('POST', '/reservations/:ref/invoice'),
  creditNote: endpoint<InvoiceDocument, CreditNoteRequest>()(
    'POST',
    '/invoices/:number/credit-note',
  ),
  /**
   * `:file` is the number and `.json`: the whole document, for the accountant; or `.pdf`: the
   * same document printed (not JSON; the console opens it in a tab).
   */
  invoice: endpoint<InvoiceDocument>()('GET', '/invoices/:file'),
} as const

export const DECISION_ENDPOINTS = {
  confirm: STAFF_API.confirm,
  decline: STAFF_API.decline,
  cancel: STAFF_API.cancel,
} as const satisfies Record<Decision, unknown>

/** Each front desk move's endpoint: the move is the path, who makes it the session. */
/** The moves that take no words; check-out takes its own (CheckOutRequest). */
export const DESK_MOVE_ENDPOINTS = {
  check_in: STAFF_API.checkIn,
  no_show: STAFF_API.noShow,
} as const satisfies Record<Exclude<DeskMove, 'check_out'>, unknown>
