/**
 * The front desk's moves (docs/reservations.md, "States"): when a guest may be checked in or
 * out or marked a no-show, which nights each move gives back, and which nights a stay still
 * holds afterwards. Pure, so the console offers exactly what the server allows.
 */
import {
  addDays,
  formatStayDate,
  nightsOf,
  resortHour,
  resortToday,
  type IsoDate,
} from './calendar'
import type { Centavos } from './money'
import type { StatedPolicy } from './pricing'
import { holdsInventory, type ReservationStatus } from './reservation-status'
import { describeHour } from './stay-rules'

export const DESK_MOVES = ['check_in', 'check_out', 'no_show'] as const
export type DeskMove = (typeof DESK_MOVES)[number]

export const DESK_MOVE_TARGET: Record<DeskMove, ReservationStatus> = {
  check_in: 'checked_in',
  check_out: 'checked_out',
  no_show: 'no_show',
}

/**
 * A stay as these rules read it. `releasedFrom`: the first night a check-out or a no-show gave
 * back (null before either).
 */
export type DeskStay = {
  status: ReservationStatus
  checkIn: IsoDate
  checkOut: IsoDate
  releasedFrom: IsoDate | null
}

const STATE_WORDS: Record<ReservationStatus, string> = {
  requested: 'still a request',
  awaiting_payment: 'still awaiting its deposit',
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
  checked_in: 'checked in',
  checked_out: 'checked out',
  no_show: 'marked a no-show',
}

/** 'This reservation is checked in', to begin a refusal. */
export function stateInWords(status: ReservationStatus): string {
  return `This reservation is ${STATE_WORDS[status]}`
}

/**
 * The resort's hour from which a guest who has not come may be marked a no-show on the arrival
 * day (NO_SHOW_FROM_HOUR): check-in runs into the evening, and a guest late on the road is not a
 * no-show yet. Any time on a later day.
 */
export const DEFAULT_NO_SHOW_FROM_HOUR = 20

/** When the desk acts: the resort's date and hour, and the hour no-shows open. */
export type DeskClock = { today: IsoDate; hour: number; noShowFromHour: number }

export function deskClockAt(now: Date, noShowFromHour: number): DeskClock {
  return { today: resortToday(now), hour: resortHour(now), noShowFromHour }
}

/** Why the move is not allowed now (resort time), in words; null when it is. */
export function refuseDeskMove(move: DeskMove, stay: DeskStay, clock: DeskClock): string | null {
  const { today } = clock
  const now = stateInWords(stay.status)
  switch (move) {
    case 'check_in':
      if (stay.status !== 'confirmed') return `${now}: only a confirmed stay can be checked in.`
      if (today < stay.checkIn)
        return `Check-in opens on ${formatStayDate(stay.checkIn)}, the day of arrival.`
      if (today >= stay.checkOut)
        return `This stay ended on ${formatStayDate(stay.checkOut)}: it can no longer be checked in. Mark it a no-show instead.`
      return null
    case 'check_out':
      return stay.status === 'checked_in'
        ? null
        : `${now}: only a guest who checked in can check out.`
    case 'no_show':
      if (stay.status !== 'confirmed')
        return `${now}: only a confirmed stay that nobody checked in can be marked a no-show.`
      return noShowTooEarly(stay, clock)
  }
}

function noShowTooEarly(stay: DeskStay, clock: DeskClock): string | null {
  const arrivalDayOpen = clock.today === stay.checkIn && clock.hour >= clock.noShowFromHour
  if (clock.today > stay.checkIn || arrivalDayOpen) return null
  return clock.noShowFromHour >= 24
    ? `A stay can be marked a no-show from the day after its arrival, ${formatStayDate(addDays(stay.checkIn, 1))}.`
    : `A stay can be marked a no-show from ${describeHour(clock.noShowFromHour)} on its arrival day, ${formatStayDate(stay.checkIn)}: the guest may still come.`
}

export function deskMovesAllowed(stay: DeskStay, clock: DeskClock): DeskMove[] {
  return DESK_MOVES.filter((move) => refuseDeskMove(move, stay, clock) === null)
}

/**
 * The first night a check-out or a no-show on `today` gives back: today's night, since a guest
 * who leaves (or never came) today does not sleep here tonight; never before the stay began,
 * and the check-out day when it has already ended (nothing to give back).
 */
export function firstNightGivenBack(stay: DeskStay, today: IsoDate): IsoDate {
  if (today < stay.checkIn) return stay.checkIn
  return today > stay.checkOut ? stay.checkOut : today
}

/**
 * The nights a move gives back to inventory: every night when the stay ends before it was
 * lived (cancelled, declined, expired), the nights from today on when the guest leaves early or
 * never came, and none when it still holds them all.
 */
export function nightsFreedBy(stay: DeskStay, to: ReservationStatus, today: IsoDate): IsoDate[] {
  if (!holdsInventory(stay.status) || holdsInventory(to)) return []
  if (to === 'checked_out' || to === 'no_show')
    return nightsOf(firstNightGivenBack(stay, today), stay.checkOut)
  return nightsOf(stay.checkIn, stay.checkOut)
}

/**
 * A stay that ends unlived gives back what it took: its promo code's use too. A no-show is
 * charged under the policy and a checked-out stay was lived, so theirs stays used.
 */
export function endsUnlived(to: ReservationStatus): boolean {
  return to === 'cancelled' || to === 'declined' || to === 'expired'
}

/** The nights a stay keeps out of inventory in its state: what inventory must account for. */
export function heldNights(stay: DeskStay): IsoDate[] {
  if (holdsInventory(stay.status)) return nightsOf(stay.checkIn, stay.checkOut)
  if (stay.status === 'checked_out' || stay.status === 'no_show')
    return nightsOf(stay.checkIn, stay.releasedFrom ?? stay.checkOut)
  return []
}

/**
 * The nights a unit is given for: the stay's nights from today on, while it holds them. Nights
 * already slept keep the unit they had, so moving a guest to another room rewrites no history.
 */
export function nightsToAssign(stay: DeskStay, today: IsoDate): IsoDate[] {
  if (!holdsInventory(stay.status)) return []
  return nightsOf(today > stay.checkIn ? today : stay.checkIn, stay.checkOut)
}

/**
 * docs/reservations.md, "Rules": a guest who never came owes what cancelling too late
 * costs under the rate's policy (the first night, a percentage, or all of a non-refundable
 * rate), whatever the day. A quote stored before charges were modelled states none.
 */
export function noShowCharge(policy: StatedPolicy): Centavos {
  return policy.charge ?? 0
}
