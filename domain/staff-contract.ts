/**
 * The JSON of the staff console's API (`/api/staff/…`), read by app/console. The
 * guest-facing contract is api-contract.ts; money in centavos and dates `YYYY-MM-DD` here too.
 */
import type { ReservationView } from './api-contract'
import type { IsoDate } from './calendar'
import type { ChannelFeedStatus } from './channel-sync'
import type { ChargeLine } from './folio'
import type { Beneficiary } from './lodging-discounts'
import type { FeeTierChoice, LocalFee } from './local-fees'
import type { Centavos } from './money'
import type { PaymentWay } from './payment-ways'
import type { Fee, Season, WeekdayPrice } from './pricing'
import type { Promo, PromoState } from './promos'
import type { Report } from './reports'
import type { ReservationStatus } from './reservation-status'
import type { UnitStatus } from './housekeeping'
import type { StaffRole } from './account-roles'

/** Who makes a request, and what they may do (staff-roles.ts). */
export type StaffMember = { id: number; email: string; role: StaffRole }

/**
 * The longest texts staff may write, as the console's forms check them and the services refuse
 * them: one number for both sides.
 */
export const STAFF_TEXT_LIMITS = {
  /** A decision's or a rejected receipt's reason: it goes to the guest. */
  reason: 1000,
  internalNote: 5000,
  /** What was done about a channel conflict. */
  conflictNote: 500,
  feedName: 80,
  feedUrl: 2000,
  seasonName: 60,
  feeLabel: 60,
  /** A charge posted to a folio, as it reads on the folio and the invoice. */
  chargeDescription: 200,
} as const

export type SignInRequest = { email: string; password: string }
export type SignInResponse = { staff: StaffMember }
/** `GET /api/staff/me`: who this browser is signed in as, or null. */
export type SessionResponse = { staff: StaffMember | null }

/**
 * What staff may do with a reservation now: a decision, editing the guest's details, changing
 * the stay (its room, dates or rate), giving it a unit, or a front desk move (docs/reservations.md,
 * "The staff console"; check-in and no-show only from the check-in day).
 */
export type StaffAction =
  | 'confirm'
  | 'decline'
  | 'cancel'
  | 'edit'
  | 'change'
  | 'assign'
  | 'check_in'
  | 'check_out'
  | 'no_show'

export type ReservationEventView = {
  at: string
  /** 'Guest', 'System' or the staff member's email. */
  who: string
  from: ReservationStatus | null
  to: ReservationStatus
  note: string
}

export type QueueResponse = { requests: ReservationView[] }

/** Staff's note on a reservation: for staff alone, never in the guest API, mail or a feed. */
export type InternalNoteView = {
  at: string
  /** The staff member's email. */
  who: string
  text: string
}

export type ReservationDetail = {
  reservation: ReservationView
  events: ReservationEventView[]
  actions: StaffAction[]
  /** The label of the unit the stay has, or null. */
  unit: string | null
  /** Oldest first. */
  internalNotes: InternalNoteView[]
  /** The payment ledger, oldest first, and what it comes to (docs/reservations.md, "States"). */
  payments: PaymentView[]
  money: MoneyView
  /** Its charges beside its payments (the folio). */
  folio: FolioView
  /**
   * Whether this server issues invoices (INVOICES=on): without, the console offers no 'Issue
   * invoice', 'Print' or 'Credit note', whose endpoints would answer 404.
   */
  invoicing: boolean
  /** The newest receipt of transfer the guest sent, when they sent one. */
  receipt?: ReceiptSummary
}

export type ReceiptSummary = {
  id: number
  contentType: string
  status: 'waiting' | 'accepted' | 'rejected'
  /** Staff's words to the guest, for a rejected one. */
  reason: string
  uploadedAt: string
}

export type PaymentView = {
  at: string
  /** Centavos; negative for money given back. */
  amount: number
  method: string
  note: string
  /** The staff member's email, or who else recorded it ('Payment provider'). */
  who: string
}

