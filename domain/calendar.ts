/**
 * The resort's calendar (docs/reservations.md, "Rules"): dates are the resort's local dates,
 * `YYYY-MM-DD` with no time zone, and "today" is the resort's today. Pure; no Intl in English,
 * so an English page loads no ICU data for it (decision 006); other languages' dates are Intl's.
 */
export type IsoDate = string

export const RESORT_TIME_ZONE = 'Asia/Manila'
// Manila has kept UTC+8 without daylight saving time since 1978, so a fixed offset is exact.
const RESORT_UTC_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// A date as other languages write it in words, with its weekday, like the English one.
const DATE_IN_WORDS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
}

/** The resort's date at the instant `now`. */
export function resortToday(now: Date): IsoDate {
  return fromUtcMs(now.getTime() + RESORT_UTC_OFFSET_MS)
}

/** The resort's local hour (0 to 23) at the instant `now`. */
export function resortHour(now: Date): number {
  return new Date(now.getTime() + RESORT_UTC_OFFSET_MS).getUTCHours()
}

/**
 * An instant as the resort's date and clock time, for deadlines told to guests:
 * 'Thu 24 Dec 2026, 14:05 (Manila time)'. In another `locale` (a BCP 47 tag), Intl's words for
 * the same, the zone named as that language names it: '2026년 12월 24일 (목) 14:05 필리핀 표준시'.
 */
export function formatResortInstant(instant: Date, locale = 'en'): string {
  if (locale !== 'en') {
    return new Intl.DateTimeFormat(locale, {
      ...DATE_IN_WORDS,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: RESORT_TIME_ZONE,
      timeZoneName: 'long',
    }).format(instant)
  }
  const clock = new Date(instant.getTime() + RESORT_UTC_OFFSET_MS).toISOString().slice(11, 16)
  return `${formatStayDate(resortToday(instant))}, ${clock} (Manila time)`
}

/** The text when it is a real calendar date written `YYYY-MM-DD`, else null. */
export function parseIsoDate(text: unknown): IsoDate | null {
  if (typeof text !== 'string') return null
  const match = ISO_DATE.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real =
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  return real ? text : null
}

// Prices and availability turn dates into numbers and back for every night of every rate: read
// and written by hand, five times faster than Date.parse and toISOString.
function toUtcMs(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
}

function fromUtcMs(ms: number): IsoDate {
  const date = new Date(ms)
  return `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value)
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS)
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS)
}

/** The nights of the half-open stay [checkIn, checkOut), each named by its date. */
export function nightsOf(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const count = daysBetween(checkIn, checkOut)
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(checkIn, index))
}

/** A date picker's local calendar day as the resort's date string. */
export function isoFromLocalDate(date: Date): IsoDate {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The resort's date string as a local calendar day, for a date picker. */
export function localDateFromIso(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/**
 * '2026-12-24' -> 'Thu 24 Dec 2026': unambiguous for guests from any country. In another
 * `locale` (a BCP 47 tag), as that language writes a date: 'ko' '2026년 12월 24일 (목)'.
 */
export function formatStayDate(date: IsoDate, locale = 'en'): string {
  const utc = new Date(toUtcMs(date))
  if (locale !== 'en') {
    return new Intl.DateTimeFormat(locale, { ...DATE_IN_WORDS, timeZone: 'UTC' }).format(utc)
  }
  return `${WEEKDAYS[utc.getUTCDay()]} ${utc.getUTCDate()} ${MONTHS[utc.getUTCMonth()]} ${utc.getUTCFullYear()}`
}
