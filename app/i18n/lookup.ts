import {
  formatResortInstant,
  formatStayDate,
  RESORT_TIME_ZONE,
  resortToday,
  type IsoDate,
} from '../../domain/calendar'
import { LANGUAGE_TAGS, type Language } from './languages'
import { fill, useLocale } from './locale'
import { lookupEn, type LookupWords } from './messages/lookup/en'

/**
 * The guest's reservation page speaks the page's language (whatever the booking was made in; the
 * emails follow the booking). Its words come as the language route's loader data; English ships
 * with the page's code, which only reservations mode has (decision 044).
 */
export type LookupSpeech = { lang: Language; words: LookupWords }

export const ENGLISH_LOOKUP: LookupSpeech = { lang: 'en', words: lookupEn }

export function useLookupSpeech(): LookupSpeech {
  const { lang, lookup } = useLocale()
  return lookup ? { lang, words: lookup } : ENGLISH_LOOKUP
}

/** The look-up page's words: the page's language's, else English. */
export function useLookupWords(): LookupWords {
  return useLookupSpeech().words
}

/**
 * '2027-01-05' as a guest of the language reads a date: 'Tue 5 Jan 2027' in English, as the
 * emails and the staff console write it, '2027년 1월 5일 (화)' in Korean. The date is the
 * resort's calendar date, so it is formatted in UTC, where it has no time of day to shift.
 */
export function formatDateIn(lang: Language, date: IsoDate): string {
  if (lang === 'en') return formatStayDate(date)
  return formatterOf(lang, 'date').format(new Date(`${date}T00:00:00Z`))
}

/** A deadline as the resort's date and 24-hour clock time, said to be Manila's. */
export function formatInstantIn({ lang, words }: LookupSpeech, instant: Date): string {
  if (lang === 'en') return formatResortInstant(instant)
  const clock = formatterOf(lang, 'clock').format(instant)
  return fill(words.instant, { d: formatDateIn(lang, resortToday(instant)), t: clock })
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

/** '3 nights' */
export function nightsIn({ words }: LookupSpeech, nights: number): string {
  return nights === 1 ? words.oneNight : fill(words.nights, { n: nights })
}

/** 'Fri 15 Oct 2027 to Mon 18 Oct 2027' */
export function stayDatesIn(say: LookupSpeech, checkIn: IsoDate, checkOut: IsoDate): string {
  return fill(say.words.stayDates, {
    i: formatDateIn(say.lang, checkIn),
    o: formatDateIn(say.lang, checkOut),
  })
}
