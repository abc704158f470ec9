import type { GuestDateChange } from '../../../domain/api-contract'
import { daysBetween, type IsoDate } from '../../../domain/calendar'
import type { GuestDateChangeWay } from '../../../domain/guest-date-change'
import { formatCentavos } from '../../../domain/money'
import { MAX_NIGHTS } from '../../../domain/stay'
import type { ApiProblem } from '../../lib/api-client'
import { nightsIn, stayDatesIn, type LookupSpeech } from '../../i18n/lookup'
import { fill } from '../../i18n/locale'
import type { LookupWords } from '../../i18n/messages/lookup/en'

/** What the guest reads while changing their dates on `/reservation`, in the page's language. */

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
    n: nightsIn(say, change.nights),
    d: stayDatesIn(say, change.checkIn, change.checkOut),
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
    : fill(say.words.changeAsked, { d: stayDatesIn(say, change.checkIn, change.checkOut) })
}

/**
 * A refusal about one of the dates is said beside the fields, and marks the one it is about, in
 * the page's language for the refusals a guest can meet here (domain/stay.ts's checkStay and
 * domain/guest-date-change.ts's, told apart by the dates they refused, as the server words
 * them in English): nights taken, a check-in today or past, a stay too long. Any other comes in
 * the server's words.
 */
export function dateRefusalOf(
  problem: ApiProblem,
  words: LookupWords,
  wanted: { checkIn: IsoDate; checkOut: IsoDate } | null,
  today: IsoDate,
) {
  if (problem.code === 'sold_out') {
    return { field: 'checkIn' as const, message: words.changeNightsTaken }
  }
  const { checkIn, checkOut } = problem.fields
  if (checkIn)
    return { field: 'checkIn' as const, message: checkInRefusal(wanted, today, words) ?? checkIn }
  if (checkOut) {
    const tooLong = wanted && daysBetween(wanted.checkIn, wanted.checkOut) > MAX_NIGHTS
    return {
      field: 'checkOut' as const,
      message: tooLong ? fill(words.changeTooLong, { n: MAX_NIGHTS }) : checkOut,
    }
  }
  return null
}

function checkInRefusal(
  wanted: { checkIn: IsoDate } | null,
  today: IsoDate,
  words: LookupWords,
): string | null {
  if (!wanted) return null
  const days = daysBetween(today, wanted.checkIn)
  if (days < 0) return words.changeInPast
  return days === 0 ? words.changeFromTomorrow : null
}
