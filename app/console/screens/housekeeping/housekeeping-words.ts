import { formatStayDate } from '../../../../domain/calendar'
import type { HousekeepingGuest, HousekeepingUnit } from '../../../../domain/staff-contract'

/** Housekeeping's words for a unit's day (docs/reservations.md, "Housekeeping"). Pure. */

/** 'Ana Cruz (7K3M9QXA), 2 adults and 1 kid, until Thu 3 Dec 2026'. */
export function describeGuest(guest: HousekeepingGuest, until: boolean): string {
  const party = [
    guest.adults === 1 ? '1 adult' : `${guest.adults} adults`,
    guest.kids === 0 ? '' : guest.kids === 1 ? '1 kid' : `${guest.kids} kids`,
  ]
    .filter(Boolean)
    .join(' and ')
  const name = guest.name ?? 'Guest'
  return `${name} (${guest.ref}), ${party}${until ? `, until ${formatStayDate(guest.checkOut)}` : ''}`
}

/** Who the unit sees on the day, each with what they asked for. */
export function unitGuests(
  unit: HousekeepingUnit,
): { role: string; words: string; requests: string }[] {
  const guests = [
    unit.departing && { role: 'Leaving', guest: unit.departing, until: false },
    unit.stayingOver && { role: 'Staying on', guest: unit.stayingOver, until: true },
    unit.arriving && { role: 'Arriving', guest: unit.arriving, until: true },
  ].filter((entry) => entry !== undefined)
  return guests.map(({ role, guest, until }) => ({
    role,
    words: describeGuest(guest, until),
    requests: guest.requests.trim(),
  }))
}

/** 'Out of order Tue 1 Dec 2026 to Thu 3 Dec 2026: Leaking roof'. */
export function describeOutOfOrder(unit: HousekeepingUnit): string | null {
  if (unit.status !== 'out_of_order' || !unit.from || !unit.to) return null
  const nights =
    unit.from === unit.to
      ? `the night of ${formatStayDate(unit.from)}`
      : `${formatStayDate(unit.from)} to ${formatStayDate(unit.to)}`
  return `Out of order ${nights}: ${unit.reason ?? ''}`
}