/** `due`: what the stay in its state owes; `balance` = due − paid (negative: owed to the guest). */
/** A booking's newest receipt of transfer that waits for staff (docs/reservations.md, "States"). */
export type WaitingReceiptView = {
  id: number
  ref: string
  guestName: string
  roomName: string
  checkIn: IsoDate
  checkOut: IsoDate
  /** The booking's total, beside the deposit asked of it. */
  total: Centavos
  /** What was asked at booking, prefilled as the amount paid. */
  deposit: Centavos
  uploadedAt: string
  contentType: string
  /** The booking's state and the end of its hold: a receipt sent in time keeps it past that end. */
  status: ReservationStatus
  holdExpiresAt: string | null
}

/** A booking held for a transfer with no receipt waiting: not sent yet, or the last one rejected. */
export type AwaitingTransferView = {
  ref: string
  guestName: string
  roomName: string
  checkIn: IsoDate
  checkOut: IsoDate
  total: Centavos
  deposit: Centavos
  holdExpiresAt: string | null
}

export type ReceiptsResponse = {
  receipts: WaitingReceiptView[]
  /** The hold ending soonest first. */
  awaitingTransfer: AwaitingTransferView[]
}
/** The amount staff saw arrive in the bank, in centavos. */
export type AcceptReceiptRequest = { amount: number }
/** Words the guest receives. */
export type RejectReceiptRequest = { reason: string }

/** One charge line of a folio as staff read it; `who` is the staff member's email, 'Guest' or 'System'. */
export type FolioLineView = ChargeLine & { id: number; who: string; createdAt: string }

export type FolioInvoiceSummary = {
  number: string
  kind: 'invoice' | 'credit_note'
  total: number
  issuedAt: string
}

/**
 * `GET /api/staff/reservations/{ref}/folio`: the stay's charges and payments side by side,
 * oldest first; `total` is what the lines come to, `balance` = total − paid (negative: the
 * resort owes the guest).
 */
export type FolioView = {
  lines: FolioLineView[]
  payments: PaymentView[]
  total: number
  paid: number
  balance: number
  invoices: FolioInvoiceSummary[]
  /** The guests with the senior citizen's or PWD's discount, in the order the folio numbers them. */
  beneficiaries: Beneficiary[]
  /** Each guest's tier of each local fee (docs/local-fees.md); empty until the desk chose them. */
  feeTiers: FeeTierChoice[]
  /** The local fees and their tiers, for the desk to choose from. */
  localFees: LocalFee[]
}

/**
 * `POST /api/staff/reservations/{ref}/discounts`: the stay's whole list of guests with the
 * senior citizen's or PWD's discount (empty to clear it) and, when given, each guest's tier of
 * the local fees (the default tier for a guest not named); the folio comes back repriced.
 */
export type DiscountsRequest = { discounts: Beneficiary[]; feeTiers?: FeeTierChoice[] }

/**
 * `POST /api/staff/reservations/{ref}/invoice`: the buyer as the invoice names them (the guest's
 * name without one). Answers 201 with the whole document (domain/invoice.ts InvoiceDocument).
 */
export type InvoiceRequest = { buyer?: { name: string; address?: string; tin?: string } }

/**
 * `POST /api/staff/invoices/{number}/credit-note`: why, and the invoice's lines credited by their
 * `folioLineId` (every line not yet credited without any). Answers 201 with the credit note.
 */
export type CreditNoteRequest = { reason: string; lines?: number[] }

/**
 * `POST /api/staff/reservations/{ref}/charges`: a charge in words with its unit price in
 * centavos (a restaurant bill); an extra of the catalogue by its code, priced by its basis for
 * the stay, `quantity` times (1 unless given); or a signed `adjustment` with its reason.
 */
export type ChargeRequest =
  | { kind?: undefined; description: string; amount: number; quantity?: number }
  | { kind?: undefined; extra: string; quantity?: number }
  | { kind: 'adjustment'; amount: number; reason: string }

/**
 * `POST /api/staff/reservations/{ref}/check-out`: refused with 409 `balance_due` while the guest
 * owes, unless `allowBalance` with a `reason`; the nights an early check-out frees stay charged
 * unless `keepEarlyNights` is false.
 */
