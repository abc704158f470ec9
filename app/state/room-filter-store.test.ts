import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { rooms } from '../../content/rooms'
import { SEARCH_DELAY_MS } from './room-filter'
import { createRoomFilterStore } from './room-filter-store'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('Check Now loads for exactly 3000 ms, then lists the rooms the party fits', () => {
  const store = createRoomFilterStore(rooms)
  store.setAdults('3 Adults')
  store.setKids('2 Kids')

  store.check()
  vi.advanceTimersByTime(SEARCH_DELAY_MS - 1)
  const during = store.getSnapshot()
  vi.advanceTimersByTime(1)
  const after = store.getSnapshot()

  expect(SEARCH_DELAY_MS).toBe(3000)
  expect(during).toMatchObject({ loading: true, rooms })
  expect(after.loading).toBe(false)
  expect(after.rooms.map((r) => r.name)).toEqual(['Cabana Rooms'])
})

test('the party counted is the one when Check Now was pressed', () => {
  const store = createRoomFilterStore(rooms)
  store.setAdults('4 Adults')

  store.check()
  store.setAdults('1 Adult')
  vi.advanceTimersByTime(SEARCH_DELAY_MS)

  expect(store.getSnapshot().rooms.map((r) => r.id)).toEqual([2, 3])
})

test('pressing Check Now again restarts the delay', () => {
  const store = createRoomFilterStore(rooms)

  store.check()
  vi.advanceTimersByTime(2000)
  store.check()
  vi.advanceTimersByTime(2000)

  expect(store.getSnapshot().loading).toBe(true)
  vi.advanceTimersByTime(1000)
  expect(store.getSnapshot().loading).toBe(false)
})

test('reset during a check cancels it and restores defaults and every room', () => {
  const store = createRoomFilterStore(rooms)
  store.setAdults('4 Adults')
  store.setKids('4 Kids')
  store.check()

  store.reset()
  vi.advanceTimersByTime(SEARCH_DELAY_MS * 2)

  expect(store.getSnapshot()).toEqual({ adults: '1 Adult', kids: '0 Kid', rooms, loading: false })
})

test('subscribers hear every change and stop hearing once unsubscribed', () => {
  const store = createRoomFilterStore(rooms)
  const listener = vi.fn()
  const unsubscribe = store.subscribe(listener)

  store.setKids('1 Kid')
  unsubscribe()
  store.setKids('2 Kids')

  expect(listener).toHaveBeenCalledTimes(1)
})

test('a press made before the app took over waits only for what is left of the delay', () => {
  const store = createRoomFilterStore(rooms)
  store.setAdults('4 Adults')
  store.setKids('3 Kids')

  store.check(1200)
  vi.advanceTimersByTime(1199)
  const during = store.getSnapshot().loading
  vi.advanceTimersByTime(1)

  expect(during).toBe(true)
  expect(store.getSnapshot()).toMatchObject({ loading: false, rooms: [rooms[1]] })
})
