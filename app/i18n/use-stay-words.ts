import type { IsoDate } from '../../domain/calendar'
import { formatDateIn } from './dates'
import type { Language } from './languages'
import { fill, useLocale } from './locale'
import { enStay, type SiteStayWords } from './messages/booking/en-stay'

/** A stay in a page's words: its nights, party and dates. */
export type StayTalk = {
  lang: Language
  stay: SiteStayWords
  nights: (nights: number) => string
  party: (party: { adults: number; kids: number }) => string
  date: (date: IsoDate) => string
  dates: (checkIn: IsoDate, checkOut: IsoDate) => string
}

/**
 * Reservations mode's words of the page (decision 044: a language page's come as its loader
 * data; English comes with this module, which only reservations mode's screens import).
 */
export function useStayWords(): StayTalk {
  const { lang, stay } = useLocale()
  return stayTalk(lang, stay ?? enStay)
}

export function stayTalk(lang: Language, stay: SiteStayWords): StayTalk {
  const date = (iso: IsoDate) => formatDateIn(lang, iso)
  return {
    lang,
    stay,
    nights: (nights) => (nights === 1 ? stay.oneNight : fill(stay.nights, { n: nights })),
    party: ({ adults, kids }) =>
      fill(stay.party, {
        a: adults === 1 ? stay.oneAdult : fill(stay.adults, { n: adults }),
        k: kids === 0 ? stay.noKids : kids === 1 ? stay.oneKid : fill(stay.kids, { n: kids }),
      }),
    date,
    dates: (checkIn, checkOut) => fill(stay.dateRange, { a: date(checkIn), b: date(checkOut) }),
  }
}
