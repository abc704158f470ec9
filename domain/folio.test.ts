import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { addDays, nightsOf } from './calendar'
import {
  chargeLine,
  chargedNights,
  earlyNightLines,
  folioBalance,
  folioTotal,
  linesOfChange,
  linesOfMove,
  linesOfQuote,
  reversalLines,
  vatOf,
  type ChargeLine,
} from './folio'
import { quoteStay, type PriceBook, type Quote, type QuoteRequest } from './pricing'

const START = '2027-03-01'

const book: fc.Arbitrary<PriceBook> = fc.record({
  seasons: fc.constant([]),
  weekdays: fc.array(
    fc.record({
      days: fc.subarray([0, 1, 2, 3, 4, 5, 6] as const, { minLength: 1 }),
      price: fc.integer({ min: 0, max: 2_000_000 }),
    }),
    { maxLength: 2 },
  ),
  overrides: fc.constant([]),
  fees: fc.array(
    fc.record({
      label: fc.constantFrom('Service charge', 'Environmental fee', 'Resort fee'),
      kind: fc.constantFrom('percent' as const, 'per_stay' as const, 'per_guest_night' as const),
      amount: fc.integer({ min: 0, max: 50_000 }),
      included: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
})

/** A stay's terms: where it starts, how long, who, and a promo or none. */
const terms = fc.record({
  start: fc.integer({ min: 0, max: 60 }),
  nights: fc.integer({ min: 1, max: 14 }),
  adults: fc.integer({ min: 1, max: 4 }),
  kids: fc.integer({ min: 0, max: 3 }),
  base: fc.integer({ min: 100_000, max: 2_000_000 }),
  percentOff: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
})

type Terms = typeof terms extends fc.Arbitrary<infer T> ? T : never

function quoteOf(t: Terms, prices: PriceBook): Quote {
  const checkIn = addDays(START, t.start)
  const request: QuoteRequest = {
    room: { roomId: 1, includedGuests: 2, extraAdult: 150_000, extraKid: 75_000, rates: [] },
    rate: {
      code: 'room-only',
      label: 'Room only',
      base: t.base,
      policy: { kind: 'free_until', freeDays: 7, charge: 'first_night' },
    },
    checkIn,
    checkOut: addDays(checkIn, t.nights),
    party: { adults: t.adults, kids: t.kids },
    promo: t.percentOff === undefined ? null : { code: 'RAINY', percentOff: t.percentOff },
    today: START,
  }
  return quoteStay(request, prices)
}

const charge = fc.record({
  quantity: fc.integer({ min: 1, max: 9 }),
  unit: fc.integer({ min: 1, max: 2_000_000 }),
})
const ending = fc.constantFrom(
  null,
  'cancelled' as const,
  'declined' as const,
  'expired' as const,
  'no_show' as const,
)

describe('a folio always sums to what the stay owes', () => {
  test('through booking, changes, extras, adjustments and its end', () => {
    fc.assert(
      fc.property(
        book,
        fc.array(terms, { minLength: 1, maxLength: 4 }),
        fc.array(charge, { maxLength: 4 }),
        fc.array(fc.integer({ min: -500_000, max: 500_000 }).filter(Boolean), { maxLength: 2 }),
        ending,
        fc.integer({ min: 0, max: 3_000_000 }),
        (prices, history, extras, adjustments, end, policyCharge) => {
          const quotes = history.map((t) => quoteOf(t, prices))
          const first = quotes[0]!
          const checkInOf = (quote: Quote) => quote.nightly[0]!.night
          let lines: ChargeLine[] = linesOfQuote(first, checkInOf(first))
          for (const quote of quotes.slice(1))
            lines = [...lines, ...linesOfChange(lines, quote, checkInOf(quote))]
          for (const { quantity, unit } of extras)
            lines = [...lines, chargeLine('extra', 'Dinner at the beach', START, quantity, unit)]
          for (const amount of adjustments)
            lines = [...lines, chargeLine('adjustment', 'Corrected by the desk', START, 1, amount)]

          const last = quotes.at(-1)!
          const extrasTotal = extras.reduce((sum, e) => sum + e.quantity * e.unit, 0)
          const adjusted = adjustments.reduce((sum, amount) => sum + amount, 0)
          expect(folioTotal(lines)).toBe(last.total + extrasTotal + adjusted)

          if (end === null) return
          const charged = end === 'cancelled' || end === 'no_show' ? policyCharge : null
          const ended = [...lines, ...linesOfMove(lines, end, charged, START)]
          expect(folioTotal(ended)).toBe((charged ?? 0) + adjusted)
          // Every line reads as quantity × unit price, its VAT inside it.
          for (const line of ended) {
            expect(line.amount).toBe(line.quantity * line.unitAmount)
            expect(line.vat).toBe(vatOf(line.amount))
          }
        },
      ),
    )
  })

  test('an early check-out that takes its freed nights off lowers the total by their charges alone', () => {
    fc.assert(
      fc.property(book, terms, fc.integer({ min: 0, max: 13 }), (prices, t, leftAfter) => {
        const quote = quoteOf(t, prices)
        const nights = quote.nightly.map((night) => night.night)
        const freed = nights.slice(Math.min(leftAfter, nights.length - 1) + 1)
        const lines = linesOfQuote(quote, nights[0]!)
        const takenOff = earlyNightLines(lines, freed)
        const freedCharges = chargedNights(lines, freed).reduce((sum, n) => sum + n.amount, 0)
        expect(folioTotal([...lines, ...takenOff])).toBe(quote.total - freedCharges)
        expect(takenOff.every((line) => line.kind === 'adjustment')).toBe(true)
        // Taken off once: asking again writes nothing more.
        expect(earlyNightLines([...lines, ...takenOff], freed)).toEqual([])
      }),
    )
  })
})

describe('folio lines', () => {
  const quote = quoteOf(
    { start: 0, nights: 3, adults: 3, kids: 0, base: 450_000, percentOff: 10 },
    {
      seasons: [],
      weekdays: [],
      overrides: [],
      fees: [
        { label: 'Environmental fee', kind: 'per_stay', amount: 20_000, included: false },
        { label: 'VAT 12%', kind: 'percent', amount: 12, included: true },
      ],
    },
  )

  test('a booking is a room line a night, its supplement, its promo and the fee on top', () => {
    const lines = linesOfQuote(quote, START)
    expect(lines.map((line) => [line.kind, line.date, line.amount])).toEqual([
      ['room', '2027-03-01', 450_000],
      ['room', '2027-03-02', 450_000],
      ['room', '2027-03-03', 450_000],
      ['room', '2027-03-01', 450_000],
      ['discount', '2027-03-01', -180_000],
      ['fee', '2027-03-01', 20_000],
    ])
    expect(lines[0]!.description).toBe('Room only: Base price')
    // 4,500 × 3 nights + the third adult 1,500 × 3 − 10% + 200 fee; the included VAT adds nothing.
    expect(folioTotal(lines)).toBe(1_640_000)
    expect(quote.total).toBe(1_640_000)
  })

  test('a reversal mirrors each line by its quantity, and a second one finds nothing left', () => {
    const lines = linesOfQuote(quote, START)
    const reversed = reversalLines(lines, () => true)
    expect(reversed.every((line) => line.quantity === -1)).toBe(true)
    expect(folioTotal([...lines, ...reversed])).toBe(0)
    expect(reversalLines([...lines, ...reversed], () => true)).toEqual([])
  })

  test('a change writes only what differs: a night charged the same is left as it is', () => {
    const lines = linesOfQuote(quote, START)
    const longer = quoteOf(
      { start: 0, nights: 4, adults: 3, kids: 0, base: 450_000, percentOff: 10 },
      {
        seasons: [],
        weekdays: [],
        overrides: [],
        fees: [
          { label: 'Environmental fee', kind: 'per_stay', amount: 20_000, included: false },
          { label: 'VAT 12%', kind: 'percent', amount: 12, included: true },
        ],
      },
    )
    const change = linesOfChange(lines, longer, START)
    // The fourth night and its supplement are new; the promo's 10% of a larger stay replaces
    // the old one; the three nights and the fee stay as they were.
    expect(change.map((line) => [line.kind, line.date, line.quantity, line.amount])).toEqual([
      ['room', '2027-03-01', -1, -450_000],
      ['discount', '2027-03-01', -1, 180_000],
      ['room', '2027-03-04', 1, 450_000],
      ['room', '2027-03-01', 1, 600_000],
      ['discount', '2027-03-01', 1, -240_000],
    ])
    expect(folioTotal([...lines, ...change])).toBe(longer.total)
    expect(linesOfChange([...lines, ...change], longer, START)).toEqual([])
  })

  test('nights taken off at an early check-out take their share of the promo with them', () => {
    const stay = [
      ...['2027-03-01', '2027-03-02', '2027-03-03'].map((night) =>
        chargeLine('room', 'Room only: Base price', night, 1, 100_000),
      ),
      chargeLine('discount', 'Promo RAINY, 50% off', '2027-03-01', 1, -150_000),
    ]
    const freed = ['2027-03-02', '2027-03-03']
    expect(chargedNights(stay, freed)).toEqual([
      { night: '2027-03-02', amount: 50_000 },
      { night: '2027-03-03', amount: 50_000 },
    ])
    // One night stayed at half price: ₱500 owed, not -₱500.
    expect(folioTotal([...stay, ...earlyNightLines(stay, freed)])).toBe(50_000)
  })

  test('a late cancellation leaves the policy charge as its own line, a free one leaves nothing', () => {
    const lines = linesOfQuote(quote, START)
    const late = linesOfMove(lines, 'cancelled', 450_000, '2027-02-27')
    expect(late.at(-1)).toMatchObject({ kind: 'cancellation', amount: 450_000 })
    expect(folioTotal([...lines, ...late])).toBe(450_000)
    expect(folioTotal([...lines, ...linesOfMove(lines, 'declined', null, START)])).toBe(0)
    expect(linesOfMove(lines, 'checked_in', null, START)).toEqual([])
  })

  test('the balance is charges less payments, negative when the resort owes the guest', () => {
    const lines = [chargeLine('room', 'Room only: Base price', START, 1, 450_000)]
    expect(folioBalance(lines, 500_000)).toEqual({
      total: 450_000,
      paid: 500_000,
      balance: -50_000,
    })
  })

  test('VAT is 12/112 of a line, rounded once, the same either way of its sign', () => {
    expect(vatOf(1_120_000)).toBe(120_000)
    expect(vatOf(100)).toBe(11)
    expect(vatOf(-100)).toBe(-11)
  })

  test('the nights of a quote are the nights of its stay', () => {
    const nights = linesOfQuote(quote, START).filter((line) => line.kind === 'room')
    expect(new Set(nights.map((line) => line.date))).toEqual(
      new Set(nightsOf(START, addDays(START, 3))),
    )
  })
})
