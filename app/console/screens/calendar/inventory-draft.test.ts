import { expect, test } from 'vitest'
import {
  checkInventoryDraft,
  describeInventoryChange,
  inventoryProblemsFrom,
  type InventoryDraft,
} from './inventory-draft'

const draft: InventoryDraft = {
  roomId: '1',
  firstNight: '2027-03-01',
  lastNight: '2027-03-03',
  action: 'close',
  units: '',
}

test('the last night is included: the API gets the day after it as `to`', () => {
  expect(checkInventoryDraft(draft)).toEqual({
    change: { roomId: 1, from: '2027-03-01', to: '2027-03-04', action: 'close' },
  })
})

test('one night is a range whose first and last night are the same', () => {
  const checked = checkInventoryDraft({ ...draft, lastNight: '2027-03-01' })

  expect(checked).toMatchObject({ change: { from: '2027-03-01', to: '2027-03-02' } })
})

test('setting units sends the number', () => {
  const checked = checkInventoryDraft({ ...draft, action: 'units', units: ' 3 ' })

  expect(checked).toEqual({
    change: { roomId: 1, from: '2027-03-01', to: '2027-03-04', action: 'units', units: 3 },
  })
})

test('units are needed only to set units, and must be a whole number', () => {
  expect(checkInventoryDraft({ ...draft, action: 'open', units: 'x' })).toHaveProperty('change')
  for (const units of ['', '-1', '2.5', 'two']) {
    expect(checkInventoryDraft({ ...draft, action: 'units', units })).toEqual({
      problems: { units: 'Enter how many rooms of this kind to sell, a whole number.' },
    })
  }
})

test('every missing or wrong field is named at once', () => {
  expect(
    checkInventoryDraft({ ...draft, roomId: '', firstNight: '', lastNight: '2027-02-30' }),
  ).toEqual({
    problems: {
      roomId: 'Choose a room.',
      firstNight: 'Choose the first night to change.',
      lastNight: 'Choose the last night to change.',
    },
  })
})

test('a last night before the first, or a range over a year, is refused', () => {
  expect(checkInventoryDraft({ ...draft, lastNight: '2027-02-28' })).toEqual({
    problems: { lastNight: 'The last night cannot come before the first.' },
  })
  expect(checkInventoryDraft({ ...draft, lastNight: '2028-03-01' })).toEqual({
    problems: { lastNight: 'Change at most 366 nights at a time.' },
  })
})

test("the API's from and to problems are shown at the first and last night", () => {
  expect(
    inventoryProblemsFrom({ from: 'a', to: 'b', units: 'c', roomId: 'd', other: 'e' }),
  ).toEqual({ firstNight: 'a', lastNight: 'b', units: 'c', roomId: 'd' })
})

test('a change is described in words with its nights', () => {
  const change = { roomId: 1, from: '2027-03-01', to: '2027-03-04' }

  expect(describeInventoryChange({ ...change, action: 'close' }, 'Hotel Rooms')).toBe(
    'Closed 3 nights of Hotel Rooms, Mon 1 Mar 2027 to Wed 3 Mar 2027.',
  )
  expect(
    describeInventoryChange({ ...change, to: '2027-03-02', action: 'open' }, 'Hotel Rooms'),
  ).toBe('Reopened 1 night of Hotel Rooms, Mon 1 Mar 2027.')
  expect(describeInventoryChange({ ...change, action: 'units', units: 1 }, 'Cabana Rooms')).toBe(
    'Cabana Rooms now has 1 unit on 3 nights, Mon 1 Mar 2027 to Wed 3 Mar 2027.',
  )
})
