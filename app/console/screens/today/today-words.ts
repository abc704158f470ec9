import type { ReservationView } from '../../../../domain/api-contract'
import { addDays, formatStayDate, type IsoDate } from '../../../../domain/calendar'
import type { DeskDay } from '../../../../domain/desk-day'
import { formatCentavos } from '../../../../domain/money'
import type { MoneyView } from '../../../../domain/staff-contract'
import { describeNights, describeParty } from '../../../lib/stay-words'

/** The Today screen's words. Pure. */

export type DeskListName = keyof DeskDay<unknown>

/** 'Today, Thu 26 Nov 2026', 'Tomorrow, …', 'Yesterday, …', or the date alone further off. */
export function describeDay(date: IsoDate, today: IsoDate): string {
  const near =
    date === today
      ? 'Today'
      : date === addDays(today, 1)
        ? 'Tomorrow'
        : date === addDays(today, -1)
          ? 'Yesterday'
          : null
  return near ? `${near}, ${formatStayDate(date)}` : formatStayDate(date)
}

/** The stay in a line: room, nights, party and the day that matters on this list. */
export function describeDeskStay(
  reservation: ReservationView,
  list: DeskListName,
  date: IsoDate,
): string {
  const when =
    list === 'noShows'
      ? `expected ${formatStayDate(reservation.checkIn)}`
      : list === 'departures' && reservation.checkOut < date
        ? `was due to leave ${formatStayDate(reservation.checkOut)}`
        : list === 'departures'
          ? `arrived ${formatStayDate(reservation.checkIn)}`
          : `leaves ${formatStayDate(reservation.checkOut)}`
  return [
    reservation.roomName,
    describeNights(reservation.nights),
    describeParty(reservation),
    when,
  ].join(' · ')
}

/** Where the stay sleeps: its unit, or that one is still to be given. */
export function describeUnit(unit: string | null): string {
  return unit ? `Unit ${unit}` : 'Unit to assign'
}

/** What the desk still takes or gives back: 'Balance due ₱5,500', '₱500 to give back', 'Paid'. */
export function describeBalance(money: MoneyView): string {
  if (money.balance > 0) return `Balance due ${formatCentavos(money.balance)}`
  if (money.balance < 0) return `${formatCentavos(-money.balance)} to give back`
  return money.due > 0 ? 'Paid' : 'Nothing due'
}

/**
 * The guest's special requests in one line for the stay's row ('Honeymoon, late arrival around
 * 10pm'), so the desk sees them before the guest arrives; null when there are none.
 */
export function describeSpecialRequests(notes: string): string | null {
  const line = notes.replace(/\s+/g, ' ').trim()
  return line === '' ? null : `Special requests: ${line}`
}
