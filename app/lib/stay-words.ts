import { formatStayDate, type IsoDate } from '../../domain/calendar'
import { formatCentavos, type Centavos } from '../../domain/money'

/** Reservations mode: a stay and a party in the words a guest reads them. */

export function describeNights(nights: number): string {
  return nights === 1 ? '1 night' : `${nights} nights`
}

/** 'Thu 24 Dec 2026 to Sat 26 Dec 2026' */
export function describeStayDates(checkIn: IsoDate, checkOut: IsoDate): string {
  return `${formatStayDate(checkIn)} to ${formatStayDate(checkOut)}`
}

/** '2 adults, 1 kid'; a party without kids says so: '1 adult, no kids'. */
export function describeParty(party: { adults: number; kids: number }): string {
  const adults = party.adults === 1 ? '1 adult' : `${party.adults} adults`
  const kids = party.kids === 0 ? 'no kids' : party.kids === 1 ? '1 kid' : `${party.kids} kids`
  return `${adults}, ${kids}`
}

/** A discount as a line of a price: 100000 -> '−₱1,000', a minus sign rather than a hyphen. */
export function describeDiscount(amount: Centavos): string {
  return `−${formatCentavos(Math.abs(amount))}`
}
