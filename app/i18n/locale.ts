import { createContext, useContext } from 'react'
import { useMatches } from 'react-router'
import type { Language } from './languages'
import { en, type Messages } from './messages/en'
import type { PickerWords } from './messages/en-picker'
import type { LookupWords } from './messages/lookup/en'
import type { BookingWords } from './messages/booking/en'
import type { StayWords } from './messages/booking/en-stay'
import type { ContentText } from '../../content/translations/content-text'

/**
 * What a page says in its language: the screens' words, the date picker's (none for English,
 * which the picker brings), the content's text, and for a script the brand faces lack, the CSS
 * that gives it system fonts and its own line breaking. Reservations mode's pages add their
 * own words: `stay` on every guest page, `booking` on the booking page and the confirmation,
 * `lookup` on the guest's reservation page (none for English, whose words come with the
 * modules that show them).
 */
export type Locale = {
  lang: Language
  words: Messages
  picker?: PickerWords
  stay?: StayWords
  booking?: BookingWords
  text: ContentText
  style?: string
  /** Reservations mode's look-up page: its words (English ships with that page's code). */
  lookup?: LookupWords
}

/**
 * English ships with the app (its pages carry no loader data, so they stay as they were); the
 * other languages reach a page as its route's loader data, prerendered into the HTML
 * (decision 044).
 */
const ENGLISH: Locale = { lang: 'en', words: en, text: {} }

export const LocaleContext = createContext(ENGLISH)

export function useLocale(): Locale {
  return useContext(LocaleContext)
}

/** The locale a language route's loader handed the page, else English. */
export function useRouteLocale(): Locale {
  const data = useMatches().at(-1)?.data as { locale?: Locale } | undefined
  return data?.locale ?? ENGLISH
}

/** Fills `%n`-style marks in a message: fill('%n of %t', { n: 1, t: 3 }) is '1 of 3'. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/%(\w)/g, (mark, key: string) => String(values[key] ?? mark))
}
