// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { StaySummary } from './stay-summary'

afterEach(cleanup)

test('the lines between the nights and the total: a discount off it, each fee added to it', () => {
  render(
    <StaySummary
      stay={{
        roomName: 'Hotel Rooms',
        checkIn: '2027-07-10',
        checkOut: '2027-07-13',
        nights: 3,
        party: { adults: 2, kids: 0 },
        total: 630_000,
        discount: { label: 'Promo code RAINY20', amount: 150_000 },
        addedFees: [{ label: 'Environmental fee', amount: 30_000 }],
      }}
    />,
  )
  const terms = screen.getAllByRole('term').map((term) => term.textContent)
  const details = screen.getAllByRole('definition').map((detail) => detail.textContent)

  expect(terms.slice(-3)).toEqual(['Promo code RAINY20', 'Environmental fee', 'Total'])
  expect(details.slice(-3)).toEqual(['−₱1,500', '₱300', '₱6,300'])
})
