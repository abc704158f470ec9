/**
 * The site's languages and the paths between them. English keeps the unprefixed paths; every
 * other language has the same pages under its own prefix (/ko/room/2 is /room/2 in Korean).
 */
import { LANGUAGES, type Language } from '../../domain/languages'

export { LANGUAGES, type Language }

/** The languages with a path prefix: every one but English. */
export const PREFIXED_LANGUAGES = LANGUAGES.slice(1) as Exclude<Language, 'en'>[]

/** BCP 47 tags for `<html lang>` and hreflang: Chinese is written in simplified characters. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  fil: 'fil',
  ko: 'ko',
  zh: 'zh-Hans',
  ja: 'ja',
}

/** Each language named in itself, as the language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fil: 'Filipino',
  ko: '한국어',
  zh: '简体中文',
  ja: '日本語',
}

/** The language a path is in: its first segment when that is a language's prefix. */
export function languageOf(pathname: string): Language {
  const first = pathname.split('/')[1]
  return PREFIXED_LANGUAGES.find((lang) => lang === first) ?? 'en'
}

/** The page a path shows, whatever its language: /ko/room/2 and /room/2 are both /room/2. */
export function pageOf(pathname: string): string {
  const lang = languageOf(pathname)
  return lang === 'en' ? pathname : pathname.slice(lang.length + 1) || '/'
}

/**
 * A page's path in a language: ('ko', '/room/2') is /ko/room/2. A language's home is /ko, without
 * a trailing slash, like every other page (the server redirects /ko/ there).
 */
export function pathIn(lang: Language, page: string): string {
  return lang === 'en' ? page : `/${lang}${page === '/' ? '' : page}`
}
