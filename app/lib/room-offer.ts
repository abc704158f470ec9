import type { AvailabilityResponse, RateQuote } from '../../domain/api-contract'
import type { Party } from '../../domain/party'
import { standardRate } from '../../domain/rates'
import { roomBookings } from '../../content/booking'
import type { Room } from '../../content/schema'
import { formatCentavos } from '../../domain/money'
import { fill } from '../i18n/locale'
import { enStay, type SiteStayWords } from '../i18n/messages/booking/en-stay'
import { formatPeso } from './currency'

/** Reservations mode: what a room offers for a searched stay, as its card tells it. */
export type RoomOffer =
  /** `rate`: the one the card prices the stay at, with the lines its 'Price details' lists. */
  | { kind: 'available'; nights: number; rate: RateQuote; unitsLeft: number }
  | { kind: 'sold-out'; nights: number }
  /** A stay rule refuses these dates online; the message says why. */
  | { kind: 'restricted'; message: string }
  | { kind: 'too-small'; maxPerson: number; guests: number }
  /** The answer did not list the room (content and server out of step): no claim either way. */
  | { kind: 'unknown' }

/**
 * The card shows the total at the room's standard rate, the one whose price the card already
 * shows; the room page offers the other rates.
 */
export function offerFor(
  room: Room,
  availability: AvailabilityResponse,
  party: Party,
  words: SiteStayWords = enStay,
): RoomOffer {
  const answer = availability.rooms.find((candidate) => candidate.id === room.id)
  if (!answer) return { kind: 'unknown' }
  if (!answer.fits) {
    return { kind: 'too-small', maxPerson: answer.maxPerson, guests: party.adults + party.kids }
  }
  if (!answer.bookable) {
    return { kind: 'restricted', message: answer.restriction?.message ?? words.notBookableOnline }
  }
  if (!answer.available) return { kind: 'sold-out', nights: availability.nights }
  const rate = pickRate(answer.rates, room)
  if (!rate) return { kind: 'unknown' }
  return { kind: 'available', nights: availability.nights, rate, unitsLeft: answer.unitsLeft }
}

/** The line that announces a search's result, and heads the cards. */
export function offersSummary(offers: readonly RoomOffer[], words: SiteStayWords = enStay): string {
  const available = offers.filter((offer) => offer.kind === 'available').length
  const restricted = offers.find((offer) => offer.kind === 'restricted')
  if (available === 0 && restricted) return restricted.message
  if (available === 0) return words.noRoomFree
  return available === 1 ? words.oneRoomFree : fill(words.roomsFree, { n: available })
}

/**
 * The rate a guest wanted (from a link or a click) when the room has it, else the room's
 * standard rate, the one its card price stands for, else the first.
 */
export function pickRate(
  rates: readonly RateQuote[],
  room: Room,
  wanted?: string | null,
): RateQuote | undefined {
  const booking = roomBookings.find((candidate) => candidate.roomId === room.id)
  const standardCode = booking ? standardRate(booking, room.price)?.code : undefined
  return (
    rates.find((rate) => rate.code === wanted) ??
    rates.find((rate) => rate.code === standardCode) ??
    rates[0]
  )
}

/**
 * What a card's button says and the rate it books (docs/reservations.md, "What guests see"):
 * with dates, the stay's total at the rate the card shows; before dates, the room's lowest
 * nightly price, booked at that rate; and no button where the dates cannot be booked.
 */
export type CardBooking =
  /** `from`: before dates, the price a night alone ('from ₱2,000 a night'), set under 'Book now'. */
  | { kind: 'book'; label: string; rate: string | undefined; from?: string }
  | { kind: 'not-bookable' }

export function cardBooking(
  room: Room,
  offer: RoomOffer | null,
  words: SiteStayWords = enStay,
): CardBooking {
  if (offer?.kind === 'available') {
    return {
      kind: 'book',
      label: fill(words.bookFor, { p: formatCentavos(offer.rate.total) }),
      rate: offer.rate.code,
    }
  }
  // An answer that did not list the room makes no claim about the dates (see RoomOffer).
  if (offer && offer.kind !== 'unknown') return { kind: 'not-bookable' }
  const booking = roomBookings.find((candidate) => candidate.roomId === room.id)
  const lowest = booking?.rates.reduce((low, rate) => (rate.price < low.price ? rate : low))
  const from = fill(words.fromANight, { p: formatPeso(lowest?.price ?? room.price) })
  return { kind: 'book', label: fill(words.bookFor, { p: from }), rate: lowest?.code, from }
}
