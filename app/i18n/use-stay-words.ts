import type { IsoDate } from '../../domain/calendar'
import { formatCentavos } from '../../domain/money'
import type { StatedPolicy } from '../../domain/pricing'
import { formatDateIn } from './dates'
import type { Language } from './languages'
import { fill, useLocale } from './locale'
import {
  enStay,
  type PolicyWords,
  type SiteStayWords,
  type StayWords,
} from './messages/booking/en-stay'

/** A stay in a page's words: its nights, party and dates. */
export type StayTalk = {
  lang: Language
  stay: SiteStayWords
  nights: (nights: number) => string
  party: (party: { adults: number; kids: number }) => string
  date: (date: IsoDate) => string
  dates: (checkIn: IsoDate, checkOut: IsoDate) => string
  /** A rate's cancellation policy. */
  policy: (policy: StatedPolicy) => string
}

/**
 * Reservations mode's words of the page (decision 044: a language page's come as its loader
 * data; English comes with this module, which only reservations mode's screens import).
 */
export function useStayWords(): StayTalk {
  const { lang, stay } = useLocale()
  return stayTalk(lang, stay ?? enStay)
}

export function stayTalk(lang: Language, stay: SiteStayWords | StayWords): StayTalk {
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
    policy: (policy) => policyIn('nonRefundable' in stay ? stay : undefined, date, policy),
  }
}

/**
 * English (no words of its own) shows the server's sentence, and so does a quote stored before
 * charges were stated, whose `text` is all there is to say.
 */
function policyIn(
  words: PolicyWords | undefined,
  date: (iso: IsoDate) => string,
  { text, freeUntil, charge }: StatedPolicy,
): string {
  if (!words || charge === undefined) return text
  // A non-refundable rate also has no free day, but it never had one: describePolicy's words
  // tell it from a free cancellation that has ended.
  if (text.startsWith('Non-refundable')) return words.nonRefundable
  const c = formatCentavos(charge)
  return freeUntil === null
    ? fill(words.policyEnded, { c })
    : fill(words.policyFreeUntil, { d: date(freeUntil), c })
}
