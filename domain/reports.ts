/**
 * The Reports figures (docs/reservations.md, "Reports"): room nights available and sold, room
 * revenue from the folio, occupancy, ADR and RevPAR over a range of nights, in total, by room
 * type, by source and by month; the other revenue of the range, and the money collected on each
 * of its days. Pure, so the definitions live in one place and the tests can check them against
 * sums done by hand.
 */
import { vatSummaryOf, type InvoiceDocument, type VatSummary } from './invoice'
import { addDays, daysBetween, nightsOf, parseIsoDate, resortToday, type IsoDate } from './calendar'
import type { ChargeKind } from './folio'
import { heldNights } from './front-desk'
import { DESK_PAYMENT_METHODS } from './ledger'
import type { Centavos } from './money'
import type { ReservationStatus } from './reservation-status'

/** A year and a leap day: a report covers at most this many nights. */
export const MAX_REPORT_NIGHTS = 366

export type ReportRange = { from: IsoDate; to: IsoDate }

export type ReportFigures = {
  roomNightsAvailable: number
  /** Nights of the site's and the phone's stays, and `channelNights`. */
  roomNightsSold: number
  /** Of the nights sold, those a channel's calendar holds: sold and paid for elsewhere. */
  channelNights: number
  /** Sold ÷ available, from 0 to 1 (0 when nothing was available). */
  occupancy: number
  /** The folio's room charges (less room discounts) of the nights sold. */
  roomRevenue: Centavos
  /** The same as `roomRevenue`. */
  revenue: Centavos
  /** Room revenue ÷ the nights sold here (not by a channel), to the centavo; 0 with none. */
  adr: Centavos
  /** Room revenue ÷ room nights available, to the centavo (0 when none were available). */
  revpar: Centavos
}

export type RoomFigures = ReportFigures & { roomId: number; name: string }

export type ReportSource = 'site' | 'phone' | 'channel'

export type SourceFigures = {
  source: ReportSource
  /** The channel feed's id; null for the site and the phone. */
  feedId: number | null
  name: string
  roomNightsSold: number
  revenue: Centavos
}

export type MonthFigures = ReportFigures & {
  /** `YYYY-MM`. */
  month: string
  /** The first and last night of the month inside the range. */
  from: IsoDate
  to: IsoDate
  byRoom: RoomFigures[]
}

/** Folio lines dated in the range that are not room revenue; none of them counts toward ADR. */
export type OtherRevenue = {
  extras: Centavos
  fees: Centavos
  cancellations: Centavos
  noShows: Centavos
  adjustments: Centavos
}

/** Money in minus money given back, by the ledger's own method names (`cash`, `card`, …). */
export type ByMethod = Record<string, Centavos>

/** One ledger row: a payment, or a refund (negative). */
export type CollectedPayment = { at: string; ref: string; method: string; amount: Centavos }

/** A resort day of the range on which money moved: the desk's cash report of that day. */
export type CollectedDay = { date: IsoDate; byMethod: ByMethod; payments: CollectedPayment[] }

export type Collected = { byMethod: ByMethod; byDay: CollectedDay[] }

export type Report = ReportRange &
  ReportFigures & {
    /** In words: what channel nights are, and that they carry no revenue here. */
    note: string
    otherRevenue: OtherRevenue
    collected: Collected
    byRoom: RoomFigures[]
    bySource: SourceFigures[]
    byMonth: MonthFigures[]
    /** From the invoices issued in the range (docs/invoices.md, "Reports"). */
    vat: VatSummary
  }

/** A room type; `units` counts for a night that has no stored inventory row yet. */
export type ReportRoom = { id: number; name: string; units: number }
/** A stored inventory night. */
export type ReportNight = { roomId: number; night: IsoDate; units: number; closed: boolean }
/** A folio line as the report reads it. */
export type ReportLine = { kind: ChargeKind; date: IsoDate; amount: Centavos }
export type ReportStay = {
  roomId: number
  source: 'site' | 'phone'
  status: ReservationStatus
  checkIn: IsoDate
  checkOut: IsoDate
  releasedFrom: IsoDate | null
  lines: ReportLine[]
}
/** A channel's imported event holding one unit of each of its nights. */
export type ReportBlock = { roomId: number; feedId: number; checkIn: IsoDate; checkOut: IsoDate }
export type ReportFeed = { id: number; name: string }

