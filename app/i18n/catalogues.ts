import { filText } from '../../content/translations/fil'
import { jaText } from '../../content/translations/ja'
import { koText } from '../../content/translations/ko'
import { zhText } from '../../content/translations/zh'
import { languageOf, type Language } from './languages'
import type { Catalogue, HeadWords } from './catalogue'
import type { Locale } from './locale'
import { fil } from './messages/fil'
import { ja } from './messages/ja'
import { ko } from './messages/ko'
import { lookupFil } from './messages/lookup/fil'
import { lookupJa } from './messages/lookup/ja'
import { lookupKo } from './messages/lookup/ko'
import { lookupZh } from './messages/lookup/zh'
import { zh } from './messages/zh'

/** Read by the language routes' loaders only, at build time: no catalogue ships as JavaScript. */
export const CATALOGUES: Record<Exclude<Language, 'en'>, Catalogue> = { fil, ko, zh, ja }

const TEXTS = { fil: filText, ko: koText, zh: zhText, ja: jaText }

/** Reservations mode's look-up page's words, for that page's loader only. */
export const LOOKUP_CATALOGUES = { fil: lookupFil, ko: lookupKo, zh: lookupZh, ja: lookupJa }

/**
 * A language page's loader data: its language's words and content text, nothing of the others'.
 * A page with screens of its own asks for their words too (`lookup`: the guest's reservation page).
 */
export function languagePageData(
  pathname: string,
  screens: { lookup?: boolean } = {},
): { locale: Locale; head: HeadWords } {
  const lang = languageOf(pathname)
  if (lang === 'en') throw new Error(`${pathname} is no language page`)
  const { words, picker, head, style } = CATALOGUES[lang]
  const locale: Locale = { lang, words, picker, text: TEXTS[lang], ...(style && { style }) }
  if (screens.lookup) locale.lookup = LOOKUP_CATALOGUES[lang]
  return { locale, head }
}
