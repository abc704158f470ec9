/** What the guest reads while changing their dates on `/reservation`, in the page's language. */
import type { GuestDateChange } from '../../../domain/api-contract'
import { addDays, daysBetween, type IsoDate } from '../../../domain/calendar'
import type { GuestDateChangeWay } from '../../../domain/guest-date-change'
import { formatCentavos } from '../../../domain/money'
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../../domain/stay'
import type { ApiProblem } from '../../lib/api-client'
import { formatDateIn } from '../../i18n/dates'
import type { LookupSpeech } from '../../i18n/lookup'
import { fill } from '../../i18n/locale'
import type { LookupWords } from '../../i18n/messages/lookup/en'
import { problemMessage } from '../../lib/problem-message'
import { knownRefusal } from './guest-problem'

/** How this stay's change goes, said before the guest chooses. */
export function changeIntro(way: GuestDateChangeWay, words: LookupWords): string {
  return way === 'at_once' ? words.changeIntroAtOnce : words.changeIntroRequest
}

export function sendLabel(way: GuestDateChangeWay, words: LookupWords): string {
  return way === 'at_once' ? words.changeSendAtOnce : words.changeSendRequest
}

/** '3 nights, Fri 15 Oct 2027 to Mon 18 Oct 2027' */
export function newStayWords(change: GuestDateChange, say: LookupSpeech): string {
  return fill(say.words.changeStay, {
    n: say.stay.nights(change.nights),
    d: say.stay.dates(change.checkIn, change.checkOut),
  })
}

/** The new total beside the one booked: the difference is the guest's first question. */
export function differenceWords(change: GuestDateChange, words: LookupWords): string {
  const b = formatCentavos(change.previousTotal)
  if (change.difference > 0)
    return fill(words.changeMore, { d: formatCentavos(change.difference), b })
  if (change.difference < 0)
    return fill(words.changeLess, { d: formatCentavos(-change.difference), b })
  return fill(words.changeSame, { b })
}

/** Said once the change is sent: made at once, or asked of the resort. */
export function sentWords(change: GuestDateChange, say: LookupSpeech): string {
  return change.way === 'at_once'
    ? fill(say.words.changedAtOnce, {
        s: newStayWords(change, say),
        a: formatCentavos(change.total),
      })
    : fill(say.words.changeAsked, { d: say.stay.dates(change.checkIn, change.checkOut) })
}

type Dates = { checkIn: IsoDate; checkOut: IsoDate }

/**
 * A refusal about one of the dates is said beside the fields, and marks the one it is about. The
 * English page says it in the server's words; another language in its own for the refusals a
 * guest can meet here (domain/stay.ts's checkStay and domain/guest-date-change.ts's, told apart
 * by the dates they refused): nights taken, a check-in past, too far ahead, or today, a stay
 * begun or too long. Any other comes in the server's words.
 */
export function dateRefusalOf(
  problem: ApiProblem,
  say: LookupSpeech,
  dates: { booked: Dates; wanted: Dates | null },
  today: IsoDate,
) {
  if (problem.code === 'sold_out') {
    return { field: 'checkIn' as const, message: say.words.changeNightsTaken }
  }
  const { checkIn, checkOut } = problem.fields
  const wanted = say.lang === 'en' ? null : dates.wanted
  if (checkIn) {
    const ours = wanted && checkInRefusal(dates.booked, wanted, today, say)
    return { field: 'checkIn' as const, message: ours || checkIn }
  }
  if (checkOut) {
    const tooLong = wanted && daysBetween(wanted.checkIn, wanted.checkOut) > MAX_NIGHTS
    return {
      field: 'checkOut' as const,
      message: tooLong ? fill(say.stay.stay.atMostNights, { n: MAX_NIGHTS }) : checkOut,
    }
  }
  return null
}

/** In the order the server asks: the dates themselves, then the stay booked, then tomorrow. */
function checkInRefusal(
  booked: Dates,
  wanted: Dates,
  today: IsoDate,
  { lang, words, stay }: LookupSpeech,
): string | null {
  const days = daysBetween(today, wanted.checkIn)
  if (days < 0) return stay.stay.checkInPast
  if (days > MAX_DAYS_AHEAD) {
    const until = formatDateIn(lang, addDays(today, MAX_DAYS_AHEAD))
    return fill(words.changeTooFar, { n: MAX_DAYS_AHEAD, d: until })
  }
  if (daysBetween(today, booked.checkIn) < 1) return words.changeBegun
  return days === 0 ? words.changeFromTomorrow : null
}

/** A change refused not for its dates: the stay has moved on to where it no longer changes here. */
export function changeProblem(problem: ApiProblem, say: LookupSpeech): string {
  return problem.code === 'wrong_state'
    ? knownRefusal(problem, say, say.words.changeNotOnline)
    : problemMessage(problem, say.words)
}
