import { expect, test } from 'vitest'
import type { AvailabilityResponse } from '../../domain/api-contract'
import {
  initialStaySearch,
  searchCleared,
  searchFailed,
  searchFound,
  searchStarted,
  withCheckIn,
  withCheckOut,
} from './stay-search'

const answer: AvailabilityResponse = {
  checkIn: '2026-12-24',
  checkOut: '2026-12-26',
  nights: 2,
  rooms: [],
}
const party = { adults: 2, kids: 0 }

test('the search starts with no dates, no prices, no problem and no loading', () => {
  expect(initialStaySearch).toEqual({
    checkIn: null,
    checkOut: null,
    loading: false,
    found: null,
    problem: null,
  })
})

test('moving check-in on or past check-out clears check-out, as the pickers do', () => {
  const stay = withCheckOut(withCheckIn(initialStaySearch, '2026-12-24'), '2026-12-26')

  expect(withCheckIn(stay, '2026-12-25').checkOut).toBe('2026-12-26')
  expect(withCheckIn(stay, '2026-12-26').checkOut).toBeNull()
  expect(withCheckIn(stay, '2027-01-02').checkOut).toBeNull()
  expect(withCheckIn(stay, null).checkOut).toBe('2026-12-26')
})

test('a found answer stops loading and keeps the party it was asked for', () => {
  const found = searchFound(searchStarted(initialStaySearch), answer, party)

  expect(found.loading).toBe(false)
  expect(found.found).toEqual({ availability: answer, party })
})

test('a failure stops loading, says why and drops prices of earlier dates', () => {
  const found = searchFound(initialStaySearch, answer, party)

  const failed = searchFailed(searchStarted(found), { field: null, message: 'Try again.' })

  expect(failed).toMatchObject({ loading: false, found: null, problem: { message: 'Try again.' } })
})

test('starting a new search clears the last problem but keeps the dates', () => {
  const failed = searchFailed(withCheckIn(initialStaySearch, '2026-12-24'), {
    field: 'checkOut',
    message: 'Choose a check-out date.',
  })

  expect(searchStarted(failed)).toMatchObject({
    checkIn: '2026-12-24',
    problem: null,
    loading: true,
  })
})

test('clearing keeps the dates and forgets prices and problems', () => {
  const found = searchFound(withCheckIn(initialStaySearch, '2026-12-24'), answer, party)

  expect(searchCleared(found)).toMatchObject({ checkIn: '2026-12-24', found: null, problem: null })
})
