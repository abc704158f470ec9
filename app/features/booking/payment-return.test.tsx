// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { PaymentReturn } from './payment-return'

const URL = 'https://checkout.example/cs_test'

function awaiting(overrides: Partial<ReservationView> = {}): ReservationView {
  return {
    ref: 'K7M2Q9XD',
    status: 'awaiting_payment',
    payment: {
      method: 'online',
      status: 'unpaid',
      url: URL,
      deadline: new Date(Date.now() + 20 * 60_000).toISOString(),
    },
    ...overrides,
  } as ReservationView
}

function show(search: string, reservation: ReservationView, onChange = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[`/reservation${search}`]}>
      <PaymentReturn reservation={reservation} email="ana@example.com" onChange={onChange} />
    </MemoryRouter>,
  )
  return onChange
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('back from paying, it waits for the server to hear of the payment, then shows what it says', async () => {
  const answers = [awaiting(), awaiting(), { ...awaiting(), status: 'confirmed' }]
  const asked = vi.fn(async () => Response.json(answers.shift()))
  vi.stubGlobal('fetch', asked)

  const onChange = show('?ref=K7M2Q9XD&payment=done', awaiting())

  expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment to be confirmed…')
  await act(() => vi.advanceTimersByTimeAsync(6000))
  expect(asked).toHaveBeenCalledTimes(3)
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'confirmed' }))
})

test('after a minute without news it stops asking and says to look again later', async () => {
  const asked = vi.fn(async () => Response.json(awaiting()))
  vi.stubGlobal('fetch', asked)

  show('?ref=K7M2Q9XD&payment=done', awaiting())
  await act(() => vi.advanceTimersByTimeAsync(120_000))

  expect(asked.mock.calls.length).toBeLessThanOrEqual(30)
  expect(screen.getByRole('status')).toHaveTextContent(/refresh this page later/)
})

test('back without paying: told so, and sent to the payment section for the way to pay', () => {
  show('?ref=K7M2Q9XD&payment=cancelled', awaiting())

  expect(screen.getByRole('status')).toHaveTextContent(
    'The payment was not made. You can pay the deposit below while your room is held.',
  )
  // The link is the payment section's (reservation-payment.tsx): one link, not two.
  expect(screen.queryByRole('link', { name: 'Pay the deposit' })).toBeNull()
})

test('an address saying it was paid is not believed: nothing is claimed for a stay not confirmed', () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(awaiting())),
  )
  const { container } = renderShown('?ref=K7M2Q9XD&payment=done', {
    ...awaiting(),
    status: 'expired',
  })

  expect(container).toBeEmptyDOMElement()
  expect(screen.queryByRole('link')).toBeNull()
})

test('a confirmed stay whose balance was left unpaid on PayMongo’s page: no empty box', () => {
  const { container } = renderShown('?ref=K7M2Q9XD&payment=cancelled', {
    ...awaiting(),
    status: 'confirmed',
    payment: { method: 'online', status: 'paid', deadline: null },
  })

  expect(container).toBeEmptyDOMElement()
})

function renderShown(search: string, reservation: ReservationView) {
  return render(
    <MemoryRouter initialEntries={[`/reservation${search}`]}>
      <PaymentReturn reservation={reservation} email="ana@example.com" onChange={vi.fn()} />
    </MemoryRouter>,
  )
}
