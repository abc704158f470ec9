import { filText } from '../../content/translations/fil'
import { jaText } from '../../content/translations/ja'
import { koText } from '../../content/translations/ko'
import { zhText } from '../../content/translations/zh'
import { languageOf, type Language } from './languages'
import type { BookingCatalogue, Catalogue, HeadWords } from './catalogue'
import type { Locale } from './locale'
import { fil } from './messages/fil'
import { ja } from './messages/ja'
import { ko } from './messages/ko'
import { zh } from './messages/zh'
import { filBooking } from './messages/booking/fil'
import { jaBooking } from './messages/booking/ja'
import { koBooking } from './messages/booking/ko'
import { zhBooking } from './messages/booking/zh'

type OtherLanguage = Exclude<Language, 'en'>

/** Read by the language routes' loaders only, at build time: no catalogue ships as JavaScript. */
export const CATALOGUES: Record<OtherLanguage, Catalogue> = { fil, ko, zh, ja }

/** Reservations mode's words, read the same way. */
export const BOOKING_CATALOGUES: Record<OtherLanguage, BookingCatalogue> = {
  fil: filBooking,
  ko: koBooking,
  zh: zhBooking,
  ja: jaBooking,
}

const TEXTS = { fil: filText, ko: koText, zh: zhText, ja: jaText }

/**
 * What a page of reservations mode needs beyond the default site's: `stay`, the words of every
 * guest page (and the contact block's content); `booking`, the booking's and confirmation's.
 */
export type ReservationWords = { stay?: boolean; booking?: boolean }

/**
 * A language page's loader data: its language's words and content text, nothing of the others',
 * and of reservations mode's words only those its page shows.
 */
export function languagePageData(
  pathname: string,
  { stay = false, booking = false }: ReservationWords = {},
): { locale: Locale; head: HeadWords } {
  const lang = languageOf(pathname)
  if (lang === 'en') throw new Error(`${pathname} is no language page`)
  const { words, picker, head, style } = CATALOGUES[lang]
  // The default site shows no contact block: its pages stay without that text.
  const { contact, ...text } = TEXTS[lang]
  const reservations = BOOKING_CATALOGUES[lang]
  const locale: Locale = {
    lang,
    words,
    picker,
    text: { ...text, ...(stay && contact && { contact }) },
    ...(style && { style }),
    ...(stay && { stay: reservations.stay }),
    ...(booking && { booking: reservations.booking }),
  }
  return { locale, head }
}
