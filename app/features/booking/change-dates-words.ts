import type { GuestDateChange } from '../../../domain/api-contract'
import type { GuestDateChangeWay } from '../../../domain/guest-date-change'
import { formatCentavos } from '../../../domain/money'
import { describeNights, describeStayDates } from '../../lib/stay-words'

/**
 * What the guest reads while changing their dates on `/reservation`, in one place so a
 * language's messages can take it over. The refusals come from the server, already in words.
 */
export const CHANGE_DATES_WORDS = {
  open: 'Change dates',
  heading: 'Change your dates',
  pricing: 'Working out the price of your new dates…',
  newTotal: 'New total',
  keep: 'Keep my dates',
  chooseBoth: 'Choose your new check-in and check-out dates to see the price.',
} as const

/** How this stay's change goes, said before the guest chooses. */
export function changeIntro(way: GuestDateChangeWay): string {
  return way === 'at_once'
    ? 'Choose new dates for the same room and rate. If the room is free on them, your stay changes as soon as you send them.'
    : 'Choose new dates for the same room and rate. We check them and answer you by email; until then, your stay stays as booked.'
}

export function sendLabel(way: GuestDateChangeWay): string {
  return way === 'at_once' ? 'Change my dates' : 'Ask for these dates'
}

/** '3 nights, Fri 15 Oct 2027 to Mon 18 Oct 2027' */
export function newStayWords(change: GuestDateChange): string {
  return `${describeNights(change.nights)}, ${describeStayDates(change.checkIn, change.checkOut)}`
}

/** The new total beside the one booked: the difference is the guest's first question. */
export function differenceWords(change: GuestDateChange): string {
  const booked = formatCentavos(change.previousTotal)
  if (change.difference > 0)
    return `${formatCentavos(change.difference)} more than your stay as booked (${booked}).`
  if (change.difference < 0)
    return `${formatCentavos(-change.difference)} less than your stay as booked (${booked}).`
  return `The same as your stay as booked (${booked}).`
}

/** Said once the change is sent: made at once, or asked of the resort. */
export function sentWords(change: GuestDateChange): string {
  return change.way === 'at_once'
    ? `Your dates are changed: ${newStayWords(change)}, ${formatCentavos(change.total)} in all. We have emailed you the new details.`
    : `Your request for ${describeStayDates(change.checkIn, change.checkOut)} is with the resort. We email you as soon as they have answered; until then, your stay stays as booked.`
}
