/**
 * The one schema of reservations mode, for SQLite and PostgreSQL alike (docs/reservations.md,
 * "Data model"). Portable types only: dates are `YYYY-MM-DD` text, instants are ISO 8601 UTC
 * text (`2026-11-23T19:21:37.000Z`, which sorts as it reads), booleans are 0/1 integers and
 * money is integer centavos.
 */
import type { ColumnType, Generated, Insertable, Selectable, SelectType } from 'kysely'
import type { PaymentWay } from '../../../domain/payment-ways'
import type { ReservationStatus } from '../../../domain/reservation-status'
import type { StaffRole } from '../../../domain/account-roles'
import type { ChannelFeedStatus } from '../../../domain/channel-sync'
import type { ChargeKind } from '../../../domain/folio'
import type { ExtraBasis } from '../../../domain/extras'
import type { BeneficiaryKind } from '../../../domain/lodging-discounts'
import type { UnitStatus } from '../../../domain/housekeeping'
import type { InvoiceKind } from '../../../domain/invoice'
import type { LocalFeeBasis } from '../../../domain/local-fees'
import type { Language } from '../../../domain/languages'

export type RoomTypeTable = {
  id: number
  name: string
  max_person: number
  /** How many rooms of this kind a new inventory night starts with. */
  units: number
}

export type InventoryNightTable = {
  room_type_id: number
  night: string
  units: number
  booked: number
  closed: number
}

export type ReservationTable = {
  id: Generated<number>
  ref: string
  room_type_id: number
  rate_code: string
  check_in: string
  check_out: string
  nights: number
  adults: number
  kids: number
  /** Guest details are null once erased (data care); the stay and totals stay. */
  guest_name: string | null
  guest_email: string | null
  guest_phone: string | null
  notes: string
  status: ReservationStatus
  total: number
  /** JSON of the domain/pricing Quote at the time of booking (read by readQuoteSnapshot). */
  breakdown: string
  hold_expires_at: string | null
  /**
   * SHA-256 of the address a guest's request came from, kept only while the request is open,
   * to cap open requests per address (migration 003).
   */
  request_address: string | null
  /**
   * Centavos due because a confirmed stay was cancelled after its free cancellation ended
   * (migration 004); null when nothing is due.
   */
  cancellation_charge: ColumnType<number | null, number | null | undefined, number | null>
  /** The unit the stay has now (migration 007); its nights are in unit_night. */
  unit_id: ColumnType<number | null, number | null | undefined, number | null>
  /**
   * The first night an early check-out or a no-show gave back (migration 007); the nights
   * before it stay booked. Null before either.
   */
  released_from: ColumnType<string | null, string | null | undefined, string | null>
  /** How many times staff changed the stay's room, dates or rate (migration 010). */
  stay_changes: ColumnType<number, number | undefined, number>
  /** Centavos asked at booking while payments were on (migration 012); null otherwise. */
  deposit: ColumnType<number | null, number | null | undefined, number | null>
  /** How the guest chose to pay that deposit (migration 012). */
  payment_way: ColumnType<PaymentWay | null, PaymentWay | null | undefined, PaymentWay | null>
  /** The PayMongo Checkout Session of an online deposit (migration 013). */
  checkout_session_id: ColumnType<string | null, string | null | undefined, string | null>
  /** Its hosted page, where the guest pays. */
  checkout_url: ColumnType<string | null, string | null | undefined, string | null>
  /** The language the guest booked in, their mail's (migration 023); English before it. */
  language: ColumnType<Language, Language | undefined, Language>
  created_at: string
  updated_at: string
}

export type ActorKind = 'guest' | 'staff' | 'system'

export type ReservationEventTable = {
  id: Generated<number>
  reservation_id: number
  actor_kind: ActorKind
  staff_id: number | null
  at: string
  from_status: ReservationStatus | null
  to_status: ReservationStatus
  note: string
}

export type StaffTable = {
  id: Generated<number>
  email: string
  password_hash: string
  created_at: string
  removed_at: string | null
  /** Migration 019; those made before it are managers. */
  role: StaffRole
}

export type SessionTable = {
  /** SHA-256 (hex) of the session token; the token itself is never stored. */
  token_hash: string
  staff_id: number
  created_at: string
  expires_at: string
  revoked_at: string | null
}

