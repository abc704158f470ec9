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
import { lookupFil } from './messages/lookup/fil'
import { lookupJa } from './messages/lookup/ja'
import { lookupKo } from './messages/lookup/ko'
import { lookupZh } from './messages/lookup/zh'
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

/** Reservations mode's look-up page's words, for that page's loader only. */
export const LOOKUP_CATALOGUES = { fil: lookupFil, ko: lookupKo, zh: lookupZh, ja: lookupJa }

/**
 * A language page's loader data: its language's words and content text, nothing of the others'.
 * A page of reservations mode asks for that mode's words too: `stay`, those of every guest page
 * (and the contact block's content text); `booking`, the booking's and its confirmation's;
 * `lookup`, the guest's reservation page's.
 */
export function languagePageData(
  pathname: string,
  screens: { stay?: boolean; booking?: boolean; lookup?: boolean } = {},
): { locale: Locale; head: HeadWords } {
  const lang = languageOf(pathname)
  if (lang === 'en') throw new Error(`${pathname} is no language page`)
  const { words, picker, head, style } = CATALOGUES[lang]
  // The default site shows no contact block: its pages stay without that text.
  const { contact, ...text } = TEXTS[lang]
  const locale: Locale = {
    lang,
    words,
    picker,
    text: screens.stay ? { ...text, contact } : text,
    ...(style && { style }),
  }
  if (screens.stay) locale.stay = BOOKING_CATALOGUES[lang].stay
  if (screens.booking) locale.booking = BOOKING_CATALOGUES[lang].booking
  if (screens.lookup) locale.lookup = LOOKUP_CATALOGUES[lang]
  return { locale, head }
}
