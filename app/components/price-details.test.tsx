// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import type { RateQuote } from '../../domain/api-contract'
import { PriceDetails } from './price-details'

afterEach(cleanup)

const rate: RateQuote = {
  code: 'breakfast',
  label: 'With breakfast',
  total: 1_530_000,
  nightly: [
    { night: '2027-03-20', price: 300_000, rule: 'Saturday nights' },
    { night: '2027-03-21', price: 600_000, rule: 'Holy Week' },
    { night: '2027-03-22', price: 600_000, rule: 'Holy Week' },
  ],
  supplements: [{ label: '1 extra adult × 3 nights', amount: 30_000 }],
  fees: [
    { label: 'VAT 12%', amount: 163_929, included: true },
    { label: 'Environmental fee', amount: 0, included: false },
  ],
  policy: {
    text: 'Free cancellation until Sat 13 Mar 2027; after that, the first night is charged.',
    freeUntil: '2027-03-13',
  },
}

test("'Price details' opens to the nights grouped by price, supplements, fees, total and policy", async () => {
  const { container } = render(<PriceDetails rate={rate} />)
  const summary = screen.getByText('Price details')
  expect(screen.queryByText(/Holy Week/)).not.toBeVisible()

  await userEvent.click(summary)

  const list = within(container.querySelector('dl')!)
  const terms = list.getAllByRole('term').map((term) => term.textContent)
  const amounts = list.getAllByRole('definition').map((amount) => amount.textContent)
  expect(terms).toEqual([
    '1 night × ₱3,000Sat 20 Mar 2027 · Saturday nights',
    '2 nights × ₱6,000from Sun 21 Mar 2027 · Holy Week',
    '1 extra adult × 3 nights',
    'VAT 12%included in the price',
    'Environmental fee',
    'Total',
  ])
  expect(amounts).toEqual(['₱3,000', '₱12,000', '₱300', '₱1,639.29', '+ ₱0', '₱15,300'])
  expect(screen.getByText(/Free cancellation until Sat 13 Mar 2027/)).toBeVisible()
})

test("a promo code's discount is its own line, after the supplements and before the fees", async () => {
  const discounted: RateQuote = {
    ...rate,
    total: 1_224_000,
    discount: { code: 'RAINY20', label: 'Promo code RAINY20', amount: 306_000 },
  }
  const { container } = render(<PriceDetails rate={discounted} />)

  await userEvent.click(screen.getByText('Price details'))

  const list = within(container.querySelector('dl')!)
  const terms = list.getAllByRole('term').map((term) => term.textContent)
  expect(terms.slice(2, 4)).toEqual(['1 extra adult × 3 nights', 'Promo code RAINY20'])
  expect(list.getAllByRole('definition')[3]).toHaveTextContent('−₱3,060')
  expect(list.getAllByRole('definition').at(-1)).toHaveTextContent('₱12,240')
})
