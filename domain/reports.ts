/**
 * The Reports figures (docs/reservations.md, "Reports"):
 * room nights available and sold, revenue, occupancy, ADR and RevPAR over a range of nights,
 * in total, by room type, by source and by month. Pure, so the definitions live in one place
 * and the tests can check them against sums done by hand.
 */
import { addDays, daysBetween, nightsOf, parseIsoDate, type IsoDate } from './calendar'
import { heldNights } from './front-desk'
import type { Centavos } from './money'
import type { Quote } from './pricing'
import type { ReservationStatus } from './reservation-status'

/** A year and a leap day: a report covers at most this many nights. */
export const MAX_REPORT_NIGHTS = 366

export type ReportRange = { from: IsoDate; to: IsoDate }

export type ReportFigures = {
  roomNightsAvailable: number
  roomNightsSold: number
  /** Sold ÷ available, from 0 to 1 (0 when nothing was available). */
  occupancy: number
  revenue: Centavos
  /** Revenue ÷ room nights sold, rounded to the centavo (0 when none were sold). */
  adr: Centavos
  /** Revenue ÷ room nights available, rounded to the centavo (0 when none were available). */
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

export type Report = ReportRange &
  ReportFigures & { byRoom: RoomFigures[]; bySource: SourceFigures[]; byMonth: MonthFigures[] }

/** A room type; `units` counts for a night that has no stored inventory row yet. */
export type ReportRoom = { id: number; name: string; units: number }
/** A stored inventory night. */
export type ReportNight = { roomId: number; night: IsoDate; units: number; closed: boolean }
export type ReportStay = {
  roomId: number
  source: 'site' | 'phone'
  status: ReservationStatus
  checkIn: IsoDate
  checkOut: IsoDate
  releasedFrom: IsoDate | null
  quote: Quote
  cancellationCharge: Centavos | null
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

/** The nights a stay sold: all of a confirmed or checked-in stay, those lived of a checked-out one. */
export function soldNights(stay: ReportStay): IsoDate[] {
  const sells =
    stay.status === 'confirmed' || stay.status === 'checked_in' || stay.status === 'checked_out'
  return sells ? heldNights(stay) : []
}

/**
 * A stay's room revenue night by night: each night's price plus an equal share of the
 * supplements less the discount, the centavos left over going to the first nights, so the
 * nights add up to exactly the room total less the discount. Fees added on top (a service
 * charge, an environmental fee) are not room revenue; fees included in prices stay in them.
 */
export function revenueByNight(quote: Quote): Map<IsoDate, Centavos> {
  const count = quote.nightly.length
  const revenue = new Map<IsoDate, Centavos>()
  if (count === 0) return revenue
  const priced = quote.nightly.reduce((sum, night) => sum + night.price, 0)
  const rest = quote.roomTotal - priced - (quote.discount?.amount ?? 0)
  const share = Math.trunc(rest / count)
  const leftOver = rest - share * count
  quote.nightly.forEach((night, index) => {
    const extra = index < Math.abs(leftOver) ? Math.sign(leftOver) : 0
    revenue.set(night.night, night.price + share + extra)
  })
  return revenue
}

export function figuresOf(available: number, sold: number, revenue: Centavos): ReportFigures {
  return {
    roomNightsAvailable: available,
    roomNightsSold: sold,
    occupancy: available === 0 ? 0 : sold / available,
    revenue,
    adr: sold === 0 ? 0 : Math.round(revenue / sold),
    revpar: available === 0 ? 0 : Math.round(revenue / available),
  }
}

type Cell = { sold: number; revenue: Centavos }
type Tally = { available: number; sold: number; revenue: Centavos }

export function buildReport(input: ReportInput): Report {
  const { from, to } = input
  const inRange = (night: IsoDate) => night >= from && night <= to
  const cells = new Map<string, Cell>()
  const cell = (roomId: number, night: IsoDate) => {
    const key = `${roomId} ${night}`
    const found = cells.get(key) ?? { sold: 0, revenue: 0 }
    cells.set(key, found)
    return found
  }
  const sources = sourceList(input.feeds)

  for (const stay of input.stays) {
    const source = sources.get(stay.source) as SourceFigures
    const revenue = revenueByNight(stay.quote)
    for (const night of soldNights(stay).filter(inRange)) {
      const amount = revenue.get(night) ?? 0
      const sold = cell(stay.roomId, night)
      sold.sold += 1
      sold.revenue += amount
      source.roomNightsSold += 1
      source.revenue += amount
    }
    // A charge (a no-show's, a late cancellation's) is earned on the night the stay began.
    if (stay.cancellationCharge && inRange(stay.checkIn)) {
      const charged = cell(stay.roomId, stay.checkIn)
      charged.revenue += stay.cancellationCharge
      source.revenue += stay.cancellationCharge
    }
  }
  for (const block of input.blocks) {
    const source = sources.get(`feed ${block.feedId}`)
    for (const night of nightsOf(block.checkIn, block.checkOut).filter(inRange)) {
      cell(block.roomId, night).sold += 1
      if (source) source.roomNightsSold += 1
    }
  }

  const stored = new Map(input.nights.map((night) => [`${night.roomId} ${night.night}`, night]))
  const total: Tally = { available: 0, sold: 0, revenue: 0 }
  const rooms = new Map<number, Tally>()
  const months = new Map<
    string,
    { from: IsoDate; to: IsoDate; total: Tally; rooms: Map<number, Tally> }
  >()
  for (const night of nightsOf(from, addDays(to, 1))) {
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
      const { sold, revenue } = cells.get(`${room.id} ${night}`) ?? { sold: 0, revenue: 0 }
      const row = stored.get(`${room.id} ${night}`)
      const units = row?.units ?? room.units
      // A closed night offers no room for sale: only those already sold on it count.
      const available = row?.closed ? Math.min(units, sold) : units
      for (const tally of [
        total,
        tallyOf(rooms, room.id),
        monthly.total,
        tallyOf(monthly.rooms, room.id),
      ]) {
        tally.available += available
        tally.sold += sold
        tally.revenue += revenue
      }
    }
  }

  const roomFigures = (tallies: Map<number, Tally>) =>
    input.rooms.map((room) => {
      const tally = tallies.get(room.id) ?? blank()
      return {
        roomId: room.id,
        name: room.name,
        ...figuresOf(tally.available, tally.sold, tally.revenue),
      }
    })
  return {
    from,
    to,
    ...figuresOf(total.available, total.sold, total.revenue),
    byRoom: roomFigures(rooms),
    bySource: [...sources.values()],
    byMonth: [...months.entries()].map(([month, monthly]) => ({
      month,
      from: monthly.from,
      to: monthly.to,
      ...figuresOf(monthly.total.available, monthly.total.sold, monthly.total.revenue),
      byRoom: roomFigures(monthly.rooms),
    })),
  }
}

/** The site and the phone first, then each channel feed, even those that sold nothing. */
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

function blank(): Tally {
  return { available: 0, sold: 0, revenue: 0 }
}

function tallyOf(tallies: Map<number, Tally>, roomId: number): Tally {
  const found = tallies.get(roomId) ?? blank()
  tallies.set(roomId, found)
  return found
}
