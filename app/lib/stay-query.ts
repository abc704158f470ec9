import { parseIsoDate, type IsoDate } from '../../domain/calendar'
import { MAX_ADULTS, MAX_KIDS, MIN_ADULTS } from '../../domain/party'

/**
 * Reservations mode: the stay and party a visitor chose, carried from the home page to a room
 * and from a room to its booking form in the query string, so a link can be shared or reloaded.
 */
export type StayChoice = {
  checkIn: IsoDate
  checkOut: IsoDate
  adults: number
  kids: number
  /** A rate code from the availability answer; without it the room's standard rate. */
  rate?: string
}

export type StayQuery = Partial<StayChoice>

// The same shape the content schema allows for a rate code.
const RATE_CODE = /^[a-z0-9-]{1,32}$/

/** The well-formed parts of a query; anything missing or malformed is left out, not guessed. */
export function readStayQuery(search: string): StayQuery {
  const params = new URLSearchParams(search)
  const query: StayQuery = {}
  const checkIn = parseIsoDate(params.get('checkIn'))
  const checkOut = parseIsoDate(params.get('checkOut'))
  const adults = countIn(params.get('adults'), MIN_ADULTS, MAX_ADULTS)
  const kids = countIn(params.get('kids'), 0, MAX_KIDS)
  const rate = params.get('rate')
  if (checkIn) query.checkIn = checkIn
  if (checkOut) query.checkOut = checkOut
  if (adults !== null) query.adults = adults
  if (kids !== null) query.kids = kids
  if (rate !== null && RATE_CODE.test(rate)) query.rate = rate
  return query
}

/**
 * The stay a booking form needs: both dates, and a party that is either well-formed or absent
 * (1 adult, no kids, as the search bar starts). A part present but malformed makes it null,
 * so a damaged link is reported instead of quietly booking something else.
 */
export function readBookingQuery(search: string): StayChoice | null {
  const params = new URLSearchParams(search)
  const query = readStayQuery(search)
  const malformed = (['adults', 'kids', 'rate'] as const).some(
    (name) => params.has(name) && query[name] === undefined,
  )
  if (!query.checkIn || !query.checkOut || malformed) return null
  return {
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    adults: query.adults ?? MIN_ADULTS,
    kids: query.kids ?? 0,
    ...(query.rate ? { rate: query.rate } : {}),
  }
}

/** '?checkIn=2026-12-24&checkOut=2026-12-26&adults=2&kids=0', in that order; '' when empty. */
export function toStayQuery(query: StayQuery): string {
  const params = new URLSearchParams()
  if (query.checkIn) params.set('checkIn', query.checkIn)
  if (query.checkOut) params.set('checkOut', query.checkOut)
  if (query.adults !== undefined) params.set('adults', String(query.adults))
  if (query.kids !== undefined) params.set('kids', String(query.kids))
  if (query.rate) params.set('rate', query.rate)
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

function countIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,2}$/.test(text)) return null
  const count = Number(text)
  return count >= min && count <= max ? count : null
}
