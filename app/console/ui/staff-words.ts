import { daysBetween, formatStayDate, type IsoDate } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import { groupNightsByPrice, type Quote } from '../../../domain/pricing'
import type { ReservationStatus } from '../../../domain/reservation-status'
import type { ReservationEventView } from '../../../domain/staff-contract'
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

/** What a state means for the desk, beside its one-word name (never that name again). */
export function statusMeaning(status: ReservationStatus): string {
  switch (status) {
    case 'requested':
      return 'Waiting for a decision; the nights are held.'
    case 'awaiting_payment':
      return 'Waiting for the guest’s deposit; the nights are held until it is paid or the hold ends.'
    case 'confirmed':
      return 'The nights are booked.'
    case 'declined':
    case 'cancelled':
      return 'The nights are free again.'
    case 'expired':
      return 'No decision came in time; the nights are free again.'
    case 'checked_in':
      return 'The guest is in the house; the nights are booked.'
    case 'checked_out':
      return 'The guest has left; any nights not used are free again.'
    case 'no_show':
      return 'Never arrived; the nights from the day it was marked are free again.'
    default:
      return ''
  }
}

/**
 * A history entry that left the state as it was (a payment, a note, a change of stay) is told by
 * what happened, its note's first line, rather than as 'Confirmed, unchanged'; the rest of the
 * note stays below it.
 */
export function unchangedEventWords(event: ReservationEventView): {
  headline: string
  note: string
} {
  const [first = '', ...rest] = event.note.trim().split('\n')
  if (first.trim() === '') return { headline: `Still ${statusWord(event.to)}`, note: '' }
  return { headline: first.trim(), note: rest.join('\n').trim() }
}

/**
 * '₱2,500 a night × 3 nights', each price of the stay in turn (adjacent nights of one price
 * together, whatever rule priced them), then supplements, less a promo discount, plus the fees
 * added to the price.
 */
export function describeStayPrice(quote: Quote): string {
  const nights = groupNightsByPrice(quote.nightly).map(
    (run) => `${formatCentavos(run.price)} a night × ${describeNights(run.nights)}`,
  )
  const supplements = quote.supplements.map(
    (line) => `${line.label} ${formatCentavos(line.amount)}`,
  )
  const added = quote.fees
    .filter((fee) => !fee.included)
    .map((fee) => `${fee.label} ${formatCentavos(fee.amount)}`)
  const price = [...nights, ...supplements].join(' + ')
  const discount = quote.discount
    ? ` − ${quote.discount.label} ${formatCentavos(quote.discount.amount)}`
    : ''
  return `${price}${discount}${added.map((fee) => ` + ${fee}`).join('')}`
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
