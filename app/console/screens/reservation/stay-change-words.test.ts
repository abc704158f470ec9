import { expect, test } from 'vitest'
import type { StayChangeResponse } from '../../../../domain/staff-contract'
import { stayChangedMessage } from './stay-change-words'

const changed = (overrides: Partial<StayChangeResponse['change']> = {}, email = 'a@example.com') =>
  ({
    reservation: { roomName: 'Hotel Rooms', guest: { email } },
    change: {
      checkIn: '2027-03-10',
      checkOut: '2027-03-13',
      total: 750_000,
      difference: 250_000,
      unit: null,
      ...overrides,
    },
  }) as StayChangeResponse

test('the announcement says the new stay, its total and the difference with its sign', () => {
  expect(stayChangedMessage(changed())).toBe(
    'Stay changed: Hotel Rooms, Wed 10 Mar 2027 to Sat 13 Mar 2027, new total ₱7,500 (+₱2,500). The guest is emailed the new stay.',
  )
})

test('a unit lost is said with what to do, and no email is promised to a guest without one', () => {
  expect(stayChangedMessage(changed({ unit: { label: 'H1', kept: false } }, ''))).toMatch(
    /\(\+₱2,500\)\. Unit H1 was not free for it: assign another\.$/,
  )
})
