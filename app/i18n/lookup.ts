import { formatResortInstant, resortToday } from '../../domain/calendar'
import { formatClockIn, formatDateIn } from './dates'
import type { Language } from './languages'
import { fill, useLocale } from './locale'
import { lookupEn, type LookupWords } from './messages/lookup/en'
import { enStay, type SiteStayWords } from './messages/booking/en-stay'
import { stayTalk, type StayTalk } from './use-stay-words'

/**
 * The guest's reservation page speaks the page's language (whatever the booking was made in; the
 * emails follow the booking). Its words come as the language route's loader data; English ships
 * with the page's code, which only reservations mode has (decision 044). A stay's nights, dates
 * and date problems are the stay words the booking pages say them in.
 */
export type LookupSpeech = { lang: Language; words: LookupWords; stay: StayTalk }

export function lookupSpeech(
  lang: Language,
  words: LookupWords,
  stay: SiteStayWords,
): LookupSpeech {
  return { lang, words, stay: stayTalk(lang, stay) }
}

export const ENGLISH_LOOKUP = lookupSpeech('en', lookupEn, enStay)

export function useLookupSpeech(): LookupSpeech {
  const { lang, lookup, stay } = useLocale()
  return lookup ? lookupSpeech(lang, lookup, stay ?? enStay) : ENGLISH_LOOKUP
}

/** The look-up page's words: the page's language's, else English. */
export function useLookupWords(): LookupWords {
  return useLookupSpeech().words
}

/** A deadline as the resort's date and 24-hour clock time, said to be Manila's. */
export function formatInstantIn({ lang, words }: LookupSpeech, instant: Date): string {
  if (lang === 'en') return formatResortInstant(instant)
  const clock = formatClockIn(lang, instant)
  return fill(words.instant, { d: formatDateIn(lang, resortToday(instant)), t: clock })
}
