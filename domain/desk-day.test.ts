import { expect, test } from 'vitest'
import { departureDay, groupDeskDay } from './desk-day'
import type { DeskStay } from './front-desk'

const TODAY = '2027-03-10'

type Named = DeskStay & { name: string }

const stay = (name: string, overrides: Partial<DeskStay> = {}): Named => ({
  name,
  status: 'confirmed',
  checkIn: TODAY,
  checkOut: '2027-03-12',
  releasedFrom: null,
  ...overrides,
})

function namesOn(stays: Named[], day = TODAY, today = TODAY) {
  const group = groupDeskDay(stays, day, today)
  return {
    arrivals: group.arrivals.map((s) => s.name),
    inHouse: group.inHouse.map((s) => s.name),
    departures: group.departures.map((s) => s.name),
    noShows: group.noShows.map((s) => s.name),
  }
}

test('today’s arrivals are listed whether expected, checked in or marked a no-show', () => {
  const stays = [
    stay('expected'),
    stay('in', { status: 'checked_in' }),
    stay('never came', { status: 'no_show', releasedFrom: TODAY }),
    stay('asked', { status: 'requested' }),
    stay('paying', { status: 'awaiting_payment' }),
  ]

  expect(namesOn(stays).arrivals).toEqual(['expected', 'in', 'never came', 'asked', 'paying'])
})

test('a guest who arrived before today and leaves after it is in the house', () => {
  const stays = [stay('stayover', { status: 'checked_in', checkIn: '2027-03-08' })]

  expect(namesOn(stays)).toEqual({
    arrivals: [],
    inHouse: ['stayover'],
    departures: [],
    noShows: [],
  })
})

test('a guest checked in today sleeps here tonight: in the house as well as among the arrivals', () => {
  const stays = [
    stay('in', { status: 'checked_in' }),
    stay('expected'),
    stay('in and out', { status: 'checked_out', releasedFrom: TODAY }),
  ]

  expect(namesOn(stays)).toMatchObject({
    arrivals: ['in', 'expected', 'in and out'],
    inHouse: ['in'],
  })
})

test('a past day counts the guests who checked in on it among that night’s house', () => {
  const stays = [stay('came', { status: 'checked_out', checkIn: '2027-03-08', releasedFrom: TODAY })]

  expect(namesOn(stays, '2027-03-08')).toMatchObject({ arrivals: ['came'], inHouse: ['came'] })
})

test('a confirmed stay whose check-in day has passed is a no-show to mark, not a guest in the house', () => {
  const stays = [
    stay('late', { checkIn: '2027-03-09' }),
    stay('gone', { checkIn: '2027-03-01', checkOut: '2027-03-03' }),
  ]

  expect(namesOn(stays)).toEqual({
    arrivals: [],
    inHouse: [],
    departures: [],
    noShows: ['late', 'gone'],
  })
})

test('departures are guests leaving today, those who already left today and those overdue', () => {
  const stays = [
    stay('leaving', { status: 'checked_in', checkIn: '2027-03-08', checkOut: TODAY }),
    stay('left early', {
      status: 'checked_out',
      checkIn: '2027-03-08',
      checkOut: '2027-03-14',
      releasedFrom: TODAY,
    }),
    stay('overdue', { status: 'checked_in', checkIn: '2027-03-05', checkOut: '2027-03-07' }),
  ]

  expect(namesOn(stays)).toEqual({
    arrivals: [],
    inHouse: [],
    departures: ['leaving', 'left early', 'overdue'],
    noShows: [],
  })
})

test('stays that ended unlived are in no list', () => {
  const stays = (['cancelled', 'declined', 'expired'] as const).map((status) =>
    stay(status, { status }),
  )

  expect(namesOn(stays)).toEqual({ arrivals: [], inHouse: [], departures: [], noShows: [] })
})

test('a day ahead shows confirmed stays as expected arrivals, guests and departures', () => {
  const ahead = '2027-03-12'
  const stays = [
    stay('arrives then', { checkIn: ahead, checkOut: '2027-03-13' }),
    stay('stays on', { checkIn: '2027-03-11', checkOut: '2027-03-14' }),
    stay('leaves then'),
    stay('arrives today', { checkIn: TODAY, checkOut: '2027-03-11' }),
  ]

  expect(namesOn(stays, ahead)).toEqual({
    arrivals: ['arrives then'],
    inHouse: ['stays on'],
    departures: ['leaves then'],
    noShows: [],
  })
})

test('a past day keeps its unmarked arrivals among its arrivals, and lists older ones to mark', () => {
  const yesterday = '2027-03-09'
  const stays = [
    stay('that day', { checkIn: yesterday }),
    stay('before', { checkIn: '2027-03-08' }),
  ]

  expect(namesOn(stays, yesterday)).toMatchObject({ arrivals: ['that day'], noShows: ['before'] })
})

test('a past day shows a guest who was in the house then and left later', () => {
  const stays = [
    stay('left', {
      status: 'checked_out',
      checkIn: '2027-03-06',
      checkOut: '2027-03-12',
      releasedFrom: TODAY,
    }),
  ]

  expect(namesOn(stays, '2027-03-08').inHouse).toEqual(['left'])
})

test('a guest who checked out early left on the day the nights were given back', () => {
  expect(
    departureDay(stay('x', { status: 'checked_out', checkOut: '2027-03-14', releasedFrom: TODAY })),
  ).toBe(TODAY)
  expect(departureDay(stay('y', { status: 'checked_in', releasedFrom: null }))).toBe('2027-03-12')
})
