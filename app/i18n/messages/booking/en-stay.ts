import type { LandingWords } from './en-landing'
import type { PanelWords } from './en-panel'

/**
 * Reservations mode: the words of every guest page (header, footer, contact block, search,
 * cards, the room's panel, price details), in English, and the shape each
 * language's `stay` words have. The shared words (nav, search fields, 'Book now') stay in
 * app/i18n/messages/en.ts. `%n` and the other marks are filled in with fill().
 */
export const enStay = {
  findMyReservation: 'Find my reservation',
  seeOnMap: 'See us on the map',
  gettingHere: 'Getting here',
  // A stay and a party in words.
  oneNight: '1 night',
  nights: '%n nights',
  oneAdult: '1 adult',
  adults: '%n adults',
  noKids: 'no kids',
  oneKid: '1 kid',
  kids: '%n kids',
  party: '%a, %k',
  dateRange: '%a to %b',
  // The rooms section after a search with dates.
  pricesFor: 'Prices for %n, %d, for %p.',
  noRoomFree: 'No room is free for your dates and party. Try other dates or a smaller party.',
  oneRoomFree: '1 room is free for your dates.',
  roomsFree: '%n rooms are free for your dates.',
  // A card's button and its line about the stay.
  bookFor: 'Book now %p',
  fromANight: 'from %p a night',
  nightsAtRate: '%n, %r',
  total: 'total',
  oneRoomLeft: 'Only 1 room left',
  roomsLeft: 'Only %n rooms left',
  soldOutForYourDates: 'Sold out for your dates',
  cardTooSmall: 'Sleeps up to %m: too small for %n guests',
  notBookableOnline: 'Not bookable online.',
  // The room page's panel and the booking summary.
  rate: 'Rate',
  totalLabel: 'Total',
  // 'Price details' under a total.
  priceDetails: 'Price details',
  fromDate: 'from %d',
  includedInPrice: 'included in the price',
  // domain/stay.ts's problems with the dates, which the server words the same way.
  chooseCheckIn: 'Choose a check-in date.',
  checkInPast: 'Check-in cannot be in the past.',
  chooseCheckOut: 'Choose a check-out date.',
  checkOutAfterCheckIn: 'Check-out must be after check-in.',
  atMostNights: 'A stay can be at most %n nights.',
}

export type SiteStayWords = typeof enStay

/**
 * Every page's words, what the room and home pages say about a landing link, and the room
 * panel's words about the chosen dates.
 */
export type StayWords = SiteStayWords & LandingWords & PanelWords & PolicyWords

/**
 * A rate's cancellation policy, which the server states in English: the other languages say it
 * from its last free day (`%d`) and what cancelling after it costs (`%c`). English has none of
 * these, so its pages show the server's sentence and ship nothing more.
 */
export type PolicyWords = {
  policyFreeUntil: string
  policyEnded: string
  nonRefundable: string
}
