import { expect, test } from 'vitest'
import { rooms } from '../../content/rooms'
import {
  checkFinished,
  checkStarted,
  guestsOf,
  initialFilter,
  resetFilter,
  withAdults,
  withKids,
} from './room-filter'

test('the filter starts with 1 adult, 0 kids, all rooms and no loading', () => {
  expect(initialFilter(rooms)).toEqual({ adults: '1 Adult', kids: '0 Kid', rooms, loading: false })
})

test('choosing adults and kids changes only the selection', () => {
  const filter = withKids(withAdults(initialFilter(rooms), '3 Adults'), '2 Kids')

  expect(filter).toMatchObject({ adults: '3 Adults', kids: '2 Kids', loading: false })
  expect(filter.rooms).toHaveLength(3)
  expect(guestsOf(filter)).toBe(5)
})

test('check sets loading and keeps the current list until it finishes', () => {
  const started = checkStarted(withAdults(initialFilter(rooms), '4 Adults'))

  expect(started.loading).toBe(true)
  expect(started.rooms).toHaveLength(3)
})

test('a finished check lists the rooms the party fits and stops loading', () => {
  const finished = checkFinished(checkStarted(initialFilter(rooms)), rooms, 5)

  expect(finished.loading).toBe(false)
  expect(finished.rooms.map((r) => r.id)).toEqual([2])
})

test('reset brings back the defaults and all three rooms', () => {
  const narrowed = checkFinished(withAdults(initialFilter(rooms), '4 Adults'), rooms, 8)

  const reset = resetFilter(rooms)

  expect(narrowed.rooms).toHaveLength(1)
  expect(reset).toEqual({ adults: '1 Adult', kids: '0 Kid', rooms, loading: false })
})
