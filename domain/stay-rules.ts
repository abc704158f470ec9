/**
 * The stay rules a resort sets on arrival dates (minimum and maximum nights, closed to arrival
 * or to departure) and the same-day cut-off, checked alike by the browser and the server. A
 * refused stay is said in words, with a code a program can act on.
 */
import { addDays, daysBetween, formatStayDate, type IsoDate } from './calendar'

export type RestrictionCode =
  'min_nights' | 'max_nights' | 'closed_to_arrival' | 'closed_to_departure' | 'closed'

export type Restriction = { code: RestrictionCode; message: string }

/**
 * Rules for stays arriving on the nights `from` to `to`, both included; closed to departure
 * applies to stays leaving on those dates. A missing `roomId` covers every room. Where rules
 * overlap, each setting comes from the later rule that has it: staff's latest change.
 */
export type StayRule = {
  roomId?: number
  from: IsoDate
  to: IsoDate
  minNights?: number
  maxNights?: number
  closedToArrival?: boolean
  closedToDeparture?: boolean
}

/** Resort-local hour from which a stay arriving today can no longer be booked online. */
export const DEFAULT_SAME_DAY_CUTOFF_HOUR = 18

export type BookingClock = {
  today: IsoDate
  /** The resort's local hour now, 0 to 23. */
  hour: number
  sameDayCutoffHour: number
}

export function stayRestriction(
  stay: { roomId: number; checkIn: IsoDate; checkOut: IsoDate },
  rules: readonly StayRule[],
  clock: BookingClock,
): Restriction | null {
  const { roomId, checkIn, checkOut } = stay
  if (checkIn === clock.today && clock.hour >= clock.sameDayCutoffHour) {
    const closed =
      clock.sameDayCutoffHour === 0
        ? 'Stays beginning today cannot be booked online.'
        : `Online bookings for tonight close at ${describeHour(clock.sameDayCutoffHour)}, resort time.`
    return {
      code: 'closed_to_arrival',
      message: `${closed} Choose ${formatStayDate(addDays(clock.today, 1))} or later, or call the resort.`,
    }
  }
  const arrivalRules = rulesOn(rules, roomId, checkIn)
  const arrival = formatStayDate(checkIn)

  if (arrivalRules.closedToArrival) {
    return { code: 'closed_to_arrival', message: `Stays cannot begin on ${arrival}.` }
  }
  if (rulesOn(rules, roomId, checkOut).closedToDeparture) {
    return {
      code: 'closed_to_departure',
      message: `Stays cannot end on ${formatStayDate(checkOut)}.`,
    }
  }
  const nights = daysBetween(checkIn, checkOut)
  const { minNights, maxNights } = arrivalRules
  if (minNights !== undefined && nights < minNights) {
    return {
      code: 'min_nights',
      message: `Stays arriving on ${arrival} need at least ${minNights} nights.`,
    }
  }
  if (maxNights !== undefined && nights > maxNights) {
    return {
      code: 'max_nights',
      message: `Stays arriving on ${arrival} can be at most ${maxNights} ${maxNights === 1 ? 'night' : 'nights'}.`,
    }
  }
  return null
}

/** A stay over a night the resort closed (staff's calendar): no room of the kind is sold. */
export function closedRestriction(night: IsoDate): Restriction {
  return {
    code: 'closed',
    message: `The resort is not taking bookings of this room for the night of ${formatStayDate(night)}.`,
  }
}

export type DateRules = Pick<
  StayRule,
  'minNights' | 'maxNights' | 'closedToArrival' | 'closedToDeparture'
>

/** The stay rules of one room on one date: each setting from the latest rule that has it. */
export function rulesOn(rules: readonly StayRule[], roomId: number, date: IsoDate): DateRules {
  const settled: DateRules = {}
  for (const rule of rules) {
    if (rule.roomId !== undefined && rule.roomId !== roomId) continue
    if (date < rule.from || rule.to < date) continue
    if (rule.minNights !== undefined) settled.minNights = rule.minNights
    if (rule.maxNights !== undefined) settled.maxNights = rule.maxNights
    if (rule.closedToArrival !== undefined) settled.closedToArrival = rule.closedToArrival
    if (rule.closedToDeparture !== undefined) settled.closedToDeparture = rule.closedToDeparture
  }
  return settled
}

/** 18 -> '6 PM'; 12 -> 'noon'; 0 -> 'midnight'. */
export function describeHour(hour: number): string {
  if (hour === 0) return 'midnight'
  if (hour === 12) return 'noon'
  return hour < 12 ? `${hour} AM` : `${hour - 12} PM`
}
