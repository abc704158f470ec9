import { expect, test } from 'vitest'
import type { HousekeepingGuest, HousekeepingUnit } from '../../../../domain/staff-contract'
import { describeGuest, describeOutOfOrder, unitGuests } from './housekeeping-words'

const guest = (ref: string, rest: Partial<HousekeepingGuest> = {}): HousekeepingGuest => ({
  ref,
  name: 'Ana Cruz',
  adults: 2,
  kids: 1,
  requests: '',
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  status: 'checked_in',
  ...rest,
})
const unit: HousekeepingUnit = {
  id: 1,
  label: 'H1',
  roomId: 1,
  status: 'dirty',
  updatedAt: '',
  updatedBy: null,
}

test('a guest is named with the party, and until when for those who stay', () => {
  expect(describeGuest(guest('AAAA1111'), true)).toBe(
    'Ana Cruz (AAAA1111), 2 adults and 1 kid, until Thu 3 Dec 2026',
  )
  expect(describeGuest(guest('AAAA1111', { adults: 1, kids: 0, name: null }), false)).toBe(
    'Guest (AAAA1111), 1 adult',
  )
})

test('leaving before arriving, each with their requests', () => {
  const lines = unitGuests({
    ...unit,
    departing: guest('LEAV1111'),
    arriving: guest('ARRI2222', { requests: ' Extra pillows ' }),
  })
  expect(lines.map((line) => [line.role, line.requests])).toEqual([
    ['Leaving', ''],
    ['Arriving', 'Extra pillows'],
  ])
})

test('an out-of-order spell names its nights and reason', () => {
  const spell = { status: 'out_of_order', reason: 'Leak', from: '2026-12-01' } as const
  expect(describeOutOfOrder({ ...unit, ...spell, to: '2026-12-03' })).toBe(
    'Out of order Tue 1 Dec 2026 to Thu 3 Dec 2026: Leak',
  )
  expect(describeOutOfOrder({ ...unit, ...spell, to: '2026-12-01' })).toBe(
    'Out of order the night of Tue 1 Dec 2026: Leak',
  )
  expect(describeOutOfOrder(unit)).toBeNull()
})