export type CheckOutRequest = { allowBalance?: boolean; reason?: string; keepEarlyNights?: boolean }

/** `POST /api/staff/reservations/{ref}/extend-hold`: whole hours more for the guest to pay or be confirmed. */
export type ExtendHoldRequest = { hours: number }

/** `POST /api/staff/reservations/{ref}/undo`: the desk move to take back, the same resort day. */
export type UndoRequest = { move: DeskMoveRoute }

export type MoneyView = {
  due: number
  paid: number
  balance: number
  /** A booking made with payments on: the deposit asked and how the guest chose to pay it. */
  deposit?: { amount: number; way: PaymentWay }
}

/** `POST /api/staff/reservations/{ref}/payments`: centavos, negative for money given back. */
export type DeskPaymentRequest = { amount: number; method: string; note?: string }

/** `POST /api/staff/reservations/{ref}/assign`: a unit's label, e.g. 'H3'. */
export type AssignRequest = { unit: string }
export type NoteRequest = { text: string }

/**
 * `POST /api/staff/reservations/{ref}/change`: what to change; a field left out stays as it
 * is. With `preview: true` the change is tried and undone: the answer says what it would cost
 * (or why it cannot be made) and nothing changes.
 */
export type StayChangeRequest = {
  roomId?: number
  checkIn?: IsoDate
  checkOut?: IsoDate
  rate?: string
  preview?: boolean
}

/** What a change does to the stay's price and unit. */
export type StayChangeSummary = {
  previousTotal: Centavos
  total: Centavos
  /** `total - previousTotal`: positive when the guest pays more. */
  difference: Centavos
  roomId: number
  checkIn: IsoDate
  checkOut: IsoDate
  nights: number
  rate: string
  rateLabel: string
  /** The unit the stay keeps, or the one it had and loses (not free or not of the new room). */
  unit: { label: string; kept: boolean } | null
}

/** A change made: the reservation as it is now, and the change. */
export type StayChangeResponse = ReservationDetail & { change: StayChangeSummary; preview: false }
/** A change tried and undone: what it would be. */
export type StayChangePreview = { change: StayChangeSummary; preview: true }

export type UnitView = { id: number; label: string }
/** `POST /api/staff/units/{id}`: the unit's new label (1 to 16 letters, digits, spaces, hyphens). */
export type UnitLabelRequest = { label: string }
/** `GET /api/staff/units`: each room type's units in service, in order. */
export type UnitsResponse = { rooms: { roomId: number; units: UnitView[] }[] }

export type DeskMoveRoute = 'check-in' | 'check-out' | 'no-show'

export type DecisionRequest = { reason?: string }

/** The email may be left out for a guest who booked by phone. */
export type GuestEditRequest = { name: string; email?: string; phone: string; notes?: string }

/** `channels`: the names of the channel feeds whose blocks take a unit that night. */
export type CalendarNight = {
  night: IsoDate
  units: number
  booked: number
  closed: boolean
  channels: string[]
}
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

/** A stay on the front desk's lists: its unit's label (or null) and the moves open to it now. */
export type DeskStayView = {
  reservation: ReservationView
  unit: string | null
  actions: StaffAction[]
  /** What is due, paid and left, from the payment ledger. */
  money: MoneyView
}

/**
 * `GET /api/staff/movements?date=`: the desk's day (domain/desk-day.ts), the resort's today
 * without `date`. `today` is the resort's, so the console needs no clock of its own.
 */
export type MovementsResponse = {
  date: IsoDate
  today: IsoDate
  arrivals: DeskStayView[]
  inHouse: DeskStayView[]
  departures: DeskStayView[]
  noShows: DeskStayView[]
}

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

/**
 * One change to a room's nights `from` to `to` (first and last night, both included), whole or
 * not at all: a price in centavos or a percentage change from the base (not both), for one rate
 * plan or, without `rate`, for all of them; and the room's stay rules for arrivals on those
 * nights (closed to departure: for departures on them). At least one of them.
 */
export type RateChangeRequest = {
  roomId: number
  rate?: string
  from: IsoDate
  to: IsoDate
  price?: Centavos
  percent?: number
  minNights?: number
  maxNights?: number
  closedToArrival?: boolean
  closedToDeparture?: boolean
}

