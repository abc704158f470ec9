import { expect, test, vi } from 'vitest'
import type { AvailabilityResponse } from '../../domain/api-contract'
import type { ApiResult } from '../lib/api-client'
import { createStaySearchStore, type LoadAvailability } from './stay-search-store'

const TODAY = '2026-12-01'
const party = { adults: 2, kids: 1 }

function answerFor(checkIn: string, checkOut: string): AvailabilityResponse {
  return { checkIn, checkOut, nights: 2, rooms: [] }
}

/** A load whose answers the test hands out one by one, in any order. */
function controlledLoad() {
  const pending: ((result: ApiResult<AvailabilityResponse>) => void)[] = []
  const load = vi.fn<LoadAvailability>(() => new Promise((resolve) => pending.push(resolve)))
  return {
    load,
    answer: (index: number, result: ApiResult<AvailabilityResponse>) => pending[index]?.(result),
  }
}

function storeWithDates(load: LoadAvailability, checkIn = '2026-12-24', checkOut = '2026-12-26') {
  const store = createStaySearchStore(load)
  store.setCheckIn(checkIn)
  store.setCheckOut(checkOut)
  return store
}

test('Check Now with both dates asks for the stay and party, loading until the answer', async () => {
  const { load, answer } = controlledLoad()
  const store = storeWithDates(load)

  const done = store.check(party, TODAY)
  const during = store.getSnapshot()
  answer(0, { ok: true, data: answerFor('2026-12-24', '2026-12-26') })
  await done

  expect(load).toHaveBeenCalledWith({
    checkIn: '2026-12-24',
    checkOut: '2026-12-26',
    nights: 2,
    adults: 2,
    kids: 1,
  })
  expect(during.loading).toBe(true)
  expect(store.getSnapshot()).toMatchObject({ loading: false, found: { party }, problem: null })
})

test('one date only asks nothing and says which date is missing', async () => {
  const load = vi.fn<LoadAvailability>()
  const store = createStaySearchStore(load)
  store.setCheckIn('2026-12-24')

  await store.check(party, TODAY)

  expect(load).not.toHaveBeenCalled()
  expect(store.getSnapshot().problem).toEqual({
    field: 'checkOut',
    message: 'Choose a check-out date.',
  })
})

test('a stay the resort does not take is refused in words before asking', async () => {
  const load = vi.fn<LoadAvailability>()

  const longStay = storeWithDates(load, '2026-12-02', '2027-01-05')
  await longStay.check(party, TODAY)
  const past = storeWithDates(load, '2026-11-20', '2026-11-22')
  await past.check(party, TODAY)

  expect(load).not.toHaveBeenCalled()
  expect(longStay.getSnapshot().problem?.message).toBe('A stay can be at most 30 nights.')
  expect(past.getSnapshot().problem).toEqual({
    field: 'checkIn',
    message: 'Check-in cannot be in the past.',
  })
})

test('a failed request says so in words and keeps the dates', async () => {
  const load = vi.fn<LoadAvailability>(async () => ({
    ok: false,
    problem: { code: 'network', status: 0, message: '', fields: {} },
  }))
  const store = storeWithDates(load)

  await store.check(party, TODAY)

  expect(store.getSnapshot()).toMatchObject({
    checkIn: '2026-12-24',
    checkOut: '2026-12-26',
    loading: false,
    found: null,
    problem: { field: null, message: expect.stringMatching(/could not check prices/) },
  })
})

test("the server's words about a date are shown against that date", async () => {
  const load = vi.fn<LoadAvailability>(async () => ({
    ok: false,
    problem: {
      code: 'invalid',
      status: 400,
      message: 'Bad dates',
      fields: { checkIn: 'Too far ahead.' },
    },
  }))
  const store = storeWithDates(load)

  await store.check(party, TODAY)

  expect(store.getSnapshot().problem).toEqual({ field: 'checkIn', message: 'Too far ahead.' })
})

test('an answer to an older search never replaces the newer one', async () => {
  const { load, answer } = controlledLoad()
  const store = storeWithDates(load)
  const first = store.check(party, TODAY)
  store.setCheckOut('2026-12-27')
  const second = store.check(party, TODAY)

  answer(1, { ok: true, data: answerFor('2026-12-24', '2026-12-27') })
  await second
  answer(0, { ok: true, data: answerFor('2026-12-24', '2026-12-26') })
  await first

  expect(store.getSnapshot().found?.availability.checkOut).toBe('2026-12-27')
})

test('reset forgets dates and prices, and a search still on its way stays forgotten', async () => {
  const { load, answer } = controlledLoad()
  const store = storeWithDates(load)
  const pending = store.check(party, TODAY)

  store.reset()
  answer(0, { ok: true, data: answerFor('2026-12-24', '2026-12-26') })
  await pending

  expect(store.getSnapshot()).toEqual({
    checkIn: null,
    checkOut: null,
    loading: false,
    found: null,
    problem: null,
  })
})
