/**
 * The guest's pages that mail links to, in the language they booked in: /ko/reservation is
 * /reservation in Korean. The same rule as the site's paths (app/i18n/languages.ts pathIn),
 * which the server cannot import: English keeps the unprefixed paths.
 */
import type { Language } from '../../../domain/languages'

/** The site's home in the language, e.g. 'https://resort.example/ko' ('…/' in English). */
export function homePageIn(siteOrigin: string, language: Language | undefined): string {
  return language === undefined || language === 'en'
    ? `${siteOrigin}/`
    : `${siteOrigin}/${language}`
}

/** Where the guest looks the reservation up, pays or cancels it. */
export function reservationPageIn(
  siteOrigin: string,
  ref: string,
  language: Language | undefined,
): string {
  const prefix = language === undefined || language === 'en' ? '' : `/${language}`
  return `${siteOrigin}${prefix}/reservation?ref=${encodeURIComponent(ref)}`
}
