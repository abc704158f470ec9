// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { isPayable, ReservationPayment } from './reservation-payment'

const base = {
  ref: 'ABCD2345',
  status: 'awaiting_payment',
  total: 1_000_000,
  deposit: 300_000,
  paid: 0,
  balance: 1_000_000,
  payment: {
    method: 'online',
    status: 'unpaid',
    url: 'https://pay.example/c/1',
    deadline: '2027-03-01T06:30:00.000Z',
  },
} as ReservationView

function payable(overrides: Partial<ReservationView>) {
  const reservation = { ...base, ...overrides }
  if (!isPayable(reservation)) throw new Error('not payable')
  return reservation
}

afterEach(cleanup)

describe('ReservationPayment', () => {
  test('a booking made with payments off has no payment section', () => {
    expect(isPayable({ ...base, deposit: undefined, payment: undefined })).toBe(false)
  })

  test('unpaid online: the figures, the deadline in Manila time and a link to pay', () => {
    render(<ReservationPayment reservation={payable({})} />)

    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument()
    expect(screen.getByText('Deposit').nextSibling).toHaveTextContent('₱3,000')
    expect(
      screen.getByText(/not paid yet\. Pay it by Mon 1 Mar 2027, 14:30 \(Manila time\)/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pay the deposit' })).toHaveAttribute(
      'href',
      'https://pay.example/c/1',
    )
  })

  test('unpaid by transfer: where to send what is left, with the reference', () => {
    render(
      <ReservationPayment
        reservation={payable({
          payment: { method: 'transfer', status: 'unpaid', deadline: base.payment!.deadline },
        })}
      />,
    )

    expect(screen.queryByRole('link', { name: 'Pay the deposit' })).toBeNull()
    expect(screen.getByText('Write on the transfer').nextSibling).toHaveTextContent('ABCD2345')
    expect(screen.getByText('Amount').nextSibling).toHaveTextContent('₱3,000')
    expect(screen.getByRole('heading', { name: 'Bank transfer' })).toBeInTheDocument()
  })

  test('paid: the balance due at check-in, and no more instructions', () => {
    render(
      <ReservationPayment
        reservation={payable({
          status: 'confirmed',
          paid: 300_000,
          balance: 700_000,
          payment: { method: 'transfer', status: 'paid', deadline: null },
        })}
      />,
    )

    expect(
      screen.getByText('Deposit paid. The balance of ₱7,000 is due at check-in.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Write on the transfer')).toBeNull()
  })

  test('money owed back is said as such', () => {
    render(
      <ReservationPayment
        reservation={payable({
          status: 'expired',
          paid: 300_000,
          balance: -300_000,
          payment: { method: 'online', status: 'refund_due', deadline: null },
        })}
      />,
    )

    expect(screen.getByText('To give back').nextSibling).toHaveTextContent('₱3,000')
    // The words of the cancellation email (domain/refund-words.ts), so page and email agree.
    expect(
      screen.getByText(
        'To be refunded: ₱3,000, to the card or account you paid with. It may take a few days to show there.',
      ),
    ).toBeInTheDocument()
  })

  test('money paid by transfer is given back by the resort, as the email says', () => {
    render(
      <ReservationPayment
        reservation={payable({
          status: 'cancelled',
          paid: 300_000,
          balance: -300_000,
          payment: { method: 'transfer', status: 'refund_due', deadline: null },
        })}
      />,
    )

    expect(
      screen.getByText('To be refunded: ₱3,000: the resort will contact you to give it back.'),
    ).toBeInTheDocument()
  })

  test('once the money went back, the page says it was refunded, never that nothing was paid', () => {
    const refunded = (method: 'online' | 'transfer') =>
      payable({
        status: 'cancelled',
        paid: 0,
        balance: 0,
        payment: { method, status: 'refunded', deadline: null, refunded: 300_000 },
      })
    const { unmount } = render(<ReservationPayment reservation={refunded('online')} />)

    expect(
      screen.getByText(
        'Refunded: ₱3,000, to the card or account you paid with. It may take a few days to show there.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Nothing was paid.')).toBeNull()
    unmount()
    render(<ReservationPayment reservation={refunded('transfer')} />)
    expect(screen.getByText('Refunded: ₱3,000.')).toBeInTheDocument()
  })
})