export type EmailOutboxTable = {
  id: Generated<number>
  reservation_id: number | null
  kind: string
  to_address: string
  subject: string
  text_body: string
  /** A guest mail's parts as JSON (mail/letter.ts), its HTML and calendar made at send time (migration 006). */
  letter: string | null
  created_at: string
  attempts: number
  next_attempt_at: string
  /** A worker that claims a row owns it until then; a crashed worker's rows come back. */
  claimed_until: string | null
  sent_at: string | null
  /** When a mail server refused it for good (a 5xx): it is not tried again (migration 003). */
  failed_at: string | null
  last_error: string | null
}

export type IdempotencyKeyTable = {
  key: string
  /** SHA-256 of the request body: the same key with another body is refused. */
  request_hash: string
  status: number
  response: string
  created_at: string
}

export type RoomPriceTable = {
  room_type_id: number
  included_guests: number
  extra_adult: number
  extra_kid: number
}

export type RatePlanTable = {
  room_type_id: number
  code: string
  label: string
  base_price: number
  /** JSON of the domain/pricing CancellationPolicy. */
  policy: string
}

/** `from_night`/`to_night`: the first and last night. A null scope covers every room or rate. */
export type SeasonTable = {
  id: Generated<number>
  name: string
  from_night: string
  to_night: string
  room_type_id: number | null
  rate_code: string | null
  price: number | null
  percent: number | null
  priority: number
}

export type WeekdayPriceTable = {
  position: number
  /** Comma-separated days, 0 Sunday to 6 Saturday. */
  days: string
  room_type_id: number | null
  rate_code: string | null
  price: number | null
  percent: number | null
}

/** One staff change to a range of nights; a later row wins where rows overlap. */
export type NightRuleTable = {
  id: Generated<number>
  room_type_id: number
  rate_code: string | null
  from_night: string
  to_night: string
  price: number | null
  percent: number | null
  min_nights: number | null
  max_nights: number | null
  closed_to_arrival: number | null
  closed_to_departure: number | null
}

export type FeeTable = {
  position: number
  label: string
  kind: 'percent' | 'per_stay' | 'per_guest_night'
  amount: number
  included: number
}

export type PromoTable = {
  code: string
  percent_off: number | null
  amount_off: number | null
  stay_from: string | null
  stay_to: string | null
  book_from: string | null
  book_to: string | null
  min_nights: number | null
  /** JSON array of room type ids, or null for every room. */
  room_ids: string | null
  max_uses: number | null
  uses: Generated<number>
  disabled_at: string | null
  created_at: string
}

/** The extras catalogue (migration 016): booleans as 0/1, the price in centavos for one unit. */
export type ExtraTable = {
  id: Generated<number>
  code: string
  name: string
  price: number
  basis: ExtraBasis
  online: number
  active: number
}

export type PriceEventTable = {
  id: Generated<number>
  /** Null for a change made outside the console (the bench's seeded rules). */
  staff_id: number | null
  at: string
  what: string
}

/** One row (id 1): how many changes prices have had; a cached copy of another version is stale. */
export type PriceVersionTable = { id: number; version: number }

export type ChannelExportTable = { room_type_id: number; token: string; created_at: string }

export type ChannelFeedTable = {
  id: Generated<number>
  room_type_id: number
  name: string
  url: string
  status: ChannelFeedStatus
  /** Why the last sync failed, in words (never the URL, which carries the channel's secret). */
  error: string | null
  /** The events of the last successful sync. */
  events: Generated<number>
  /** Failed syncs in a row. */
  failures: Generated<number>
  last_sync_at: string | null
  next_sync_at: string
  lease_until: string | null
  created_at: string
}

export type ChannelBlockState = 'held' | 'conflict' | 'resolved'

export type ChannelBlockTable = {
  id: Generated<number>
  feed_id: number
  room_type_id: number
  uid: string
  event_check_in: string
  event_check_out: string
  check_in: string
  check_out: string
  /** As the channel wrote it (it may name a guest): erased like a reservation's guest details. */
  summary: string
  state: ChannelBlockState
  updated_at: string
}

export type ChannelEventTable = {
  id: Generated<number>
  /** Null for a change made by a sync. */
  staff_id: number | null
  at: string
  what: string
}

/** A room of a room type, by its label (migration 007). Retired units are given no new nights. */
export type UnitTable = {
  id: Generated<number>
  room_type_id: number
  position: number
  label: string
  retired_at: string | null
  /** Housekeeping's (migration 020); a new unit is clean. */
  status: ColumnType<UnitStatus, UnitStatus | undefined, UnitStatus>
  /** Why and which nights (both included) while out of order, else null. */
  status_reason: ColumnType<string | null, string | null | undefined, string | null>
  out_of_order_from: ColumnType<string | null, string | null | undefined, string | null>
  out_of_order_to: ColumnType<string | null, string | null | undefined, string | null>
  /** When and by which account the status was set; '' and null before any change. */
  status_at: ColumnType<string, string | undefined, string>
  status_by: ColumnType<number | null, number | null | undefined, number | null>
}

