import type { AvailabilityResponse } from '../../domain/api-contract'
import type { IsoDate } from '../../domain/calendar'
import type { Party } from '../../domain/party'
import { checkStay } from '../../domain/stay'
import type { ApiResult } from '../lib/api-client'
import { problemMessage } from '../lib/problem-message'
import {
  initialStaySearch,
  searchCleared,
  searchFailed,
  searchFound,
  searchStarted,
  withCheckIn,
  withCheckOut,
  type StaySearch,
} from './stay-search'

export type LoadAvailability = (
  stay: { checkIn: IsoDate; checkOut: IsoDate } & Party,
) => Promise<ApiResult<AvailabilityResponse>>

export type StaySearchStore = ReturnType<typeof createStaySearchStore>

// The API client loads on the first search, so the home page's first load carries none of it.
const loadAvailability: LoadAvailability = (stay) =>
  import('../lib/reservations-api').then((api) => api.getAvailability(stay))

/** A tiny external store like the room filter's, read with useSyncExternalStore. */
export function createStaySearchStore(load: LoadAvailability = loadAvailability) {
  let state = initialStaySearch
  // Each search gets a number; an answer to an older one arrives too late to be shown.
  let latest = 0
  const listeners = new Set<() => void>()

  function set(next: StaySearch) {
    state = next
    listeners.forEach((listener) => listener())
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => state,
    setCheckIn: (date: IsoDate | null) => set(withCheckIn(state, date)),
    setCheckOut: (date: IsoDate | null) => set(withCheckOut(state, date)),
    /** 'Check Now' with dates: the stay's prices for the party, or why there are none. */
    async check(party: Party, today: IsoDate) {
      const search = ++latest
      const checked = checkStay(state, today)
      if ('problems' in checked) {
        const field = checked.problems.checkIn ? 'checkIn' : 'checkOut'
        const message = checked.problems[field] ?? ''
        return set(searchFailed(state, { field, message }))
      }
      set(searchStarted(state))
      const answer = await load({ ...checked.stay, ...party })
      if (search !== latest) return
      if (answer.ok) return set(searchFound(state, answer.data, party))
      const field = answer.problem.fields.checkIn
        ? 'checkIn'
        : answer.problem.fields.checkOut
          ? 'checkOut'
          : null
      const message =
        (field && answer.problem.fields[field]) || searchProblemMessage(answer.problem)
      set(searchFailed(state, { field, message }))
    },
    /** 'Check Now' without dates: forget any prices; the room filter does the rest. */
    clear() {
      latest++
      set(searchCleared(state))
    },
    reset() {
      latest++
      set(initialStaySearch)
    },
  }
}

function searchProblemMessage(problem: Parameters<typeof problemMessage>[0]): string {
  if (problem.code === 'network' || problem.code === 'unexpected' || problem.status >= 500) {
    return 'We could not check prices for your dates just now. Your choices are kept: press Check Now to try again.'
  }
  return problemMessage(problem)
}
