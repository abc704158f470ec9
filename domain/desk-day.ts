/**
 * The front desk's day (docs/reservations.md, "The staff console": Today): which stays arrive, stay
 * on, leave, or still wait to be marked no-shows on a chosen day. Pure, so the server's answer and
 * its tests read the same rules. A day before today shows what happened; a day after, what is
 * expected.
 */
import type { IsoDate } from './calendar'
import { endsUnlived, type DeskStay } from './front-desk'
import { isOpenHold } from './reservation-status'

export type DeskDay<T> = {
  /** Arriving on the day, whatever became of them (checked in, a no-show, still expected). */
  arrivals: T[]
  /**
   * Sleeping here the night of the day: having arrived before it, or checked in on it (a guest
   * who arrived today sleeps here tonight, and is also among the arrivals).
   */
  inHouse: T[]
  /** Leaving on the day, and guests still checked in after their check-out day. */
  departures: T[]
  /** Confirmed stays whose check-in day has passed and that nobody checked in. */
  noShows: T[]
}

/** The day the guest left or leaves: the day of an early check-out, else the check-out day. */
export function departureDay(stay: DeskStay): IsoDate {
  return stay.status === 'checked_out' ? (stay.releasedFrom ?? stay.checkOut) : stay.checkOut
}

/**
 * `day` is the day shown, `today` the resort's. Stays that ended unlived (declined, cancelled,
 * expired) are in no list. A stay confirmed but not checked in counts as expected only from
 * today on: before today it is a no-show to mark, not a guest in the house.
 */
export function groupDeskDay<T extends DeskStay>(
  stays: readonly T[],
  day: IsoDate,
  today: IsoDate,
): DeskDay<T> {
  // Overdue stays (a no-show not marked, a guest not checked out) are judged against today, or
  // against the day shown when it is earlier: a day ahead lists what is overdue now.
  const cutoff = day < today ? day : today
  const group: DeskDay<T> = { arrivals: [], inHouse: [], departures: [], noShows: [] }
  for (const stay of stays) {
    if (endsUnlived(stay.status)) continue
    const expected =
      (stay.status === 'confirmed' || isOpenHold(stay.status)) && stay.checkIn >= today
    const lived = stay.status === 'checked_in' || stay.status === 'checked_out'
    const leaves = departureDay(stay)

    if (stay.checkIn === day && (!isOpenHold(stay.status) || expected)) group.arrivals.push(stay)
    else if (stay.status === 'confirmed' && stay.checkIn < cutoff) group.noShows.push(stay)
    const arrived = stay.checkIn < day || (stay.checkIn === day && lived)
    if (arrived && day < leaves && (lived || expected)) group.inHouse.push(stay)
    if (
      (leaves === day && (lived || expected)) ||
      (stay.status === 'checked_in' && leaves < cutoff)
    )
      group.departures.push(stay)
  }
  return group
}