/** A resort day whose morning move to dirty was made (migration 020). */
export type HousekeepingDayTable = { day: string; done_at: string }

/** A unit given to a stay for one night; (unit_id, night) is the primary key. */
export type UnitNightTable = { unit_id: number; night: string; reservation_id: number }

/** Staff's note on a reservation, for staff alone. */
export type ReservationNoteTable = {
  id: Generated<number>
  reservation_id: number
  staff_id: number
  at: string
  text: string
}

/**
 * One movement of a reservation's money (docs/reservations.md, "States"): positive a payment,
 * negative money given back, in centavos. The database refuses to change its money or remove it
 * (migration 009).
 */
export type PaymentTable = {
  id: Generated<number>
  reservation_id: number
  amount: number
  method: string
  /** The provider's id of the payment, for money that came through one. */
  provider_ref: string | null
  /** Staff's words on it; erased with the guest's details. */
  note: string
  recorded_by: 'staff' | 'provider' | 'system'
  staff_id: number | null
  at: string
}

/**
 * One charge line of a reservation's folio (migration 015, domain/folio.ts): written once, in
 * the transaction of the move that makes it, never changed or removed (the database refuses);
 * a correction is another line. `amount` = `quantity` × `unit_amount`, VAT-inclusive centavos.
 */
export type FolioLineTable = {
  id: Generated<number>
  reservation_id: number
  kind: ChargeKind
  description: string
  /** The night or day it is for. */
  date: string
  quantity: number
  unit_amount: number
  amount: number
  vat: number
  created_by: ActorKind
  staff_id: number | null
  created_at: string
}

/** A PayMongo webhook event already handled (migration 013): a resend is acknowledged only. */
export type PaymongoEventTable = {
  event_id: string
  received_at: string
}

/**
 * A refund owed through PayMongo (migration 013), written with the cancellation and sent by the
 * refund worker; once sent, its negative ledger row is written in the same transaction.
 */
export type RefundTable = {
  id: Generated<number>
  reservation_id: number
  /** Centavos, positive: what to give back. */
  amount: number
  /** The PayMongo payment (pay_…) it is taken from. */
  payment_ref: string
  /** `sending`: handed to PayMongo, its answer not yet recorded (never sent twice). */
  status: 'pending' | 'sending' | 'sent' | 'failed'
  /** PayMongo's refund id (ref_…) once sent. */
  provider_ref: string | null
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: string
  created_at: string
  sent_at: string | null
}

export type ReceiptStatus = 'waiting' | 'accepted' | 'rejected'

/**
 * A guest's proof of transfer (migration 014): the file is in the uploads folder; `file_name`
 * is '' once guest data is erased and the file with it.
 */
export type ReceiptTable = {
  id: Generated<number>
  reservation_id: number
  file_name: string
  content_type: string
  status: ReceiptStatus
  /** Staff's words to the guest when they reject it; '' otherwise. */
  reason: ColumnType<string, string | undefined, string>
  uploaded_at: string
  decided_at: string | null
  staff_id: number | null
}

/** A guest of a stay with the senior citizen's or PWD's discount (migration 017). */
export type StayDiscountTable = {
  id: Generated<number>
  reservation_id: number
  /** Their place in the desk's list: `Senior citizen 1` on the folio is the first senior. */
  position: number
  kind: BeneficiaryKind
  name: string
  id_number: string
  created_at: string
}

/** A series' last number issued (migration 021): raised only in the issuing transaction. */
export type InvoiceSeriesTable = { series: string; last_serial: number }

/** An issued invoice or credit note (migration 021): written once, never changed or removed. */
export type InvoiceTable = {
  id: Generated<number>
  number: string
  kind: InvoiceKind
  series: string
  serial: number
  reservation_id: number
  issued_at: string
  issued_on: string
  buyer_name: string
  buyer_address: string | null
  buyer_tin: string | null
  credited_invoice_id: number | null
  total: number
  /** JSON of the domain/invoice.ts InvoiceDocument. */
  document: string
  staff_id: number | null
}

