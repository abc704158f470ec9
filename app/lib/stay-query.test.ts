import { expect, test } from 'vitest'
import { readBookingQuery, readStayQuery, toStayQuery } from './stay-query'

test('a full query reads back as the stay, the party and the rate', () => {
  const query = readStayQuery(
    '?checkIn=2026-12-24&checkOut=2026-12-26&adults=2&kids=1&rate=room-only',
  )

  expect(query).toEqual({
    checkIn: '2026-12-24',
    checkOut: '2026-12-26',
    adults: 2,
    kids: 1,
    rate: 'room-only',
  })
})

test('writing a stay and reading it back gives the same stay', () => {
  const stay = { checkIn: '2027-01-30', checkOut: '2027-02-02', adults: 4, kids: 4, rate: 'cabana' }

  expect(readStayQuery(toStayQuery(stay))).toEqual(stay)
})

test('the query is written in a fixed order and leaves out what is not chosen', () => {
  expect(toStayQuery({ adults: 1, kids: 0, checkOut: '2026-12-26', checkIn: '2026-12-24' })).toBe(
    '?checkIn=2026-12-24&checkOut=2026-12-26&adults=1&kids=0',
  )
  expect(toStayQuery({ adults: 3 })).toBe('?adults=3')
  expect(toStayQuery({})).toBe('')
})

test('malformed parts are left out rather than guessed', () => {
  const query = readStayQuery(
    '?checkIn=2026-02-30&checkOut=12/26/2026&adults=0&kids=5&rate=Room%20Only',
  )

  expect(query).toEqual({})
})

test('party counts outside 1 to 4 adults and 0 to 4 kids, or not whole numbers, are left out', () => {
  expect(readStayQuery('?adults=5&kids=-1')).toEqual({})
  expect(readStayQuery('?adults=2.5&kids=1e1')).toEqual({})
  expect(readStayQuery('?adults=04&kids=00')).toEqual({ adults: 4, kids: 0 })
})

test('an empty or unrelated query reads as nothing chosen', () => {
  expect(readStayQuery('')).toEqual({})
  expect(readStayQuery('?utm_source=mail&ref=ABC')).toEqual({})
})

test('a booking needs both dates; the party defaults to 1 adult and no kids when absent', () => {
  expect(readBookingQuery('?checkIn=2026-12-24&checkOut=2026-12-26')).toEqual({
    checkIn: '2026-12-24',
    checkOut: '2026-12-26',
    adults: 1,
    kids: 0,
  })
  expect(readBookingQuery('?checkIn=2026-12-24')).toBeNull()
  expect(readBookingQuery('')).toBeNull()
})

test('a booking query with a damaged party or rate is refused, not repaired', () => {
  const dates = 'checkIn=2026-12-24&checkOut=2026-12-26'

  expect(readBookingQuery(`?${dates}&adults=9`)).toBeNull()
  expect(readBookingQuery(`?${dates}&kids=`)).toBeNull()
  expect(readBookingQuery(`?${dates}&rate=%3Cscript%3E`)).toBeNull()
  expect(readBookingQuery(`?${dates}&adults=2&kids=2&rate=breakfast`)).toMatchObject({
    adults: 2,
    kids: 2,
    rate: 'breakfast',
  })
})