export type RateGridNight = {
  night: IsoDate
  price: Centavos
  /** The rule that priced it: 'Base price', a season's name, 'Friday nights', … */
  rule: string
  minNights: number | null
  maxNights: number | null
  closedToArrival: boolean
  closedToDeparture: boolean
}

export type RateGridRow = {
  roomId: number
  roomName: string
  rate: string
  rateLabel: string
  base: Centavos
  nights: RateGridNight[]
}

export type RatesResponse = { from: IsoDate; to: IsoDate; nights: IsoDate[]; rows: RateGridRow[] }

/** `from`/`to`: the first and last night. `id` with a POST replaces that season. */
export type SeasonRequest = {
  id?: number
  name: string
  from: IsoDate
  to: IsoDate
  roomId?: number
  rate?: string
  price?: Centavos
  percent?: number
  priority: number
}
export type SeasonView = Season & { id: number }
export type SeasonsResponse = { seasons: SeasonView[] }

export type PromoRequest = Promo
export type PromoView = PromoState & { createdAt: string }
export type PromosResponse = { promos: PromoView[] }

export type FeesBody = { fees: Fee[] }

/**
 * Prices by night of the week (0 Sunday to 6 Saturday), all replaced at once: a price or a
 * percentage change, for one room or rate plan or all. The later of two that cover a night wins.
 */
export type WeekdayRequest = {
  days: number[]
  roomId?: number
  rate?: string
  price?: Centavos
  percent?: number
}
export type WeekdaysBody = { weekdays: WeekdayRequest[] }
export type WeekdaysResponse = { weekdays: WeekdayPrice[] }

export type PriceChangeView = {
  at: string
  /** The staff member's email. */
  who: string
  /** What changed, in words. */
  what: string
}
export type PriceHistoryResponse = { changes: PriceChangeView[] }

/** A night blocked by another channel's calendar: one unit for each of its nights. */
export type ChannelBlockView = {
  feedId: number
  feedName: string
  summary: string
  checkIn: IsoDate
  checkOut: IsoDate
}

/** What takes a room's units on one night: reservations and channel blocks. */
export type NightHoldsResponse = {
  roomId: number
  night: IsoDate
  /** `unit`: the label of the unit the stay has that night, or null. */
  reservations: (ReservationView & { unit: string | null })[]
  blocks: ChannelBlockView[]
}

/** The resort's calendar of a room type, for other channels to import. */
export type ChannelExport = { roomId: number; url: string }

export type { ChannelFeedStatus }

export type ChannelFeedView = {
  id: number
  roomId: number
  name: string
  url: string
  lastSyncAt: string | null
  status: ChannelFeedStatus
  /** Why the last sync failed, in words; null when it did not. */
  error: string | null
  /** The events of the last successful sync that take nights from today on. */
  events: number
  conflicts: number
}

/** An imported event that needed a unit on a night with none left: it takes none. */
export type ChannelConflictView = {
  id: number
  feedId: number
  roomId: number
  uid: string
  summary: string
  checkIn: IsoDate
  checkOut: IsoDate
}

export type ChannelsResponse = {
  exports: ChannelExport[]
  feeds: ChannelFeedView[]
  conflicts: ChannelConflictView[]
}

export type FeedRequest = { roomId: number; name: string; url: string }
export type FeedCreatedResponse = { id: number }

export type FeedSyncResponse = {
  status: ChannelFeedStatus
  events: number
  added: number
  moved: number
  released: number
  conflicts: number
  error: string | null
}

export type RotateExportResponse = { url: string }

/** `GET reports?from=&to=`: the figures of docs/reservations.md, "Reports". */
export type ReportResponse = Report
export type ResolveConflictRequest = { note: string }

/** The nights the Rates screen shows from today. */
export const RATE_GRID_NIGHTS = 60

export const CALENDAR_DAYS = 60

/**
 * What GET /api/staff/events tells open consoles, as Server-Sent Events named by `kind` with the
 * event as JSON data. A nudge to ask again, not a record: a console may miss one while offline.
 */