export type ReportInput = ReportRange & {
  rooms: ReportRoom[]
  nights: ReportNight[]
  stays: ReportStay[]
  blocks: ReportBlock[]
  feeds: ReportFeed[]
  payments: CollectedPayment[]
  /** The invoices and credit notes issued on the days of the range; none when left out. */
  invoices?: readonly InvoiceDocument[]
}

export type RangeCheck =
  { ok: true; range: ReportRange } | { ok: false; fields: Record<string, string> }

/** `from` and `to` are the first and last night, both included. */
export function checkReportRange(from: unknown, to: unknown): RangeCheck {
  const first = parseIsoDate(from)
  const last = parseIsoDate(to)
  const fields: Record<string, string> = {}
  if (!first) fields.from = 'Give the first night as YYYY-MM-DD.'
  if (!last) fields.to = 'Give the last night as YYYY-MM-DD.'
  if (!first || !last) return { ok: false, fields }
  const nights = daysBetween(first, last) + 1
  if (nights < 1) return { ok: false, fields: { to: 'The last night comes before the first.' } }
  if (nights > MAX_REPORT_NIGHTS)
    return { ok: false, fields: { to: `A report covers at most ${MAX_REPORT_NIGHTS} nights.` } }
  return { ok: true, range: { from: first, to: last } }
}

const SELLING: ReadonlySet<ReservationStatus> = new Set(['confirmed', 'checked_in', 'checked_out'])

/**
 * A request or a stay awaiting its deposit has earned nothing yet (it may be declined or
 * expire): none of its lines is revenue.
 */
const NOT_YET_EARNED: ReadonlySet<ReservationStatus> = new Set(['requested', 'awaiting_payment'])

/** The nights a stay sold: all of a confirmed or checked-in stay, those lived of a checked-out one. */
export function soldNights(stay: ReportStay): IsoDate[] {
  return SELLING.has(stay.status) ? heldNights(stay) : []
}

/**
 * `amount` shared over `weights` in proportion, each share rounded toward zero and the
 * centavos left over going one each to the first nights that weigh anything, so the shares
 * add up to exactly `amount`. Nothing weighs anything: equal shares.
 */
export function shareInProportion(amount: Centavos, weights: readonly number[]): Centavos[] {
  const positive = weights.map((weight) => Math.max(0, weight))
  const total = positive.reduce((sum, weight) => sum + weight, 0)
  const used = total > 0 ? positive : weights.map(() => 1)
  const whole = total > 0 ? total : weights.length
  const shares = used.map((weight) => (weight === 0 ? 0 : Math.trunc((amount * weight) / whole)))
  let left = amount - shares.reduce((sum, share) => sum + share, 0)
  for (let index = 0; left !== 0 && index < shares.length; index += 1) {
    if (used[index] === 0) continue
    shares[index] = (shares[index] ?? 0) + Math.sign(left)
    left -= Math.sign(left)
  }
  return shares
}

/**
 * What the folio charged a stay for each date: its `room` lines by their date, with its room
 * discounts and VAT exemptions shared over its nights in proportion to what each night was
 * charged. A promo is a share of the room total, so each night gives up the same share of its
 * price, and a month or a room type is never credited or charged the whole of a discount for a
 * stay it only partly holds: a stay from 30 January to 2 February at ₱2,000 a night with 10%
 * off reads ₱1,800 on each night, not ₱1,400 on the 30th and ₱2,000 on the others.
 */
export function roomChargesByDate(stay: ReportStay): Map<IsoDate, Centavos> {
  const charged = new Map<IsoDate, Centavos>()
  let discount = 0
  for (const line of stay.lines) {
    if (line.kind === 'room') charged.set(line.date, (charged.get(line.date) ?? 0) + line.amount)
    // A senior's or PWD's VAT exemption is lodging given up, as their 20% and a promo are.
    if (line.kind === 'discount' || line.kind === 'vat_exemption') discount += line.amount
  }
  const nights = nightsOf(stay.checkIn, stay.checkOut)
  if (discount === 0 || nights.length === 0) return charged
  const shares = shareInProportion(
    discount,
    nights.map((night) => charged.get(night) ?? 0),
  )
  nights.forEach((night, index) =>
    charged.set(night, (charged.get(night) ?? 0) + (shares[index] ?? 0)),
  )
  return charged
}

