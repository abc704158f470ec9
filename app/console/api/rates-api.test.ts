import { afterEach, expect, test, vi } from 'vitest'
import { JSON_WRITE, answering } from './fetch-stub'
import { ratesApi } from './rates-api'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('the grid is asked for by its first and last night', async () => {
  const fetch = answering(200, { from: '2027-01-01', to: '2027-03-01', nights: [], rows: [] })

  await ratesApi.grid('2027-01-01', '2027-03-01')

  expect(fetch).toHaveBeenCalledWith('/api/staff/rates?from=2027-01-01&to=2027-03-01', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
})

test('the fees are replaced whole with a JSON PUT', async () => {
  const fetch = answering(200, { fees: [] })
  const fees = [{ label: 'VAT 12%', kind: 'percent' as const, amount: 12, included: true }]

  await ratesApi.saveFees(fees)

  expect(fetch).toHaveBeenCalledWith('/api/staff/fees', {
    method: 'PUT',
    ...JSON_WRITE,
    body: JSON.stringify({ fees }),
  })
})

test('the weekday prices are replaced whole with a JSON PUT', async () => {
  const fetch = answering(200, { weekdays: [] })
  const weekdays = [{ days: [5, 6], roomId: 1, rate: 'room-only', percent: 10 }]

  await ratesApi.saveWeekdays(weekdays)

  expect(fetch).toHaveBeenCalledWith('/api/staff/weekdays', {
    method: 'PUT',
    ...JSON_WRITE,
    body: JSON.stringify({ weekdays }),
  })
})

test('a season is removed with a DELETE labelled as JSON, without a body', async () => {
  const fetch = answering(200, { seasons: [] })

  const result = await ratesApi.removeSeason(4)

  expect(result.ok).toBe(true)
  expect(fetch).toHaveBeenCalledWith('/api/staff/seasons/4', { method: 'DELETE', ...JSON_WRITE })
})

test('a code is disabled by a JSON post to its own address', async () => {
  const fetch = answering(200, {})

  await ratesApi.disablePromo('RAINY-20')

  expect(fetch).toHaveBeenCalledWith('/api/staff/promos/RAINY-20/disable', {
    method: 'POST',
    ...JSON_WRITE,
    body: '{}',
  })
})
