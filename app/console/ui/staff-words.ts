import { daysBetween, formatStayDate, type IsoDate } from '../../../domain/calendar'
import type { ReservationStatus } from '../../../domain/reservation-status'
import { describeNights, describeStayDates } from '../../lib/stay-words'

/** The staff console's words for states, instants and holds. Pure; no Intl (decision 006). */

// Manila has kept UTC+8 without daylight saving time since 1978 (domain/calendar.ts).
const RESORT_UTC_OFFSET_MS = 8 * 60 * 60 * 1000

/**
 * '2026-12-24T06:05:00.000Z' -> 'Thu 24 Dec 2026, 14:05': the resort's clock, whatever the
 * time zone of the desk's computer. Text that is no instant is shown as it came.
 */
export function formatResortTime(instant: string): string {
  const ms = Date.parse(instant)
  if (Number.isNaN(ms)) return instant
  const local = new Date(ms + RESORT_UTC_OFFSET_MS).toISOString()
  return `${formatStayDate(local.slice(0, 10))}, ${local.slice(11, 16)}`
}

const STATUS_WORDS: Record<ReservationStatus, string> = {
  requested: 'Requested',
  awaiting_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  no_show: 'No-show',
}

/** A state the console does not know yet (a newer server) is shown as it came, never blank. */
export function statusWord(status: ReservationStatus): string {
  return STATUS_WORDS[status] ?? status
}

/** What a state means for the desk, beside its one-word name. */
export function statusMeaning(status: ReservationStatus): string {
  switch (status) {
    case 'requested':
      return 'Waiting for a decision; the nights are held.'
    case 'awaiting_payment':
      return 'Waiting for the guest’s deposit; the nights are held until it is paid or the hold ends.'
    case 'confirmed':
      return 'Confirmed; the nights are booked.'
    case 'declined':
      return 'Declined; the nights are free again.'
    case 'cancelled':
      return 'Cancelled; the nights are free again.'
    case 'expired':
      return 'Expired without a decision; the nights are free again.'
    case 'checked_in':
      return 'In the house; the nights are booked.'
    case 'checked_out':
      return 'Left; any nights not used are free again.'
    case 'no_show':
      return 'Never arrived; the nights from the day it was marked are free again.'
    default:
      return ''
  }
}

/** When a request stops holding its nights, or that it holds none. */
export function describeHold(holdExpiresAt: string | null): string {
  return holdExpiresAt ? `Held until ${formatResortTime(holdExpiresAt)}` : 'No hold'
}

/**
 * Where a booking whose receipt waits stands with its hold: held until when, kept past its end
 * because the receipt came in time, ended (the sweep is about to end the booking), or no longer
 * waiting for money at all.
 */
export function receiptHoldWords(
  receipt: { status: ReservationStatus; holdExpiresAt: string | null; uploadedAt: string },
  now: Date,
): string {
  const held = receipt.holdExpiresAt
  if (receipt.status !== 'awaiting_payment' || held === null) {
    return `${statusWord(receipt.status)}: no room is held for this receipt`
  }
  if (Date.parse(held) > now.getTime()) return describeHold(held)
  return Date.parse(receipt.uploadedAt) <= Date.parse(held)
    ? `Ended ${formatResortTime(held)}; kept until you decide, as the receipt came in time`
    : `Ended ${formatResortTime(held)}, before the receipt came`
}

/** 'Thu 24 Dec 2026 to Sat 26 Dec 2026 (2 nights)': arrival day, departure day and nights. */
export function describeStayNights(checkIn: IsoDate, checkOut: IsoDate): string {
  return `${describeStayDates(checkIn, checkOut)} (${describeNights(daysBetween(checkIn, checkOut))})`
}
