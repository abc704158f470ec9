import { expect, test } from 'vitest'
import type { RateQuote } from '../../../domain/api-contract'
import type { Quote } from '../../../domain/pricing'
import { rateToShow, repricingOf } from './booking-price'

const quoted: RateQuote = {
  code: 'breakfast',
  label: 'With breakfast',
  total: 400000,
  nightly: [
    { night: '2027-06-01', price: 250000, rule: 'Base price' },
    { night: '2027-06-02', price: 250000, rule: 'Base price' },
  ],
  supplements: [],
  discount: { code: 'RAINY20', label: 'Promo code RAINY20', amount: 100000 },
  fees: [{ label: 'VAT 12%', amount: 42857, included: true }],
  policy: { text: 'Free cancellation.', freeUntil: null },
}

const serverQuote: Quote = {
  rate: 'breakfast',
  label: 'With breakfast',
  nightly: [
    { night: '2027-06-01', price: 300000, rule: 'Summer' },
    { night: '2027-06-02', price: 300000, rule: 'Summer' },
  ],
  supplements: [],
  roomTotal: 600000,
  discount: { code: 'RAINY20', label: 'Promo code RAINY20', amount: 120000 },
  fees: [{ label: 'VAT 12%', amount: 51429, included: true }],
  total: 480000,
  policy: { text: 'Free cancellation.', freeUntil: null },
}

test('without a refusal the page shows the quoted rate as it is', () => {
  expect(rateToShow(quoted, undefined)).toBe(quoted)
  expect(rateToShow(undefined, undefined)).toBeUndefined()
})

test("a refusal with the server's quote shows its lines, discount and total together", () => {
  const repricing = repricingOf(quoted, quoted, { total: 480000, quote: serverQuote })

  const shown = rateToShow(quoted, repricing)

  expect(shown).toEqual({
    code: 'breakfast',
    label: 'With breakfast',
    total: 480000,
    nightly: serverQuote.nightly,
    supplements: [],
    discount: serverQuote.discount,
    fees: serverQuote.fees,
    policy: serverQuote.policy,
  })
})

test('a quote without a discount gives a rate without one', () => {
  const repricing = repricingOf(quoted, quoted, { quote: { ...serverQuote, discount: null } })

  expect(rateToShow(quoted, repricing)).not.toHaveProperty('discount')
})

test('a refusal with only a total changes the total and keeps the lines shown', () => {
  const repricing = repricingOf(quoted, quoted, { total: 450000 })

  expect(rateToShow(quoted, repricing)).toEqual({ ...quoted, total: 450000 })
})

test('a second refusal replaces the first, still against the quote the guest was shown', () => {
  const first = repricingOf(quoted, quoted, { total: 450000 })!
  const shown = rateToShow(quoted, first)!

  const second = repricingOf(quoted, shown, { total: 460000 })

  expect(rateToShow(quoted, second)?.total).toBe(460000)
})

test('a refusal that names no new price changes nothing', () => {
  expect(repricingOf(quoted, quoted, {})).toBeUndefined()
})

test('a newer quote, such as one asked with a promo code, is shown over an older refusal', () => {
  const repricing = repricingOf(quoted, quoted, { total: 450000 })
  const newer: RateQuote = { ...quoted, total: 500000 }

  expect(rateToShow(newer, repricing)).toBe(newer)
})
