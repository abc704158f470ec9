/**
 * What can be booked and at what price: content's rooms joined with their units and rates
 * (content/booking.ts), priced by what the database holds (data/prices.ts), which content
 * seeds once and staff own after.
 */
import type { Kysely, Transaction } from 'kysely'
import { roomBookings } from '../../../content/booking'
import { rooms } from '../../../content/rooms'
import type { Room } from '../../../content/schema'
import { resortHour, resortToday, type IsoDate } from '../../../domain/calendar'
import type { Party } from '../../../domain/party'
import {
  quoteStay,
  type PromoDiscount,
  type Quote,
  type RoomPricing,
} from '../../../domain/pricing'
import { findRate, roomPricing, standardRate, type RatePlan } from '../../../domain/rates'
import { stayRestriction, type Restriction } from '../../../domain/stay-rules'
import { loadPrices, priceVersion, type StoredPrices } from '../data/prices'
import type { Database } from '../data/tables'

export type BookableRoom = {
  id: number
  name: string
  maxPerson: number
  units: number
  /** Its units are labelled this and their number (H1, H2, …). */
  unitPrefix: string
  rates: readonly RatePlan[]
  standard: RatePlan
  /** The prices content seeds the database with on first start. */
  contentPricing: RoomPricing
}

/** The prices in force: the stored ones, as of the newest change (`version`). */
export type Pricing = StoredPrices

type Executor = Kysely<Database> | Transaction<Database>

export type PriceCatalog = {
  /** The prices as `db` sees them now, reloaded only when a change was made since. */
  current: (db: Executor) => Promise<Pricing>
  /** The same, the prices' version already read by the caller's own statement. */
  at: (db: Executor, version: number) => Promise<Pricing>
}

/**
 * Keeps the loaded prices while no change was made: a request then costs one indexed read of
 * the prices' version (`price_version`). Every server of a resort sees another's change on its next request.
 */
export function priceCatalog(): PriceCatalog {
  let cached: Pricing | undefined
  async function at(db: Executor, version: number) {
    if (cached && cached.version === version) return cached
    cached = await loadPrices(db)
    return cached
  }
  return { at, current: async (db) => at(db, await priceVersion(db)) }
}

export function bookableRooms(
  content: readonly Room[] = rooms,
  bookings = roomBookings,
): BookableRoom[] {
  return content.map((room) => {
    const booking = bookings.find((entry) => entry.roomId === room.id)
    const standard = booking && standardRate(booking, room.price)
    // Content validation (build and test) guarantees both; a broken deploy must not start.
    if (!booking || !standard)
      throw new Error(`room ${room.id} has no units and rates in booking.ts`)
    return {
      id: room.id,
      name: room.name,
      maxPerson: room.maxPerson,
      units: booking.units,
      unitPrefix: booking.unitPrefix,
      rates: booking.rates,
      standard,
      contentPricing: roomPricing(booking),
    }
  })
}

/** The rate a request names, or the room's standard rate when it names none. */
export function rateFor(room: BookableRoom, code: string | undefined): RatePlan | undefined {
  if (code === undefined) return room.standard
  return findRate(room, code)
}

/** The quote of a stay at one of the room's rates: what availability shows and a booking keeps. */
export function priceStay(
  pricing: Pricing,
  room: BookableRoom,
  rate: RatePlan,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  party: Party,
  now: Date,
  promo: PromoDiscount | null = null,
): Quote {
  const stored = pricing.rooms.get(room.id)
  const plan = stored?.rates.find((candidate) => candidate.code === rate.code)
  if (!stored || !plan) throw new Error(`room ${room.id} has no price for rate ${rate.code}`)
  // Content names the rate: a label corrected there shows at once; the price is staff's.
  return quoteStay(
    {
      room: stored,
      rate: { ...plan, label: rate.label },
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      party,
      promo,
      today: resortToday(now),
    },
    pricing.book,
  )
}

/**
 * Whether a guest may book this stay online now: the room's stay rules and the same-day
 * cut-off. Staff bookings skip it: a walk-in arriving tonight is the desk's to take.
 */
export function guestRestriction(
  pricing: Pricing,
  roomId: number,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  now: Date,
  sameDayCutoffHour: number,
): Restriction | null {
  return stayRestriction({ roomId, ...stay }, pricing.stayRules, {
    today: resortToday(now),
    hour: resortHour(now),
    sameDayCutoffHour,
  })
}