export type LiveEvent =
  | { kind: 'reservation'; ref: string; status: ReservationStatus; isNew: boolean }
  | { kind: 'channel-conflict'; feed: string }
  | { kind: 'unit'; id: number; status: UnitStatus }

/**
 * `POST /api/staff/reservations/{ref}/check-in`: `unit` gives the stay that unit first (one of
 * its room type, free for its nights); a unit not clean or inspected is refused (`not_ready`)
 * unless `override` with a `reason`, which the check-in's event records.
 */
export type CheckInRequest = { unit?: string; override?: boolean; reason?: string }

/** A guest leaving, staying on in or arriving to a unit on the day Housekeeping shows. */
export type HousekeepingGuest = {
  ref: string
  /** Null once the guest's details were erased. */
  name: string | null
  adults: number
  kids: number
  /** The guest's special requests, as they wrote them ('' without any). */
  requests: string
  checkIn: IsoDate
  checkOut: IsoDate
  status: ReservationStatus
}

/** One unit on the day Housekeeping shows; `reason`, `from` and `to` only when out of order. */
export type HousekeepingUnit = {
  id: number
  label: string
  roomId: number
  status: UnitStatus
  reason?: string
  from?: IsoDate
  to?: IsoDate
  departing?: HousekeepingGuest
  arriving?: HousekeepingGuest
  stayingOver?: HousekeepingGuest
  /** When its status last changed, and by which account (null: by the server itself). */
  updatedAt: string
  updatedBy: string | null
}

/** `GET /api/staff/housekeeping?date=`: every unit in service or out of order, by room and position. */
export type HousekeepingResponse = { date: IsoDate; today: IsoDate; units: HousekeepingUnit[] }

/** `POST /api/staff/units/{id}/status`; `reason`, `from` and `to` (nights, both included) for out_of_order. */
export type UnitStatusRequest = {
  status: UnitStatus
  reason?: string
  from?: IsoDate
  to?: IsoDate
}

/** The room board's window: 14 to 60 nights from `from` (docs/reservations.md, "The room board"). */
export const BOARD_NIGHTS = { fewest: 14, most: 60, usual: 21 } as const

/** A stay drawn on the room board; `balance` in centavos, negative when the resort owes it. */
export type BoardStay = {
  ref: string
  /** Null once the guest's details were erased. */
  guestName: string | null
  status: ReservationStatus
  roomId: number
  checkIn: IsoDate
  checkOut: IsoDate
  balance: number
  /** Whether it holds nights from today on, so it may be given another unit ('Assign room'). */
  movable: boolean
}

/**
 * A run of nights drawn as one bar: `start` and `span` count the window's columns; `cutBefore`
 * and `cutAfter` say the run goes on beyond the window's edge; `lane` is its line in its row.
 */
export type BoardSpan = {
  start: number
  span: number
  lane: number
  cutBefore: boolean
  cutAfter: boolean
}
export type BoardBar = BoardSpan & { ref: string }
export type BoardChannelBar = BoardSpan & { feed: string; summary: string }

/** A unit's nights out of order inside the window, with the reason housekeeping gave. */
export type BoardOutOfOrder = Omit<BoardSpan, 'lane'> & { reason: string }

/**
 * One row of the board: a unit's (`unit` set) or the room type's unassigned stays (null); a
 * unit's row also has its nights out of order, when any fall in the window.
 */
export type BoardRow = {
  unit: { id: number; label: string; retired: boolean } | null
  lanes: number
  bars: BoardBar[]
  outOfOrder: BoardOutOfOrder | null
}

export type BoardRoom = {
  id: number
  name: string
  /** The window's nights closed to bookings for this room type. */
  closed: IsoDate[]
  unassigned: BoardRow
  channels: { lanes: number; bars: BoardChannelBar[] }
  units: BoardRow[]
}

/** `GET board?from=&nights=`. */
export type BoardResponse = {
  from: IsoDate
  nights: IsoDate[]
  today: IsoDate
  stays: BoardStay[]
  rooms: BoardRoom[]
}