export function figuresOf(
  available: number,
  sold: number,
  channel: number,
  revenue: Centavos,
): ReportFigures {
  const soldHere = sold - channel
  return {
    roomNightsAvailable: available,
    roomNightsSold: sold,
    channelNights: channel,
    occupancy: available === 0 ? 0 : sold / available,
    roomRevenue: revenue,
    revenue,
    adr: soldHere === 0 ? 0 : Math.round(revenue / soldHere),
    revpar: available === 0 ? 0 : Math.round(revenue / available),
  }
}

/** The words beside the figures: channel nights fill rooms, but their money is the channel’s. */
export function channelNote(channelNights: number): string {
  const held =
    channelNights === 0
      ? 'No room night sold was held by a channel’s calendar.'
      : channelNights === 1
        ? '1 room night sold was held by a channel’s calendar.'
        : `${channelNights} room nights sold were held by channels’ calendars.`
  return `${held} Such nights count as sold and toward occupancy but have no revenue here: a calendar carries no price and the guest pays the channel, so ADR divides room revenue by the other nights sold.`
}

/** One room type's night: what was sold on it, how much of it by a channel, and its revenue. */
type Cell = { sold: number; channel: number; revenue: Centavos }
type Tally = { available: number } & Cell

export function buildReport(input: ReportInput): Report {
  const { from, to } = input
  const sources = sourceList(input.feeds)
  const other = blankOtherRevenue()
  const cells = sellNights(input, sources, other)
  const totals = tallyNights(input, cells)
  const figures = (tally: Tally) =>
    figuresOf(tally.available, tally.sold, tally.channel, tally.revenue)
  const roomFigures = (tallies: Map<number, Tally>) =>
    input.rooms.map((room) => ({
      roomId: room.id,
      name: room.name,
      ...figures(tallies.get(room.id) ?? blank()),
    }))
  return {
    from,
    to,
    ...figures(totals.total),
    note: channelNote(totals.total.channel),
    otherRevenue: other,
    collected: collectedOf(input.payments, input),
    vat: vatSummaryOf(input.invoices ?? []),
    byRoom: roomFigures(totals.rooms),
    bySource: [...sources.values()],
    byMonth: [...totals.months.entries()].map(([month, monthly]) => ({
      month,
      from: monthly.from,
      to: monthly.to,
      ...figures(monthly.total),
      byRoom: roomFigures(monthly.rooms),
    })),
  }
}

const OTHER_REVENUE: Partial<Record<ChargeKind, keyof OtherRevenue>> = {
  extra: 'extras',
  fee: 'fees',
  cancellation: 'cancellations',
  no_show: 'noShows',
  adjustment: 'adjustments',
}

/**
 * Each stay's nights sold and their room revenue, by room type and night, and by source; each
 * channel block's nights, sold at no revenue; every other line dated in the range into `other`.
 */
function sellNights(
  input: ReportInput,
  sources: Map<string, SourceFigures>,
  other: OtherRevenue,
): Map<string, Cell> {
  const inRange = (date: IsoDate) => date >= input.from && date <= input.to
  const cells = new Map<string, Cell>()
  const cell = (roomId: number, night: IsoDate) => {
    const key = `${roomId} ${night}`
    const found = cells.get(key) ?? { sold: 0, channel: 0, revenue: 0 }
    cells.set(key, found)
    return found
  }
  for (const stay of input.stays) {
    if (NOT_YET_EARNED.has(stay.status)) continue
    const source = sources.get(stay.source) as SourceFigures
    const sold = new Set(soldNights(stay).filter(inRange))
    for (const night of sold) {
      cell(stay.roomId, night).sold += 1
      source.roomNightsSold += 1
    }
    if (SELLING.has(stay.status)) {
      for (const [date, amount] of roomChargesByDate(stay)) {
        if (!inRange(date)) continue
        if (sold.has(date)) {
          cell(stay.roomId, date).revenue += amount
          source.revenue += amount
        } else {
          // Charged for a night the stay gave back (an early check-out's nights kept): no room
          // was sold, and check-out writes the nights it takes off as adjustments, so both meet.
          other.adjustments += amount
        }
      }
    }
    for (const line of stay.lines) {
      const bucket = OTHER_REVENUE[line.kind]
      if (bucket && inRange(line.date)) other[bucket] += line.amount
    }
  }
  for (const block of input.blocks) {
    const source = sources.get(`feed ${block.feedId}`)
    for (const night of nightsOf(block.checkIn, block.checkOut).filter(inRange)) {
      const held = cell(block.roomId, night)
      held.sold += 1
      held.channel += 1
      if (source) source.roomNightsSold += 1
    }
  }
  return cells
}

