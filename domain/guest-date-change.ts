/**
 * A guest changing their own dates on `/reservation`: a requested stay changes at once (the
 * resort has not said yes to anything yet), a confirmed one becomes a request the resort
 * answers with 'Change stay'. The room and rate stay as booked; only the dates move.
 */
import { daysBetween, type IsoDate } from './calendar'
import type { ReservationStatus } from './reservation-status'
import { guestMayCancel } from './stay'

export type GuestDateChangeWay = 'at_once' | 'request'

/** How a stay in this state changes its dates for its guest; null when it cannot. */
export function guestDateChangeWay(status: ReservationStatus): GuestDateChangeWay | null {
  if (status === 'requested') return 'at_once'
  if (status === 'confirmed') return 'request'
  return null
}

/**
 * Why the guest cannot ask for these dates, in words, or null. Like cancelling, changing is
 * for the days before check-in: from that day the resort decides with the guest.
 */
export function guestDateChangeRefusal(
  booked: { checkIn: IsoDate; checkOut: IsoDate },
  wanted: { checkIn: IsoDate; checkOut: IsoDate },
  today: IsoDate,
): string | null {
  if (!guestMayCancel(booked.checkIn, today))
    return 'Your stay begins today or has begun: please call or email us to change it.'
  if (booked.checkIn === wanted.checkIn && booked.checkOut === wanted.checkOut)
    return 'These are the dates you have booked: choose other dates.'
  if (daysBetween(today, wanted.checkIn) < 1)
    return 'Choose a check-in from tomorrow on: for today, please call or email us.'
  return null
}

/**
 * The new dates meet nights the room has no unit free for: told of the dates, never of units
 * (which unit a stay has is the resort's business), and near the check-in field.
 */
export const GUEST_NIGHTS_TAKEN =
  'The room is already taken on some of these nights. Please choose other dates, or call or email us and we will help.'
