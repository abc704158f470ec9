import { expect, test } from 'vitest'
import {
  checkRateChange,
  describeRateChange,
  emptyRateChange,
  rateChangeProblemsFrom,
  type RateChangeDraft,
} from './rate-change-draft'
import type { RoomPlan } from './room-plans'

const draft: RateChangeDraft = {
  ...emptyRateChange('3', '2027-03-01'),
  lastNight: '2027-03-02',
}

const plans: RoomPlan[] = [
  { id: 3, name: 'Deluxe Room', rates: [{ code: 'room-only', label: 'Room only' }] },
]

test('a price in pesos goes as centavos, for both nights, for every rate plan', () => {
  expect(checkRateChange({ ...draft, price: '₱3,000.50' })).toEqual({
    request: { roomId: 3, from: '2027-03-01', to: '2027-03-02', price: 300050 },
  })
})

test('a percentage and one rate plan go as given', () => {
  expect(checkRateChange({ ...draft, rate: 'room-only', percent: '-20' })).toEqual({
    request: { roomId: 3, rate: 'room-only', from: '2027-03-01', to: '2027-03-02', percent: -20 },
  })
})

test('a price and a percentage together are refused at the percentage', () => {
  expect(checkRateChange({ ...draft, price: '3000', percent: '10' })).toEqual({
    problems: { percent: 'Give a price or a percentage, not both.' },
  })
})

test('stay rules alone are a change; a rule left as it is is not sent', () => {
  const checked = checkRateChange({
    ...draft,
    minNights: '2',
    maxNights: '7',
    closedToArrival: 'closed',
    closedToDeparture: 'keep',
  })

  expect(checked).toEqual({
    request: {
      roomId: 3,
      from: '2027-03-01',
      to: '2027-03-02',
      minNights: 2,
      maxNights: 7,
      closedToArrival: true,
    },
  })
})

test('reopening to departure sends false, not nothing', () => {
  expect(checkRateChange({ ...draft, closedToDeparture: 'open' })).toMatchObject({
    request: { closedToDeparture: false },
  })
})

test('a form that changes nothing says so at the price', () => {
  expect(checkRateChange(draft)).toEqual({
    problems: { price: 'Give a new price, a percentage or a stay rule to change.' },
  })
})

test('every wrong field is named at once, and only those', () => {
  expect(
    checkRateChange({
      ...draft,
      roomId: '',
      firstNight: '',
      price: '0',
      minNights: '0',
      maxNights: '2.5',
    }),
  ).toEqual({
    problems: {
      roomId: 'Choose a room.',
      firstNight: 'Choose the first night.',
      price: 'Enter a price in pesos above 0, such as 2500 or 2500.50.',
      minNights: 'Enter a whole number of nights from 1 to 365.',
      maxNights: 'Enter a whole number of nights from 1 to 365.',
    },
  })
})

test('a last night before the first, or a maximum under the minimum, is refused', () => {
  expect(checkRateChange({ ...draft, lastNight: '2027-02-28', price: '1' })).toEqual({
    problems: { lastNight: 'The last night cannot come before the first.' },
  })
  expect(checkRateChange({ ...draft, minNights: '3', maxNights: '2' })).toEqual({
    problems: { maxNights: 'The maximum stay cannot be shorter than the minimum.' },
  })
})

test('a percentage that would make the nights free or absurd is refused', () => {
  for (const percent of ['-100', '-150', '1001', 'x']) {
    expect(checkRateChange({ ...draft, percent })).toEqual({
      problems: {
        percent: 'Enter a change in percent above -100 and up to 1000, such as -20 or 15.',
      },
    })
  }
})

test("the API's problems land on the form's fields; unknown ones are left out", () => {
  expect(
    rateChangeProblemsFrom({ from: 'a', to: 'b', price: 'c', maxNights: 'd', body: 'e' }),
  ).toEqual({ firstNight: 'a', lastNight: 'b', price: 'c', maxNights: 'd' })
})

test('a change is described with its room, plan, nights and what it set', () => {
  expect(
    describeRateChange(
      {
        roomId: 3,
        rate: 'room-only',
        from: '2027-03-01',
        to: '2027-03-02',
        price: 300000,
        minNights: 1,
        closedToArrival: false,
      },
      plans,
    ),
  ).toBe(
    'Changed Deluxe Room, Room only, Mon 1 Mar 2027 to Tue 2 Mar 2027 (2 nights): ₱3,000 a night, at least 1 night, open to arrival.',
  )
  expect(
    describeRateChange({ roomId: 3, from: '2027-03-01', to: '2027-03-01', percent: 15 }, plans),
  ).toBe('Changed Deluxe Room, every rate plan, Mon 1 Mar 2027: 15% above the base.')
})
