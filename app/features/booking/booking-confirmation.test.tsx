// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { BookingConfirmation } from './booking-confirmation'

const held = {
  ref: 'ABCD2345',
  roomId: 1,
  roomName: 'Hotel Rooms',
  checkIn: '2027-03-01',
  checkOut: '2027-03-03',
  nights: 2,
  adults: 2,
  kids: 0,
  status: 'awaiting_payment',
  rate: 'breakfast',
  rateLabel: 'With breakfast',
  breakdown: {
    discount: null,
    fees: [{ label: 'VAT (12%, included)', amount: 53_571, included: true }],
    extras: [],
    policy: { text: 'Free cancellation until 26 February 2027.', freeUntil: '2027-02-26' },
  },
  total: 500_000,
  deposit: 150_000,
  paid: 0,
  balance: 500_000,
  payment: { method: 'transfer', status: 'unpaid', deadline: '2027-02-01T06:30:00.000Z' },
} as unknown as ReservationView

function show(reservation: ReservationView) {
  const Stub = createRoutesStub([
    {
      path: '/reservation',
      Component: () => <BookingConfirmation reservation={reservation} email="ana@example.com" />,
    },
  ])
  render(<Stub initialEntries={['/reservation?ref=ABCD2345']} />)
}

afterEach(cleanup)

test('a held room owing its transfer asks for the deposit and the receipt', () => {
  show(held)

  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Room held: pay the deposit')
  expect(screen.getByRole('link', { name: 'Upload the receipt' })).toBeInTheDocument()
})

test('reloaded after the receipt was sent, it says what the look-up says: the receipt is with the resort', () => {
  show({ ...held, payment: { ...held.payment!, status: 'receipt_in_review' } })

  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Receipt received')
  expect(screen.getByText(/^Receipt received: the resort is checking your transfer/)).toBeVisible()
  expect(screen.queryByText('Pay the deposit by transfer')).toBeNull()
  expect(screen.queryByRole('link', { name: 'Upload the receipt' })).toBeNull()
  expect(screen.getByRole('link', { name: 'View or cancel this reservation' })).toBeVisible()
})
