import { expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { stayOfReservation } from './reservation-stay'

const booked = {
  ref: 'K7M2Q9XD',
  status: 'requested',
  roomName: 'Deluxe Room',
  checkIn: '2027-03-01',
  checkOut: '2027-03-03',
  nights: 2,
  adults: 2,
  kids: 0,
  rateLabel: 'With breakfast',
  total: 545_000,
  deposit: 163_500,
  breakdown: {
    discount: { label: 'Promo code SUMMER', amount: -92_500, code: 'SUMMER' },
    fees: [
      { label: 'VAT (12%, included)', amount: 58_400, included: true },
      { label: 'Environmental fee', amount: 20_000, included: false },
    ],
    extras: [],
    policy: { text: 'Free cancellation until 26 February 2027.', freeUntil: '2027-02-26' },
  },
} as unknown as ReservationView

test('the look-up keeps the promo line, the fees added and the policy the booking was made with', () => {
  expect(stayOfReservation(booked)).toEqual({
    roomName: 'Deluxe Room',
    checkIn: '2027-03-01',
    checkOut: '2027-03-03',
    nights: 2,
    party: { adults: 2, kids: 0 },
    rateLabel: 'With breakfast',
    total: 545_000,
    discount: { label: 'Promo code SUMMER', amount: -92_500, code: 'SUMMER' },
    addedFees: [{ label: 'Environmental fee', amount: 20_000, included: false }],
    extras: [],
    // Whole, so a language page can say it from its last free day.
    policy: { text: 'Free cancellation until 26 February 2027.', freeUntil: '2027-02-26' },
  })
})
