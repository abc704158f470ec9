import { formatStayDate, RESORT_TIME_ZONE, type IsoDate } from '../../domain/calendar'
import { LANGUAGE_TAGS, type Language } from './languages'

/**
 * '2027-01-05' as a guest of the language reads a date: 'Tue 5 Jan 2027' in English, as the
 * emails and the staff console write it, '2027년 1월 5일 (화)' in Korean. The date is the
 * resort's calendar date, so it is formatted in UTC, where it has no time of day to shift.
 */
export function formatDateIn(lang: Language, date: IsoDate): string {
  if (lang === 'en') return formatStayDate(date)
  return formatterOf(lang, 'date').format(new Date(`${date}T00:00:00Z`))
}

/** An instant's 24-hour clock time at the resort, '07:30'. */
export function formatClockIn(lang: Language, instant: Date): string {
  return formatterOf(lang, 'clock').format(instant)
}

const FORMATS = {
  date: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' },
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: RESORT_TIME_ZONE },
} satisfies Record<string, Intl.DateTimeFormatOptions>

type Format = keyof typeof FORMATS

/**
 * Filipino's short weekday and month are alike for March and Tuesday ('Mar, Mar 2, 2027'): its
 * weekday is written out.
 */
const FORMAT_OF_LANGUAGE: Partial<
  Record<Language, Partial<Record<Format, Intl.DateTimeFormatOptions>>>
> = {
  fil: { date: { ...FORMATS.date, weekday: 'long' } },
}

// Made once per language and format: a page formats a date for every line it shows.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(lang: Language, format: Format): Intl.DateTimeFormat {
  const key = `${lang} ${format}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const options = FORMAT_OF_LANGUAGE[lang]?.[format] ?? FORMATS[format]
    formatter = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], options)
    formatters.set(key, formatter)
  }
  return formatter
}
