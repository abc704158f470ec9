import { expect, test } from 'vitest'
import type { ReservationView } from '../../../../domain/api-contract'
import {
  describeBalance,
  describeDay,
  describeDeskStay,
  describeSpecialRequests,
  describeUnit,
} from './today-words'

const stay = {
  roomName: 'Deluxe Room',
  checkIn: '2027-03-08',
  checkOut: '2027-03-10',
  nights: 2,
  adults: 2,
  kids: 1,
} as ReservationView

test('the days around today are named, the others are dated', () => {
  expect(describeDay('2027-03-10', '2027-03-10')).toBe('Today, Wed 10 Mar 2027')
  expect(describeDay('2027-03-11', '2027-03-10')).toBe('Tomorrow, Thu 11 Mar 2027')
  expect(describeDay('2027-03-09', '2027-03-10')).toBe('Yesterday, Tue 9 Mar 2027')
  expect(describeDay('2027-03-20', '2027-03-10')).toBe('Sat 20 Mar 2027')
})

test('each list says the day that matters to it', () => {
  expect(describeDeskStay(stay, 'arrivals', '2027-03-08')).toBe(
    'Deluxe Room · 2 nights · 2 adults, 1 kid · leaves Wed 10 Mar 2027',
  )
  expect(describeDeskStay(stay, 'departures', '2027-03-10')).toMatch(/arrived Mon 8 Mar 2027$/)
  expect(describeDeskStay(stay, 'noShows', '2027-03-10')).toMatch(/expected Mon 8 Mar 2027$/)
})

test('a guest still in after the check-out day is said to be overdue', () => {
  expect(describeDeskStay(stay, 'departures', '2027-03-12')).toMatch(
    /was due to leave Wed 10 Mar 2027$/,
  )
})

test('a stay without a unit says one is still to be given', () => {
  expect(describeUnit(null)).toBe('Unit to assign')
  expect(describeUnit('H3')).toBe('Unit H3')
})

test('a row says what the desk still takes or gives back', () => {
  expect(describeBalance({ due: 750_000, paid: 200_000, balance: 550_000 })).toBe(
    'Balance due ₱5,500',
  )
  expect(describeBalance({ due: 150_000, paid: 200_000, balance: -50_000 })).toBe(
    '₱500 to give back',
  )
  expect(describeBalance({ due: 750_000, paid: 750_000, balance: 0 })).toBe('Paid')
  expect(describeBalance({ due: 0, paid: 0, balance: 0 })).toBe('Nothing due')
})

test("a stay's special requests are said in one line on its row, and nothing when there are none", () => {
  expect(describeSpecialRequests('Honeymoon,\n  late arrival around 10pm ')).toBe(
    'Special requests: Honeymoon, late arrival around 10pm',
  )
  expect(describeSpecialRequests(' \n ')).toBeNull()
})
