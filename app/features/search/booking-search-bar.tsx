import type { FormEvent } from 'react'
import { useLocale } from '../../i18n/locale'
import { EARLY_ATTRIBUTES } from '../../lib/early-input'
import { roomFilterStore } from '../../state/use-room-filter'
import { GuestSelects } from '../../components/stay-fields/guest-selects'
import { StayDateFields } from '../../components/stay-fields/stay-date-fields'
import { useEarlyCheck } from './use-early-check'

/** Shared with reservations mode's search bar (stay-search-bar.tsx), which looks the same. */
export const SEARCH_FORM_ATTRIBUTES = {
  'aria-label': 'Check room availability',
  // Before the app takes over, the early input script answers this form's submit (decision 009).
  [EARLY_ATTRIBUTES.checkForm]: '',
}
export const SEARCH_FORM =
  'relative z-10 mx-auto flex h-[300px] max-w-6xl flex-col bg-white shadow-xl md:-mt-[35px] md:h-[70px] md:flex-row'
export const SEARCH_FIELD =
  'h-[60px] border-b border-sand-deep md:h-full md:flex-1 md:border-r md:border-b-0'
export const SEARCH_BUTTON =
  'h-[60px] bg-accent text-sm tracking-[0.25em] text-white uppercase transition-colors hover:bg-accent-deep md:h-full md:flex-1'

/**
 * docs/product.md §2: four fields and 'Check Now'; stacked and 300 px high on small screens, a 70 px row
 * overlapping the banner on large ones.
 */
export function BookingSearchBar() {
  useEarlyCheck(roomFilterStore.check)
  const { words } = useLocale()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    roomFilterStore.check()
  }

  return (
    <form
      {...SEARCH_FORM_ATTRIBUTES}
      aria-label={words.searchForm}
      onSubmit={onSubmit}
      className={SEARCH_FORM}
    >
      <StayDateFields fieldClassName={SEARCH_FIELD} />
      <GuestSelects className={SEARCH_FIELD} />
      <button type="submit" className={SEARCH_BUTTON}>
        {words.checkNow}
      </button>
    </form>
  )
}
