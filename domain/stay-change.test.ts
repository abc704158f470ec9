import { describe, expect, test } from 'vitest'
import { RESERVATION_STATUSES } from './reservation-status'
import {
  describeChange,
  describeDifference,
  priceDifference,
  shiftNights,
  stayMayChange,
  whatChanged,
  type StayTerms,
} from './stay-change'

const stay = (overrides: Partial<StayTerms> = {}): StayTerms => ({
  roomId: 1,
  checkIn: '2027-03-10',
  checkOut: '2027-03-12',
  rate: 'room-only',
  ...overrides,
})

describe('shiftNights', () => {
  test('a one-night extension takes only the new night and gives nothing back', () => {
    const shift = shiftNights(stay(), stay({ checkOut: '2027-03-13' }))

    expect(shift).toEqual({ take: ['2027-03-12'], giveBack: [] })
  })

  test('a stay moved a night later takes the new last night and gives back the first', () => {
    const shift = shiftNights(stay(), stay({ checkIn: '2027-03-11', checkOut: '2027-03-13' }))

    expect(shift).toEqual({ take: ['2027-03-12'], giveBack: ['2027-03-10'] })
  })

  test('a shortened stay takes nothing', () => {
    const shift = shiftNights(stay(), stay({ checkOut: '2027-03-11' }))

    expect(shift).toEqual({ take: [], giveBack: ['2027-03-11'] })
  })

  test('dates that do not overlap take every new night and give back every old one', () => {
    const shift = shiftNights(stay(), stay({ checkIn: '2027-04-01', checkOut: '2027-04-02' }))

    expect(shift).toEqual({ take: ['2027-04-01'], giveBack: ['2027-03-10', '2027-03-11'] })
  })

  test('another room takes every new night, shared dates too, and gives back every old one', () => {
    const shift = shiftNights(stay(), stay({ roomId: 2, checkOut: '2027-03-13' }))

    expect(shift).toEqual({
      take: ['2027-03-10', '2027-03-11', '2027-03-12'],
      giveBack: ['2027-03-10', '2027-03-11'],
    })
  })

  test('a change of rate alone moves no night', () => {
    expect(shiftNights(stay(), stay({ rate: 'breakfast' }))).toEqual({ take: [], giveBack: [] })
  })
})

describe('whatChanged', () => {
  test('names each aspect that differs, and nothing for the same stay', () => {
    expect(whatChanged(stay(), stay())).toEqual([])
    expect(whatChanged(stay(), stay({ roomId: 3, checkIn: '2027-03-09', rate: 'b' }))).toEqual([
      'room',
      'dates',
      'rate',
    ])
    expect(whatChanged(stay(), stay({ checkOut: '2027-03-15' }))).toEqual(['dates'])
  })
})

describe('the price difference', () => {
  test('is what the guest pays more, or less when negative', () => {
    expect(priceDifference(400_000, 650_000)).toBe(250_000)
    expect(priceDifference(400_000, 300_000)).toBe(-100_000)
  })

  test('says its sign in words, not only in a colour', () => {
    expect(describeDifference(250_000)).toBe('+₱2,500')
    expect(describeDifference(-100_000)).toBe('-₱1,000')
    expect(describeDifference(0)).toBe('no difference')
  })
})

test('the change is described from and to in words, with the difference', () => {
  const from = { ...stay(), roomName: 'Hotel Rooms', rateLabel: 'Room only', total: 400_000 }
  const to = { ...from, checkOut: '2027-03-13', total: 600_000 }

  expect(describeChange(from, to)).toBe(
    'Stay changed from Hotel Rooms (Room only), Wed 10 Mar 2027 to Fri 12 Mar 2027, ₱4,000 ' +
      'to Hotel Rooms (Room only), Wed 10 Mar 2027 to Sat 13 Mar 2027, ₱6,000 (+₱2,000)',
  )
})

test('only a requested or confirmed stay may change', () => {
  expect(RESERVATION_STATUSES.filter(stayMayChange)).toEqual(['requested', 'confirmed', 'checked_in'])
})
