import type { RoomBooking } from '../../domain/rates'

/**
 * Reservations mode only (docs/reservations.md): how many rooms of each kind the resort has and the
 * rates it sells them at, in pesos a night. Kept apart from rooms.ts so the default site's
 * bundle carries none of it. A room's card price must be one of its rates: that is the rate
 * a booking gets when the guest makes no choice.
 */
export const roomBookings: readonly RoomBooking[] = [
  {
    roomId: 1,
    units: 6,
    rates: [
      { code: 'breakfast', label: 'With breakfast', price: 2500 },
      { code: 'room-only', label: 'Room only', price: 2000 },
    ],
  },
  {
    roomId: 2,
    units: 2,
    rates: [{ code: 'cabana', label: 'Mini pool and 4 breakfasts', price: 3500 }],
  },
  {
    roomId: 3,
    units: 4,
    rates: [
      { code: 'breakfast', label: 'With breakfast', price: 3000 },
      { code: 'room-only', label: 'Room only', price: 2500 },
    ],
  },
]
