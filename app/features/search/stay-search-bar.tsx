import { CircleAlert } from 'lucide'
import { useId, type FormEvent } from 'react'
import { resortToday } from '../../../domain/calendar'
import { roomFilterStore } from '../../state/use-room-filter'
import { staySearchStore, useSearchStayDates, useStaySearch } from '../../state/use-stay-search'
import {
  SEARCH_BUTTON,
  SEARCH_FIELD,
  SEARCH_FORM,
  SEARCH_FORM_ATTRIBUTES,
} from './booking-search-bar'
import { GuestSelects } from '../../components/stay-fields/guest-selects'
import { partyOf } from '../../../domain/party-labels'
import { StayDateFields } from '../../components/stay-fields/stay-date-fields'
import { useEarlyCheck } from './use-early-check'
import { useLandingSearch } from './use-landing-search'
import { ResortGraph } from '../../components/resort-graph'
import { Icon } from '../../components/icon'
import { stayProblemIn } from '../../i18n/stay-problems'
import { useLocale } from '../../i18n/locale'
import { enStay } from '../../i18n/messages/booking/en-stay'
import { useStayWords } from '../../i18n/use-stay-words'

/**
 * Reservations mode's search bar: the same four fields, but 'Check Now' with both dates asks
 * the server for each room's price for the stay. Without dates it filters by guests as the
 * spec says. Its dates are shared, like the guests, so they are still there after a room visit.
 */
export function StaySearchBar() {
  const dates = useSearchStayDates()
  const { problem } = useStaySearch()
  const problemId = useId()
  const { words } = useLocale()
  const { stay } = useStayWords()

  useEarlyCheck(checkStay)
  const landing = useLandingSearch(checkStay)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    checkStay()
  }

  return (
    <>
      <form {...SEARCH_FORM_ATTRIBUTES} onSubmit={onSubmit} className={SEARCH_FORM}>
        <StayDateFields
          fieldClassName={SEARCH_FIELD}
          dates={dates}
          problem={problem?.field ? { field: problem.field, messageId: problemId } : undefined}
        />
        <GuestSelects className={SEARCH_FIELD} />
        <button type="submit" className={SEARCH_BUTTON}>
          {words.checkNow}
        </button>
      </form>
      {/* Always in the page, so a new problem is announced as it appears. */}
      <div role="alert" className="mx-auto max-w-6xl">
        {problem && (
          <p id={problemId} className="mt-4 flex items-start gap-2 text-danger">
            <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
            {stayProblemIn(problem.message, enStay, stay)}
          </p>
        )}
      </div>
      {landing && <landing.Note ignored={landing.ignored} className="mx-auto mt-4 max-w-6xl" />}
      <ResortGraph rooms="all" />
    </>
  )
}

/** Without dates, the spec's guest filter (for what is left of its delay after an early press). */
function checkStay(delayLeftMs?: number) {
  const { checkIn, checkOut } = staySearchStore().getSnapshot()
  if (checkIn === null && checkOut === null) {
    staySearchStore().clear()
    roomFilterStore.check(delayLeftMs)
    return
  }
  const { adults, kids } = roomFilterStore.getSnapshot()
  void staySearchStore().check(partyOf(adults, kids), resortToday(new Date()))
}