/** A local fee collected for the local government (migration 022, docs/local-fees.md). */
export type LocalFeeTable = {
  id: Generated<number>
  code: string
  name: string
  basis: LocalFeeBasis
  default_tier: string
  position: number
}

/** One of a local fee's tiers, its amount in centavos. */
export type LocalFeeTierTable = {
  id: Generated<number>
  fee_code: string
  code: string
  name: string
  amount: number
  position: number
}

/** A guest's tier of a local fee on a stay, as the desk chose it (guests counted from 1). */
export type StayFeeTierTable = {
  id: Generated<number>
  reservation_id: number
  fee_code: string
  guest: number
  tier_code: string
  created_at: string
}

export type Database = {
  local_fee: LocalFeeTable
  local_fee_tier: LocalFeeTierTable
  stay_fee_tier: StayFeeTierTable
  invoice_series: InvoiceSeriesTable
  invoice: InvoiceTable
  housekeeping_day: HousekeepingDayTable
  stay_discount: StayDiscountTable
  folio_line: FolioLineTable
  receipt: ReceiptTable
  paymongo_event: PaymongoEventTable
  refund: RefundTable
  payment: PaymentTable
  unit: UnitTable
  unit_night: UnitNightTable
  reservation_note: ReservationNoteTable
  channel_export: ChannelExportTable
  channel_feed: ChannelFeedTable
  channel_block: ChannelBlockTable
  channel_event: ChannelEventTable
  price_version: PriceVersionTable
  room_price: RoomPriceTable
  rate_plan: RatePlanTable
  season: SeasonTable
  weekday_price: WeekdayPriceTable
  night_rule: NightRuleTable
  fee: FeeTable
  extra: ExtraTable
  promo: PromoTable
  price_event: PriceEventTable
  room_type: RoomTypeTable
  inventory_night: InventoryNightTable
  reservation: ReservationTable
  reservation_event: ReservationEventTable
  staff: StaffTable
  session: SessionTable
  email_outbox: EmailOutboxTable
  idempotency_key: IdempotencyKeyTable
}

/**
 * Each table's columns, `true` where a column may be null: the compiler holds this list to the
 * types above, and tables.test.ts holds a freshly migrated database to it on both engines, so
 * the schema the code is typed against is the one the migrations make.
 */
