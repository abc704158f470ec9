/**
 * Changing a stay (docs/reservations.md, "States"): new dates, room type or rate for a stay
 * that holds its nights and has not begun. Pure: which nights to take and give back, what
 * changed in words, and what it costs; services/change-stay.ts does the holding.
 */
import { formatStayDate, nightsOf, type IsoDate } from './calendar'
import { formatCentavos, type Centavos } from './money'
import type { ReservationStatus } from './reservation-status'

export type StayTerms = { roomId: number; checkIn: IsoDate; checkOut: IsoDate; rate: string }

/** Only stays that hold nights and have not begun can be changed. */
export function stayMayChange(status: ReservationStatus): boolean {
  return status === 'requested' || status === 'confirmed'
}

export type StayAspect = 'room' | 'dates' | 'rate'

export function whatChanged(from: StayTerms, to: StayTerms): StayAspect[] {
  const aspects: StayAspect[] = []
  if (from.roomId !== to.roomId) aspects.push('room')
  if (from.checkIn !== to.checkIn || from.checkOut !== to.checkOut) aspects.push('dates')
  if (from.rate !== to.rate) aspects.push('rate')
  return aspects
}

export type NightShift = {
  /** Nights of the new stay's room the stay does not hold yet: each must be free. */
  take: IsoDate[]
  /** Nights the stay holds and the new stay leaves: given back to the old room. */
  giveBack: IsoDate[]
}

/**
 * The nights a change takes and gives back. In one room the nights both stays share are kept
 * as they are, so extending by a night needs that night alone to be free; in another room
 * every new night is taken and every old one given back.
 */
export function shiftNights(from: StayTerms, to: StayTerms): NightShift {
  const before = nightsOf(from.checkIn, from.checkOut)
  const after = nightsOf(to.checkIn, to.checkOut)
  if (from.roomId !== to.roomId) return { take: after, giveBack: before }
  const held = new Set(before)
  const kept = new Set(after)
  return {
    take: after.filter((night) => !held.has(night)),
    giveBack: before.filter((night) => !kept.has(night)),
  }
}

/** What the guest pays more (positive) or less (negative) than before. */
export function priceDifference(previousTotal: Centavos, total: Centavos): Centavos {
  return total - previousTotal
}

/** '+₱2,500', '-₱1,000' or 'no difference': the sign said, not left to a colour. */
export function describeDifference(difference: Centavos): string {
  if (difference === 0) return 'no difference'
  return difference > 0 ? `+${formatCentavos(difference)}` : formatCentavos(difference)
}

export type StayInWords = StayTerms & { roomName: string; rateLabel: string; total: Centavos }

/** 'Hotel Rooms (Room only), Sat 5 Dec 2026 to Mon 7 Dec 2026, ₱4,000' */
export function describeTerms(stay: StayInWords): string {
  return `${stay.roomName} (${stay.rateLabel}), ${formatStayDate(stay.checkIn)} to ${formatStayDate(stay.checkOut)}, ${formatCentavos(stay.total)}`
}

/** The change's event note: from and to in words, and the difference. */
export function describeChange(from: StayInWords, to: StayInWords): string {
  const difference = describeDifference(priceDifference(from.total, to.total))
  return `Stay changed from ${describeTerms(from)} to ${describeTerms(to)} (${difference})`
}
