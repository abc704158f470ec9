import { afterEach, expect, test, vi } from 'vitest'
import { answering } from './fetch-stub'
import { describeProblem, staffApi } from './staff-api'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('reads send the session cookie of this origin only, and ask for JSON', async () => {
  const fetch = answering(200, { requests: [] })

  const result = await staffApi.queue()

  expect(result).toEqual({ ok: true, data: { requests: [] } })
  expect(fetch).toHaveBeenCalledWith('/api/staff/requests', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
})

test('writes are JSON posts, as the API requires', async () => {
  const fetch = answering(200, { reservation: {}, events: [], actions: [] })

  await staffApi.decide('7K3M9QXA', 'decline', 'Closed for a private event')

  expect(fetch).toHaveBeenCalledWith('/api/staff/reservations/7K3M9QXA/decline', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'Closed for a private event' }),
  })
})

test("an error answer keeps the API's code, message and fields", async () => {
  answering(409, {
    error: { code: 'conflict', message: 'Too few units.', fields: { units: 'Too few units.' } },
  })

  const result = await staffApi.changeInventory({
    roomId: 1,
    from: '2027-01-01',
    to: '2027-01-02',
    action: 'units',
    units: 0,
  })

  expect(result).toEqual({
    ok: false,
    problem: {
      code: 'conflict',
      status: 409,
      message: 'Too few units.',
      fields: { units: 'Too few units.' },
    },
  })
})

test('no answer at all is a network problem, never a thrown error', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  )

  const result = await staffApi.me()

  expect(result).toEqual({
    ok: false,
    problem: { code: 'network', status: 0, message: '', fields: {} },
  })
})

test("problems are put in words: the API's message, or what went wrong", () => {
  expect(describeProblem({ code: 'sold_out', status: 409, message: 'Sold out.', fields: {} })).toBe(
    'Sold out.',
  )
  expect(describeProblem({ code: 'network', status: 0, message: '', fields: {} })).toMatch(
    /did not answer/,
  )
  expect(describeProblem({ code: 'internal', status: 500, message: 'boom', fields: {} })).toMatch(
    /status 500/,
  )
})

test('availability asks the public API for the stay and party', async () => {
  const fetch = answering(200, {
    checkIn: '2027-01-10',
    checkOut: '2027-01-12',
    nights: 2,
    rooms: [],
  })

  await staffApi.availability({ checkIn: '2027-01-10', checkOut: '2027-01-12', adults: 2, kids: 1 })

  expect(fetch).toHaveBeenCalledWith(
    '/api/availability?checkIn=2027-01-10&checkOut=2027-01-12&adults=2&kids=1',
    { credentials: 'same-origin', headers: { Accept: 'application/json' } },
  )
})

test('receipts: the list is read, and a decision posts the amount in centavos or the reason', async () => {
  const fetch = answering(200, { receipts: [] })

  await staffApi.receipts()
  await staffApi.acceptReceipt('7K3M9QXA', 135_000)
  await staffApi.rejectReceipt('7K3M9QXA', 'The amount is cut off.')

  expect(fetch.mock.calls.map((call) => call as unknown[])).toEqual([
    [
      '/api/staff/receipts',
      { credentials: 'same-origin', headers: { Accept: 'application/json' } },
    ],
    [
      '/api/staff/reservations/7K3M9QXA/receipt/accept',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ amount: 135_000 }) }),
    ],
    [
      '/api/staff/reservations/7K3M9QXA/receipt/reject',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ reason: 'The amount is cut off.' }),
      }),
    ],
  ])
})
