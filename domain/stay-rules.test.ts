import { expect, test } from 'vitest'
import { resortHour } from './calendar'
import {
  closedRestriction,
  rulesOn,
  stayRestriction,
  type BookingClock,
  type StayRule,
} from './stay-rules'

const CLOCK: BookingClock = { today: '2026-12-20', hour: 10, sameDayCutoffHour: 18 }
const stay = (checkIn: string, checkOut: string, roomId = 1) => ({ roomId, checkIn, checkOut })

test('a stay arriving today is refused online from the cut-off hour, resort time', () => {
  expect(stayRestriction(stay('2026-12-20', '2026-12-21'), [], { ...CLOCK, hour: 17 })).toBeNull()
  expect(stayRestriction(stay('2026-12-20', '2026-12-21'), [], { ...CLOCK, hour: 18 })).toEqual({
    code: 'closed_to_arrival',
    message:
      'Online bookings for tonight close at 6 PM, resort time. Choose Mon 21 Dec 2026 or later, or call the resort.',
  })
  expect(stayRestriction(stay('2026-12-21', '2026-12-22'), [], { ...CLOCK, hour: 23 })).toBeNull()
  expect(
    stayRestriction(stay('2026-12-20', '2026-12-21'), [], {
      ...CLOCK,
      hour: 23,
      sameDayCutoffHour: 24,
    }),
  ).toBeNull()
  expect(
    stayRestriction(stay('2026-12-20', '2026-12-21'), [], {
      ...CLOCK,
      hour: 0,
      sameDayCutoffHour: 0,
    })?.message,
  ).toBe(
    'Stays beginning today cannot be booked online. Choose Mon 21 Dec 2026 or later, or call the resort.',
  )
})

test("the resort's hour is Manila's, whatever the machine's zone", () => {
  expect(resortHour(new Date('2026-12-20T09:59:00Z'))).toBe(17)
  expect(resortHour(new Date('2026-12-20T10:00:00Z'))).toBe(18)
  expect(resortHour(new Date('2026-12-20T16:30:00Z'))).toBe(0)
})

const NEW_YEAR: StayRule[] = [
  { from: '2026-12-28', to: '2027-01-01', minNights: 3, maxNights: 7 },
  { roomId: 2, from: '2026-12-31', to: '2026-12-31', minNights: 4, closedToDeparture: true },
  { from: '2027-01-01', to: '2027-01-01', closedToArrival: true },
]

test('minimum and maximum nights hold for stays arriving in the range, the strictest where rules overlap', () => {
  expect(stayRestriction(stay('2026-12-28', '2026-12-30'), NEW_YEAR, CLOCK)).toEqual({
    code: 'min_nights',
    message: 'Stays arriving on Mon 28 Dec 2026 need at least 3 nights.',
  })
  expect(stayRestriction(stay('2026-12-28', '2026-12-31'), NEW_YEAR, CLOCK)).toBeNull()
  expect(stayRestriction(stay('2026-12-29', '2027-01-06'), NEW_YEAR, CLOCK)).toEqual({
    code: 'max_nights',
    message: 'Stays arriving on Tue 29 Dec 2026 can be at most 7 nights.',
  })
  expect(stayRestriction(stay('2026-12-31', '2027-01-03', 2), NEW_YEAR, CLOCK)?.code).toBe(
    'min_nights',
  )
  expect(stayRestriction(stay('2026-12-31', '2027-01-03', 1), NEW_YEAR, CLOCK)).toBeNull()
  // Arriving before the range, a stay through it is free of its rules.
  expect(stayRestriction(stay('2026-12-27', '2026-12-29'), NEW_YEAR, CLOCK)).toBeNull()
})

test('closed to arrival refuses a stay beginning that day; closed to departure one ending that day', () => {
  expect(stayRestriction(stay('2027-01-01', '2027-01-05'), NEW_YEAR, CLOCK)).toEqual({
    code: 'closed_to_arrival',
    message: 'Stays cannot begin on Fri 1 Jan 2027.',
  })
  expect(stayRestriction(stay('2026-12-24', '2026-12-31', 2), NEW_YEAR, CLOCK)).toEqual({
    code: 'closed_to_departure',
    message: 'Stays cannot end on Thu 31 Dec 2026.',
  })
  expect(stayRestriction(stay('2026-12-24', '2026-12-31', 1), NEW_YEAR, CLOCK)).toBeNull()
})

test('where rules overlap, each setting comes from the later rule: staff’s latest change', () => {
  const rules: StayRule[] = [
    { from: '2027-01-01', to: '2027-01-31', minNights: 3, closedToArrival: true },
    { roomId: 1, from: '2027-01-10', to: '2027-01-10', minNights: 1 },
    { roomId: 1, from: '2027-01-10', to: '2027-01-12', closedToArrival: false },
  ]
  expect(rulesOn(rules, 1, '2027-01-10')).toEqual({ minNights: 1, closedToArrival: false })
  expect(rulesOn(rules, 2, '2027-01-10')).toEqual({ minNights: 3, closedToArrival: true })
  expect(rulesOn(rules, 1, '2027-02-01')).toEqual({})
  expect(stayRestriction(stay('2027-01-10', '2027-01-11'), rules, CLOCK)).toBeNull()
  expect(stayRestriction(stay('2027-01-11', '2027-01-12'), rules, CLOCK)?.code).toBe('min_nights')
})

test('a night the resort closed is said with its date', () => {
  expect(closedRestriction('2027-01-02')).toEqual({
    code: 'closed',
    message: 'The resort is not taking bookings of this room for the night of Sat 2 Jan 2027.',
  })
})
