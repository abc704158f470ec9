import { describe, expect, test } from 'vitest'
import { toLandingQuery } from './landing-link'
import { readArrivalQuery, readLandingQuery } from './landing-query'

const today = '2026-11-29'
const landing = (query: string) => readLandingQuery(new URLSearchParams(query), today)

describe('a landing link', () => {
  test('opens with its dates and party', () => {
    expect(landing('checkin=2026-12-24&nights=3&adults=2&kids=1')).toEqual({
      stay: { checkIn: '2026-12-24', checkOut: '2026-12-27', adults: 2, kids: 1 },
      ignored: [],
    })
  })

  test('is not there without checkin or nights', () => {
    expect(landing('adults=2&kids=0')).toBeNull()
    expect(landing('checkIn=2026-12-24&checkOut=2026-12-26')).toBeNull()
  })

  test.each([
    ['checkin=24/12/2026&nights=2', 'checkin-unreadable'],
    ['checkin=2026-02-30&nights=2', 'checkin-unreadable'],
    ['checkin=(CHECKINDAY)&nights=2', 'checkin-unreadable'],
    ['checkin=2026-11-28&nights=2', 'checkin-past'],
    ['checkin=2028-11-29&nights=2', 'checkin-too-far'],
  ])('%s leaves out the dates: %s', (query, why) => {
    expect(landing(query)).toEqual({ stay: {}, ignored: [why] })
  })

  test('today and the last day of the horizon are taken', () => {
    expect(landing('checkin=2026-11-29&nights=1')?.stay.checkIn).toBe('2026-11-29')
    expect(landing('checkin=2028-11-28&nights=1')?.stay.checkIn).toBe('2028-11-28')
  })

  test.each(['0', '31', '-1', '1.5', 'two', ''])('nights=%s keeps check-in only', (nights) => {
    expect(landing(`checkin=2026-12-24&nights=${nights}&adults=2`)).toEqual({
      stay: { checkIn: '2026-12-24', adults: 2 },
      ignored: ['nights'],
    })
  })

  test.each([
    ['adults=0', 'adults'],
    ['adults=5', 'adults'],
    ['kids=-1', 'kids'],
    ['kids=5', 'kids'],
  ])('%s is left out and named', (party, why) => {
    expect(landing(`checkin=2026-12-24&nights=2&${party}`)).toEqual({
      stay: { checkIn: '2026-12-24', checkOut: '2026-12-26' },
      ignored: [why],
    })
  })
})

describe('what a page opens with', () => {
  const arrival = (query: string) => readArrivalQuery(new URLSearchParams(query), today)

  test("the site's own stay query keeps working", () => {
    expect(
      arrival('checkIn=2026-12-24&checkOut=2026-12-26&adults=2&kids=0&rate=room-only'),
    ).toEqual({
      stay: {
        checkIn: '2026-12-24',
        checkOut: '2026-12-26',
        adults: 2,
        kids: 0,
        rate: 'room-only',
      },
      ignored: [],
    })
  })

  test('a landing link wins, keeping a rate the site added', () => {
    expect(arrival('checkin=2026-12-24&nights=1&rate=room-only').stay).toEqual({
      checkIn: '2026-12-24',
      checkOut: '2026-12-25',
      rate: 'room-only',
    })
  })

  test('nothing asked, nothing chosen', () => {
    expect(arrival('')).toEqual({ stay: {}, ignored: [] })
  })
})

test('a landing link written for a stay reads back as that stay', () => {
  const stay = { checkIn: '2026-12-24', checkOut: '2026-12-27' }
  const query = toLandingQuery(stay, { adults: 2, kids: 1 })

  expect(query).toBe('?checkin=2026-12-24&nights=3&adults=2&kids=1')
  expect(readLandingQuery(new URLSearchParams(query), today)?.stay).toEqual({
    ...stay,
    adults: 2,
    kids: 1,
  })
})
