import type { CancellationPolicy, Fee } from '../domain/pricing'
import type { RoomBooking } from '../domain/rates'

const FREE_UNTIL_3_DAYS: CancellationPolicy = {
  kind: 'free_until',
  freeDays: 3,
  charge: 'first_night',
}

/**
 * Reservations mode only (docs/reservations.md): how many rooms of each kind the resort has, the
 * guests their prices cover, the supplement a night for each guest beyond (pesos; none yet), and
 * the rates they sell at, in pesos a night, with their cancellation policies. Kept apart from
 * rooms.ts so the default site's bundle carries none of it. A room's card price must be one of
 * its rates: that is the rate a booking gets when the guest makes no choice.
 */
export const roomBookings: readonly RoomBooking[] = [
  {
    roomId: 1,
    units: 6,
    unitPrefix: 'H',
    includedGuests: 2,
    extraAdult: 0,
    extraKid: 0,
    rates: [
      { code: 'breakfast', label: 'With breakfast', price: 2500, policy: FREE_UNTIL_3_DAYS },
      { code: 'room-only', label: 'Room only', price: 2000, policy: FREE_UNTIL_3_DAYS },
    ],
  },
  {
    roomId: 2,
    units: 2,
    unitPrefix: 'C',
    includedGuests: 4,
    extraAdult: 0,
    extraKid: 0,
    rates: [
      {
        code: 'cabana',
        label: 'Mini pool and 4 breakfasts',
        price: 3500,
        policy: { kind: 'free_until', freeDays: 7, charge: { percent: 50 } },
      },
    ],
  },
  {
    roomId: 3,
    units: 4,
    unitPrefix: 'D',
    includedGuests: 2,
    extraAdult: 0,
    extraKid: 0,
    rates: [
      { code: 'breakfast', label: 'With breakfast', price: 3000, policy: FREE_UNTIL_3_DAYS },
      { code: 'room-only', label: 'Room only', price: 2500, policy: FREE_UNTIL_3_DAYS },
    ],
  },
]

/** Taxes and fees on every stay: the VAT is in the prices already, so it changes no total. */
export const taxesAndFees: readonly Fee[] = [
  { label: 'VAT 12%', kind: 'percent', amount: 12, included: true },
]