export const COLUMNS = {
  local_fee: {
    id: false,
    code: false,
    name: false,
    basis: false,
    default_tier: false,
    position: false,
  },
  local_fee_tier: {
    id: false,
    fee_code: false,
    code: false,
    name: false,
    amount: false,
    position: false,
  },
  stay_fee_tier: {
    id: false,
    reservation_id: false,
    fee_code: false,
    guest: false,
    tier_code: false,
    created_at: false,
  },
  receipt: {
    id: false,
    reservation_id: false,
    file_name: false,
    content_type: false,
    status: false,
    reason: false,
    uploaded_at: false,
    decided_at: true,
    staff_id: true,
  },
  paymongo_event: { event_id: false, received_at: false },
  refund: {
    id: false,
    reservation_id: false,
    amount: false,
    payment_ref: false,
    status: false,
    provider_ref: true,
    attempts: false,
    next_attempt_at: false,
    created_at: false,
    sent_at: true,
  },
  folio_line: {
    id: false,
    reservation_id: false,
    kind: false,
    description: false,
    date: false,
    quantity: false,
    unit_amount: false,
    amount: false,
    vat: false,
    created_by: false,
    staff_id: true,
    created_at: false,
  },
  invoice_series: { series: false, last_serial: false },
  invoice: {
    id: false,
    number: false,
    kind: false,
    series: false,
    serial: false,
    reservation_id: false,
    issued_at: false,
    issued_on: false,
    buyer_name: false,
    buyer_address: true,
    buyer_tin: true,
    credited_invoice_id: true,
    total: false,
    document: false,
    staff_id: true,
  },
  stay_discount: {
    id: false,
    reservation_id: false,
    position: false,
    kind: false,
    name: false,
    id_number: false,
    created_at: false,
  },
  payment: {
    id: false,
    reservation_id: false,
    amount: false,
    method: false,
    provider_ref: true,
    note: false,
    recorded_by: false,
    staff_id: true,
    at: false,
  },
  unit: {
    id: false,
    room_type_id: false,
    position: false,
    label: false,
    retired_at: true,
    status: false,
    status_reason: true,
    out_of_order_from: true,
    out_of_order_to: true,
    status_at: false,
    status_by: true,
  },
  housekeeping_day: { day: false, done_at: false },
  unit_night: { unit_id: false, night: false, reservation_id: false },
  reservation_note: { id: false, reservation_id: false, staff_id: false, at: false, text: false },
  channel_export: { room_type_id: false, token: false, created_at: false },
  channel_feed: {
    id: false,
    room_type_id: false,
    name: false,
    url: false,
    status: false,
    error: true,
    events: false,
    failures: false,
    last_sync_at: true,
    next_sync_at: false,
    lease_until: true,
    created_at: false,
  },
  channel_block: {
    id: false,
    feed_id: false,
    room_type_id: false,
    uid: false,
    event_check_in: false,
    event_check_out: false,
    check_in: false,
    check_out: false,
    summary: false,
    state: false,
    updated_at: false,
  },
  channel_event: { id: false, staff_id: true, at: false, what: false },
  price_version: { id: false, version: false },
  room_price: { room_type_id: false, included_guests: false, extra_adult: false, extra_kid: false },
  rate_plan: { room_type_id: false, code: false, label: false, base_price: false, policy: false },
  season: {
    id: false,
    name: false,
    from_night: false,
    to_night: false,
    room_type_id: true,
    rate_code: true,
    price: true,
    percent: true,
    priority: false,
  },
  weekday_price: {
    position: false,
    days: false,
    room_type_id: true,
    rate_code: true,
    price: true,
    percent: true,
  },
  night_rule: {
    id: false,
    room_type_id: false,
    rate_code: true,
    from_night: false,
    to_night: false,
    price: true,
    percent: true,
    min_nights: true,
    max_nights: true,
    closed_to_arrival: true,
    closed_to_departure: true,
  },
  fee: { position: false, label: false, kind: false, amount: false, included: false },
  extra: {
    id: false,
    code: false,
    name: false,
    price: false,
    basis: false,
    online: false,
    active: false,
  },
  promo: {
    code: false,
    percent_off: true,
    amount_off: true,
    stay_from: true,
    stay_to: true,
    book_from: true,
    book_to: true,
    min_nights: true,
    room_ids: true,
    max_uses: true,
    uses: false,
    disabled_at: true,
    created_at: false,
  },
  price_event: { id: false, staff_id: true, at: false, what: false },
  room_type: { id: false, name: false, max_person: false, units: false },
  inventory_night: {
    room_type_id: false,
    night: false,
    units: false,
    booked: false,
    closed: false,
  },
  reservation: {
    id: false,
    ref: false,
    room_type_id: false,
    rate_code: false,
    check_in: false,
    check_out: false,
    nights: false,
    adults: false,
    kids: false,
    guest_name: true,
    guest_email: true,
    guest_phone: true,
    notes: false,
    status: false,
    total: false,
    breakdown: false,
    hold_expires_at: true,
    request_address: true,
    cancellation_charge: true,
    unit_id: true,
    released_from: true,
    stay_changes: false,
    deposit: true,
    payment_way: true,
    checkout_session_id: true,
    checkout_url: true,
    language: false,
    created_at: false,
    updated_at: false,
  },
  reservation_event: {
    id: false,
    reservation_id: false,
    actor_kind: false,
    staff_id: true,
    at: false,
    from_status: true,
    to_status: false,
    note: false,
  },
  staff: {
    id: false,
    email: false,
    password_hash: false,
    created_at: false,
    removed_at: true,
    role: false,
  },
  session: {
    token_hash: false,
    staff_id: false,
    created_at: false,
    expires_at: false,
    revoked_at: true,
  },
  email_outbox: {
    id: false,
    reservation_id: true,
    kind: false,
    to_address: false,
    subject: false,
    text_body: false,
    letter: true,
    created_at: false,
    attempts: false,
    next_attempt_at: false,
    claimed_until: true,
    sent_at: true,
    failed_at: true,
    last_error: true,
  },
  idempotency_key: {
    key: false,
    request_hash: false,
    status: false,
    response: false,
    created_at: false,
  },
} as const satisfies { [Table in keyof Database]: Nullable<Database[Table]> }

/** Per column, whether its selected value may be null. */
type Nullable<Table> = {
  [Column in keyof Table]-?: null extends SelectType<Table[Column]> ? true : false
}

export type ReservationRow = Selectable<ReservationTable>
export type NewReservation = Insertable<ReservationTable>
export type OutboxRow = Selectable<EmailOutboxTable>
export type NewOutboxEmail = Insertable<EmailOutboxTable>
export type ChannelFeedRow = Selectable<ChannelFeedTable>
