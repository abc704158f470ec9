/** What can be booked: content's rooms joined with their units and rates (app/content/booking.ts). */
import { roomBookings } from '../../../app/content/booking'
import { rooms } from '../../../app/content/rooms'
import type { Room } from '../../../app/content/schema'
import type { RatePlan } from '../../../domain/rates'
import { findRate, standardRate } from '../../../domain/rates'

export type BookableRoom = {
  id: number
  name: string
  maxPerson: number
  units: number
  rates: readonly RatePlan[]
  standard: RatePlan
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
    }
  })
}

/** The rate a request names, or the room's standard rate when it names none. */
export function rateFor(room: BookableRoom, code: string | undefined): RatePlan | undefined {
  if (code === undefined) return room.standard
  return findRate({ roomId: room.id, units: room.units, rates: room.rates }, code)
}
