import { addDays, daysBetween, parseIsoDate, type IsoDate } from '../../domain/calendar'
import { MAX_ADULTS, MAX_KIDS, MIN_ADULTS } from '../../domain/party'
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../domain/stay'
import { readStayQuery, type StayQuery } from './stay-query'

/**
 * Reservations mode: the link a search engine's hotel listing fills in
 * (`?checkin=YYYY-MM-DD&nights=N&adults=A&kids=K`). It arrives from outside, so each part is
 * checked on its own and a bad one is left out and named, never guessed and never an error page.
 */
export type LandingIgnored =
  'checkin-unreadable' | 'checkin-past' | 'checkin-too-far' | 'nights' | 'adults' | 'kids'

export type Landing = { stay: StayQuery; ignored: LandingIgnored[] }

/**
 * The landing link's stay and party, or null when the address has no landing part: `checkin`
 * or `nights` (its `adults` and `kids` share their names with the site's own stay query).
 */
export function readLandingQuery(params: URLSearchParams, today: IsoDate): Landing | null {
  if (!params.has('checkin') && !params.has('nights')) return null
  const ignored: LandingIgnored[] = []
  const stay: StayQuery = {}
  const checkIn = landingCheckIn(params.get('checkin'), today, ignored)
  const nights = countIn(params.get('nights'), 1, MAX_NIGHTS)
  if (params.has('nights') && nights === null) ignored.push('nights')
  if (checkIn) {
    stay.checkIn = checkIn
    if (nights !== null) stay.checkOut = addDays(checkIn, nights)
  }
  const adults = countIn(params.get('adults'), MIN_ADULTS, MAX_ADULTS)
  if (params.has('adults') && adults === null) ignored.push('adults')
  else if (adults !== null) stay.adults = adults
  const kids = countIn(params.get('kids'), 0, MAX_KIDS)
  if (params.has('kids') && kids === null) ignored.push('kids')
  else if (kids !== null) stay.kids = kids
  return { stay, ignored }
}

/**
 * What a page opened with: a landing link's stay when it has one (the site's own `checkIn`
 * query keeps its rate), else the site's own stay query as before.
 */
export function readArrivalQuery(params: URLSearchParams, today: IsoDate): Landing {
  const own = readStayQuery(params.toString())
  const landing = readLandingQuery(params, today)
  if (!landing) return { stay: own, ignored: [] }
  return {
    stay: { ...landing.stay, ...(own.rate ? { rate: own.rate } : {}) },
    ignored: landing.ignored,
  }
}

function landingCheckIn(
  text: string | null,
  today: IsoDate,
  ignored: LandingIgnored[],
): IsoDate | null {
  if (text === null) return null
  const date = parseIsoDate(text)
  if (date === null) ignored.push('checkin-unreadable')
  else if (daysBetween(today, date) < 0) ignored.push('checkin-past')
  else if (daysBetween(today, date) > MAX_DAYS_AHEAD) ignored.push('checkin-too-far')
  else return date
  return null
}

function countIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^-?\d{1,3}$/.test(text.trim())) return null
  const count = Number(text.trim())
  return count >= min && count <= max ? count : null
}
