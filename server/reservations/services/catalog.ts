/** What can be booked: content's rooms joined with their units and rates (app/content/booking.ts). */
import { roomBookings, taxesAndFees } from '../../../app/content/booking'
import { rooms } from '../../../app/content/rooms'
import type { Room } from '../../../app/content/schema'
import { resortHour, resortToday, type IsoDate } from '../../../domain/calendar'
import type { Party } from '../../../domain/party'
import { quoteStay, type PriceBook, type Quote, type RoomPricing } from '../../../domain/pricing'
import { findRate, roomPricing, standardRate, type RatePlan } from '../../../domain/rates'
import { stayRestriction, type Restriction } from '../../../domain/stay-rules'

export type BookableRoom = {
  id: number
  name: string
  maxPerson: number
  units: number
  rates: readonly RatePlan[]
  standard: RatePlan
  pricing: RoomPricing
}

/** The prices content gives: each rate's price for every night, and the taxes and fees. */
export const CONTENT_PRICE_BOOK: PriceBook = {
  seasons: [],
  weekdays: [],
  overrides: [],
  fees: taxesAndFees,
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
      rates: booking.rates,
      standard,
      pricing: roomPricing(booking),
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
  room: BookableRoom,
  rate: RatePlan,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  party: Party,
  now: Date,
): Quote {
  const plan = room.pricing.rates.find((candidate) => candidate.code === rate.code)
  if (!plan) throw new Error(`room ${room.id} has no price for rate ${rate.code}`)
  return quoteStay(
    { room: room.pricing, rate: plan, ...stay, party, today: resortToday(now) },
    CONTENT_PRICE_BOOK,
  )
}

/**
 * Whether a guest may book this stay online now. Staff bookings skip it: a walk-in arriving
 * tonight is the desk's to take. Stay rules of their own come with prices in the database
 * (issue 20); today only the same-day cut-off applies.
 */
export function guestRestriction(
  roomId: number,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  now: Date,
  sameDayCutoffHour: number,
): Restriction | null {
  return stayRestriction({ roomId, ...stay }, [], {
    today: resortToday(now),
    hour: resortHour(now),
    sameDayCutoffHour,
  })
}
