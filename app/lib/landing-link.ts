import { daysBetween, type IsoDate } from '../../domain/calendar'

/**
 * The landing link for a stay and party (read by landing-query.ts): what a listing links to, a
 * room's Offer names, and the language menu carries. A module of its own so that the menu, on
 * every page's first load, does not bring the reading of such links with it.
 */
export function toLandingQuery(
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  party: { adults: number; kids: number },
): string {
  const nights = daysBetween(stay.checkIn, stay.checkOut)
  return `?checkin=${stay.checkIn}&nights=${nights}&adults=${party.adults}&kids=${party.kids}`
}
