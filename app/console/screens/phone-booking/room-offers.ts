import type { RoomAvailability } from '../../../../domain/api-contract'
import { formatCentavos } from '../../../../domain/money'

/**
 * The phone booking's room and rate choices in words. With a quoted stay (the availability
 * API's answer for the dates and party on the form) they say what is left and what it costs,
 * so the desk can tell the caller before entering anything.
 */
export function roomOptionLabel(room: RoomAvailability, quoted: boolean): string {
  const base = `${room.name} (sleeps ${room.maxPerson})`
  if (!quoted) return base
  if (!room.fits) return `${base}: too small for this party`
  if (room.unitsLeft <= 0) return `${base}: sold out for these nights`
  return `${base}: ${room.unitsLeft} left`
}

export function rateOptionLabel(
  rate: RoomAvailability['rates'][number],
  quotedNights: number | null,
): string {
  if (quotedNights === null) return rate.label
  const nights = quotedNights === 1 ? '1 night' : `${quotedNights} nights`
  return `${rate.label}: ${formatCentavos(rate.total)} for ${nights}`
}