type Monthly = { from: IsoDate; to: IsoDate; total: Tally; rooms: Map<number, Tally> }

/** Every room type's every night of the range, added up in total, by room and by month. */
function tallyNights(input: ReportInput, cells: Map<string, Cell>) {
  const stored = new Map(input.nights.map((night) => [`${night.roomId} ${night.night}`, night]))
  const total = blank()
  const rooms = new Map<number, Tally>()
  const months = new Map<string, Monthly>()
  for (const night of nightsOf(input.from, addDays(input.to, 1))) {
    const month = night.slice(0, 7)
    const monthly = months.get(month) ?? {
      from: night,
      to: night,
      total: blank(),
      rooms: new Map(),
    }
    monthly.to = night
    months.set(month, monthly)
    for (const room of input.rooms) {
      const found = cells.get(`${room.id} ${night}`) ?? { sold: 0, channel: 0, revenue: 0 }
      const row = stored.get(`${room.id} ${night}`)
      const units = row?.units ?? room.units
      // A closed night offers no room for sale: only those already sold on it count.
      const available = row?.closed ? Math.min(units, found.sold) : units
      for (const tally of [
        total,
        tallyOf(rooms, room.id),
        monthly.total,
        tallyOf(monthly.rooms, room.id),
      ]) {
        tally.available += available
        tally.sold += found.sold
        tally.channel += found.channel
        tally.revenue += found.revenue
      }
    }
  }
  return { total, rooms, months }
}

/**
 * The ledger's rows recorded on each resort day of the range (the night's date is the day the
 * desk works), summed by method in total and by day, each day listing its rows in time order.
 */
export function collectedOf(payments: readonly CollectedPayment[], range: ReportRange): Collected {
  const byMethod: ByMethod = {}
  const days = new Map<IsoDate, CollectedDay>()
  const inTimeOrder = [...payments].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
  for (const payment of inTimeOrder) {
    const date = resortToday(new Date(payment.at))
    if (date < range.from || date > range.to) continue
    const day = days.get(date) ?? { date, byMethod: {}, payments: [] }
    days.set(date, day)
    day.payments.push(payment)
    day.byMethod[payment.method] = (day.byMethod[payment.method] ?? 0) + payment.amount
    byMethod[payment.method] = (byMethod[payment.method] ?? 0) + payment.amount
  }
  return { byMethod, byDay: [...days.values()] }
}

/** The desk's methods in the desk's order, then any other (the gateway's) by name. */
export function methodsInOrder(byMethod: ByMethod): [string, Centavos][] {
  const rank = (method: string) => {
    const index = DESK_PAYMENT_METHODS.findIndex((known) => known === method)
    return index === -1 ? DESK_PAYMENT_METHODS.length : index
  }
  return Object.entries(byMethod).sort(
    ([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0),
  )
}

/** The site and the phone first, then each channel feed once, even those that sold nothing. */
function sourceList(feeds: ReportFeed[]): Map<string, SourceFigures> {
  const list: [string, SourceFigures][] = [
    ['site', { source: 'site', feedId: null, name: 'Site', roomNightsSold: 0, revenue: 0 }],
    ['phone', { source: 'phone', feedId: null, name: 'Phone', roomNightsSold: 0, revenue: 0 }],
    ...feeds.map((feed): [string, SourceFigures] => [
      `feed ${feed.id}`,
      { source: 'channel', feedId: feed.id, name: feed.name, roomNightsSold: 0, revenue: 0 },
    ]),
  ]
  return new Map(list)
}

function blankOtherRevenue(): OtherRevenue {
  return { extras: 0, fees: 0, cancellations: 0, noShows: 0, adjustments: 0 }
}

function blank(): Tally {
  return { available: 0, sold: 0, channel: 0, revenue: 0 }
}

function tallyOf(tallies: Map<number, Tally>, roomId: number): Tally {
  const found = tallies.get(roomId) ?? blank()
  tallies.set(roomId, found)
  return found
}
