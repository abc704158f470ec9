import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { addDays, daysBetween, nightsOf } from './calendar'
import {
  cancellationDue,
  extraGuests,
  groupNights,
  isWeekendNight,
  percentOf,
  priceNight,
  quoteStay,
  roundCentavos,
  type CancellationPolicy,
  type Fee,
  type PriceBook,
  type PriceChange,
  type QuoteRequest,
  type RatePlanPrice,
  type RoomPricing,
  type Season,
} from './pricing'

const START = '2027-01-01'
const dateIn = (span: number) => fc.integer({ min: 0, max: span }).map((day) => addDays(START, day))
const range = fc
  .tuple(dateIn(120), fc.integer({ min: 0, max: 40 }))
  .map(([from, length]) => ({ from, to: addDays(from, length) }))
const change: fc.Arbitrary<PriceChange> = fc.oneof(
  fc.record({ price: fc.integer({ min: 0, max: 2_000_000 }) }),
  fc.record({ percent: fc.integer({ min: -100, max: 300 }) }),
)
const scope = fc.record(
  { roomId: fc.constantFrom(1, 2), rate: fc.constantFrom('breakfast', 'room-only') },
  { requiredKeys: [] },
)
const policy: fc.Arbitrary<CancellationPolicy> = fc.oneof(
  fc.record({
    kind: fc.constant('free_until' as const),
    freeDays: fc.integer({ min: 0, max: 60 }),
    charge: fc.oneof(
      fc.constant('first_night' as const),
      fc.record({ percent: fc.integer({ min: 1, max: 100 }) }),
    ),
  }),
  fc.constant({ kind: 'non_refundable' as const }),
)
const rate: fc.Arbitrary<RatePlanPrice> = fc.record({
  code: fc.constantFrom('breakfast', 'room-only'),
  label: fc.constant('With breakfast'),
  base: fc.integer({ min: 0, max: 2_000_000 }),
  policy,
})
const room: fc.Arbitrary<RoomPricing> = fc.record({
  roomId: fc.constantFrom(1, 2),
  includedGuests: fc.integer({ min: 1, max: 4 }),
  extraAdult: fc.integer({ min: 0, max: 300_000 }),
  extraKid: fc.integer({ min: 0, max: 300_000 }),
  rates: fc.constant([]),
})
const fee: fc.Arbitrary<Fee> = fc.record({
  label: fc.constantFrom('VAT 12%', 'Service charge', 'Environmental fee'),
  kind: fc.constantFrom('percent' as const, 'per_stay' as const, 'per_guest_night' as const),
  amount: fc.integer({ min: 0, max: 50_000 }),
  included: fc.boolean(),
})
const book: fc.Arbitrary<PriceBook> = fc.record({
  seasons: fc.array(
    fc
      .tuple(range, change, scope, fc.constantFrom('Summer', 'Holy Week', 'Christmas'))
      .chain(([dates, priceChange, covered, name]) =>
        fc.integer({ min: 0, max: 3 }).map((priority) => ({
          ...dates,
          ...priceChange,
          ...covered,
          name,
          priority,
        })),
      ),
    { maxLength: 4 },
  ),
  weekdays: fc.array(
    fc
      .tuple(change, scope, fc.subarray([0, 1, 2, 3, 4, 5, 6] as const, { minLength: 1 }))
      .map(([priceChange, covered, days]) => ({ ...priceChange, ...covered, days })),
    { maxLength: 2 },
  ),
  overrides: fc.array(
    fc.tuple(range, fc.integer({ min: 0, max: 2_000_000 }), rate).map(([dates, price, plan]) => ({
      ...dates,
      roomId: 1,
      rate: plan.code,
      price,
    })),
    { maxLength: 3 },
  ),
  fees: fc.array(fee, { maxLength: 3 }),
})
const request: fc.Arbitrary<QuoteRequest> = fc
  .tuple(
    room,
    rate,
    dateIn(150),
    fc.integer({ min: 1, max: 30 }),
    fc.record({ adults: fc.integer({ min: 1, max: 4 }), kids: fc.integer({ min: 0, max: 4 }) }),
    fc.option(
      fc.oneof(
        fc.record({ code: fc.constant('RAINY'), percentOff: fc.integer({ min: 0, max: 100 }) }),
        fc.record({
          code: fc.constant('RAINY'),
          amountOff: fc.integer({ min: 0, max: 10_000_000 }),
        }),
      ),
    ),
  )
  .map(([pricing, plan, checkIn, nights, party, promo]) => ({
    room: pricing,
    rate: plan,
    checkIn,
    checkOut: addDays(checkIn, nights),
    party,
    promo,
    today: START,
  }))

describe('quoteStay, for any prices, seasons, fees, party and promo', () => {
  test('prices every night of the stay exactly once, in order', () => {
    fc.assert(
      fc.property(request, book, (stay, prices) => {
        const quote = quoteStay(stay, prices)
        expect(quote.nightly.map((line) => line.night)).toEqual(
          nightsOf(stay.checkIn, stay.checkOut),
        )
        expect(quote.nightly).toHaveLength(daysBetween(stay.checkIn, stay.checkOut))
      }),
    )
  })

  test('the total is the room total, less the discount, plus the fees not included', () => {
    fc.assert(
      fc.property(request, book, (stay, prices) => {
        const quote = quoteStay(stay, prices)
        const lines = (items: { amount: number }[]) => items.reduce((t, i) => t + i.amount, 0)
        expect(quote.roomTotal).toBe(
          lines(quote.nightly.map((n) => ({ amount: n.price }))) + lines(quote.supplements),
        )
        expect(quote.total).toBe(
          quote.roomTotal -
            (quote.discount?.amount ?? 0) +
            lines(quote.fees.filter((line) => !line.included)),
        )
      }),
    )
  })

  test('nothing is negative or fractional, and a discount never exceeds the room total', () => {
    fc.assert(
      fc.property(request, book, (stay, prices) => {
        const quote = quoteStay(stay, prices)
        const amounts = [
          ...quote.nightly.map((line) => line.price),
          ...quote.supplements.map((line) => line.amount),
          ...quote.fees.map((line) => line.amount),
          quote.discount?.amount ?? 0,
          quote.roomTotal,
          quote.total,
        ]
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
        }
        expect(quote.discount?.amount ?? 0).toBeLessThanOrEqual(quote.roomTotal)
      }),
    )
  })

  test('the same inputs give the same quote, whatever order the rules are listed in', () => {
    fc.assert(
      fc.property(request, book, (stay, prices) => {
        const reversed = {
          seasons: [...prices.seasons].reverse(),
          weekdays: prices.weekdays,
          overrides: prices.overrides,
          fees: prices.fees,
        }
        expect(quoteStay(structuredClone(stay), structuredClone(prices))).toEqual(
          quoteStay(stay, prices),
        )
        expect(quoteStay(stay, reversed).nightly).toEqual(quoteStay(stay, prices).nightly)
      }),
    )
  })
})

const PLAN: RatePlanPrice = {
  code: 'breakfast',
  label: 'With breakfast',
  base: 250_000,
  policy: { kind: 'free_until', freeDays: 7, charge: 'first_night' },
}
const EMPTY: PriceBook = { seasons: [], weekdays: [], overrides: [], fees: [] }
const ROOM: RoomPricing = {
  roomId: 1,
  includedGuests: 2,
  extraAdult: 0,
  extraKid: 0,
  rates: [PLAN],
}
const TWO_NIGHTS: QuoteRequest = {
  room: ROOM,
  rate: PLAN,
  checkIn: '2027-02-01',
  checkOut: '2027-02-03',
  party: { adults: 2, kids: 0 },
  today: '2027-01-01',
}

test('precedence: a night override, then the season of highest priority, then the weekday, then the base', () => {
  const prices: PriceBook = {
    ...EMPTY,
    weekdays: [{ days: [5, 6], percent: 20 }],
    seasons: [
      { name: 'Summer', from: '2027-03-01', to: '2027-05-31', percent: 40, priority: 1 },
      { name: 'Holy Week', from: '2027-03-21', to: '2027-03-28', price: 600_000, priority: 2 },
    ],
    overrides: [{ roomId: 1, rate: 'breakfast', from: '2027-03-25', to: '2027-03-25', price: 1 }],
  }
  const night = (date: string) => priceNight(1, PLAN, date, prices)

  expect(night('2027-03-25')).toEqual({
    night: '2027-03-25',
    price: 1,
    rule: 'Price set for this night',
  })
  expect(night('2027-03-24')).toEqual({ night: '2027-03-24', price: 600_000, rule: 'Holy Week' })
  expect(night('2027-04-09')).toEqual({ night: '2027-04-09', price: 350_000, rule: 'Summer' })
  // 2027-02-05 is a Friday: the night that starts on Friday.
  expect(night('2027-02-05')).toEqual({
    night: '2027-02-05',
    price: 300_000,
    rule: 'Friday nights',
  })
  expect(night('2027-02-04')).toEqual({ night: '2027-02-04', price: 250_000, rule: 'Base price' })
  expect(priceNight(2, PLAN, '2027-03-25', prices).rule).toBe('Holy Week')
})

test('seasons of equal priority are decided by name, never by the order they were stored in', () => {
  const a = { name: 'A', from: '2027-01-01', to: '2027-01-31', price: 1000, priority: 1 }
  const b = { name: 'B', from: '2027-01-01', to: '2027-01-31', price: 2000, priority: 1 }
  expect(priceNight(1, PLAN, '2027-01-10', { ...EMPTY, seasons: [a, b] }).rule).toBe('A')
  expect(priceNight(1, PLAN, '2027-01-10', { ...EMPTY, seasons: [b, a] }).rule).toBe('A')
})

test('seasons of equal priority and name: the narrower scope wins, then the season itself decides', () => {
  const everyRoom = {
    name: 'Summer',
    from: '2027-04-03',
    to: '2027-05-02',
    percent: 292,
    priority: 3,
  }
  const thisRoom = { ...everyRoom, from: '2027-03-20', to: '2027-04-15', percent: -5, roomId: 1 }
  const night = (seasons: Season[]) =>
    priceNight(1, PLAN, '2027-04-03', { ...EMPTY, seasons }).price
  expect(night([everyRoom, thisRoom])).toBe(237_500)
  expect(night([thisRoom, everyRoom])).toBe(237_500)

  const cheaper = { ...everyRoom, percent: -10 }
  expect(night([everyRoom, cheaper])).toBe(night([cheaper, everyRoom]))
})

test('adults fill the included guests first; each guest beyond them pays per night', () => {
  expect(extraGuests({ adults: 2, kids: 2 }, 2)).toEqual({ adults: 0, kids: 2 })
  expect(extraGuests({ adults: 4, kids: 1 }, 2)).toEqual({ adults: 2, kids: 1 })
  expect(extraGuests({ adults: 1, kids: 2 }, 2)).toEqual({ adults: 0, kids: 1 })

  const quote = quoteStay(
    {
      ...TWO_NIGHTS,
      room: { ...ROOM, roomId: 3, extraAdult: 80_000 },
      checkOut: '2027-02-04',
      party: { adults: 3, kids: 1 },
    },
    EMPTY,
  )
  expect(quote.supplements).toEqual([{ label: '1 extra adult × 3 nights', amount: 240_000 }])
  expect(quote.total).toBe(3 * 250_000 + 240_000)
})

test('an included VAT is shown and changes no total; added fees and a promo change it', () => {
  const stay = TWO_NIGHTS
  const vat: Fee = { label: 'VAT 12%', kind: 'percent', amount: 12, included: true }

  const withVat = quoteStay(stay, { ...EMPTY, fees: [vat] })
  expect(withVat.total).toBe(500_000)
  expect(withVat.fees).toEqual([{ label: 'VAT 12%', amount: 53_571, included: true }])

  const withAll = quoteStay(
    { ...stay, promo: { code: 'RAINY', percentOff: 10 } },
    {
      ...EMPTY,
      fees: [
        vat,
        { label: 'Service charge', kind: 'percent', amount: 10, included: false },
        { label: 'Environmental fee', kind: 'per_guest_night', amount: 5_000, included: false },
      ],
    },
  )
  expect(withAll.discount).toEqual({ code: 'RAINY', label: 'Promo code RAINY', amount: 50_000 })
  expect(withAll.total).toBe(450_000 + 45_000 + 2 * 2 * 5_000)
})

test('the cancellation policy is said in words with the last free day, or that it has passed', () => {
  const stay = {
    ...TWO_NIGHTS,
    checkIn: '2027-02-10',
    checkOut: '2027-02-12',
    party: { adults: 1, kids: 0 },
  }

  expect(quoteStay({ ...stay, rate: PLAN }, EMPTY).policy).toEqual({
    text: 'Free cancellation until Wed 3 Feb 2027; after that, the first night is charged.',
    freeUntil: '2027-02-03',
    charge: 250_000,
  })
  expect(quoteStay({ ...stay, rate: PLAN, today: '2027-02-04' }, EMPTY).policy).toEqual({
    text: 'Free cancellation has ended for these dates: if cancelled, the first night is charged.',
    freeUntil: null,
    charge: 250_000,
  })
  expect(quoteStay({ ...stay, rate: PLAN, today: '2027-02-03' }, EMPTY).policy.freeUntil).toBe(
    '2027-02-03',
  )
  const strict: RatePlanPrice = { ...PLAN, policy: { kind: 'non_refundable' } }
  expect(quoteStay({ ...stay, rate: strict }, EMPTY).policy.freeUntil).toBeNull()
})

test('one rounding rule: to the nearest centavo, halves away from zero', () => {
  expect(roundCentavos(2.5)).toBe(3)
  expect(roundCentavos(-2.5)).toBe(-3)
  expect(percentOf(333, 10)).toBe(33)
  expect(percentOf(335, 10)).toBe(34)
})

test('nights are grouped while price and rule stay the same, in order', () => {
  expect(
    groupNights([
      { night: '2027-03-19', price: 250_000, rule: 'Base price' },
      { night: '2027-03-20', price: 300_000, rule: 'Saturday nights' },
      { night: '2027-03-21', price: 600_000, rule: 'Holy Week' },
      { night: '2027-03-22', price: 600_000, rule: 'Holy Week' },
      { night: '2027-03-23', price: 250_000, rule: 'Base price' },
    ]),
  ).toEqual([
    { from: '2027-03-19', nights: 1, price: 250_000, rule: 'Base price' },
    { from: '2027-03-20', nights: 1, price: 300_000, rule: 'Saturday nights' },
    { from: '2027-03-21', nights: 2, price: 600_000, rule: 'Holy Week' },
    { from: '2027-03-23', nights: 1, price: 250_000, rule: 'Base price' },
  ])
  expect(groupNights([])).toEqual([])
})

test('grouped nights add up to every night of any quote', () => {
  fc.assert(
    fc.property(request, book, (stay, prices) => {
      const quote = quoteStay(stay, prices)
      const runs = groupNights(quote.nightly)
      expect(runs.reduce((count, run) => count + run.nights, 0)).toBe(quote.nightly.length)
      expect(runs.reduce((total, run) => total + run.nights * run.price, 0)).toBe(
        quote.nightly.reduce((total, night) => total + night.price, 0),
      )
    }),
  )
})

test('two included percentages share the price without overlapping', () => {
  const stay = TWO_NIGHTS
  const quote = quoteStay(stay, {
    ...EMPTY,
    fees: [
      { label: 'VAT 12%', kind: 'percent', amount: 12, included: true },
      { label: 'Service 10%', kind: 'percent', amount: 10, included: true },
    ],
  })
  // ₱5,000 holds the net price and 22% of it: net ₱4,098.36.
  expect(quote.fees.map((fee) => fee.amount)).toEqual([49_180, 40_984])
  expect(quote.total).toBe(500_000)
})

test('a percentage change rounds the night’s price once', () => {
  const plan = { ...PLAN, base: 1004 }
  const night = priceNight(1, plan, '2027-01-10', {
    ...EMPTY,
    seasons: [{ name: 'Rainy', from: '2027-01-01', to: '2027-01-31', percent: -12.5, priority: 0 }],
  })
  expect(night.price).toBe(879)
})

test('overlapping overrides and weekday prices: the later in the list wins; an override may be a percentage for every rate', () => {
  const prices: PriceBook = {
    ...EMPTY,
    weekdays: [
      { days: [5], price: 100 },
      { days: [5, 6], roomId: 1, price: 200 },
    ],
    overrides: [
      { roomId: 1, from: '2027-02-01', to: '2027-02-28', percent: -10 },
      { roomId: 1, rate: 'breakfast', from: '2027-02-10', to: '2027-02-10', price: 5 },
    ],
  }
  expect(priceNight(1, PLAN, '2027-02-09', prices).price).toBe(225_000)
  expect(priceNight(1, PLAN, '2027-02-10', prices).price).toBe(5)
  expect(priceNight(1, PLAN, '2027-03-05', prices)).toMatchObject({
    price: 200,
    rule: 'Friday nights',
  })
  expect(priceNight(2, PLAN, '2027-03-05', prices).price).toBe(100)
})

test('a cancellation costs nothing until the free day, then the policy’s charge; a non-refundable rate its total', () => {
  const quote = quoteStay(TWO_NIGHTS, EMPTY)
  expect(quote.policy).toMatchObject({ freeUntil: '2027-01-25', charge: 250_000 })
  expect(cancellationDue(quote.policy, '2027-01-25')).toBe(0)
  expect(cancellationDue(quote.policy, '2027-01-26')).toBe(250_000)

  const half = { ...PLAN, policy: { kind: 'free_until', freeDays: 7, charge: { percent: 50 } } }
  expect(quoteStay({ ...TWO_NIGHTS, rate: half as RatePlanPrice }, EMPTY).policy.charge).toBe(
    250_000,
  )
  const strict: RatePlanPrice = { ...PLAN, policy: { kind: 'non_refundable' } }
  const nonRefundable = quoteStay({ ...TWO_NIGHTS, rate: strict }, EMPTY).policy
  expect(cancellationDue(nonRefundable, '2027-01-01')).toBe(500_000)
  // A quote stored before charges were stated says nothing is due.
  expect(cancellationDue({ text: '', freeUntil: null }, '2027-01-26')).toBe(0)
})

test('the first night’s charge is its share of what the guest pays, after a discount and with fees added', () => {
  const book: PriceBook = {
    ...EMPTY,
    seasons: [
      { name: 'Fiesta', from: '2027-02-01', to: '2027-02-01', price: 750_000, priority: 1 },
    ],
    fees: [{ label: 'Service 10%', kind: 'percent', amount: 10, included: false }],
  }
  // ₱7,500 + ₱2,500, 50% off: ₱5,000, plus 10%: ₱5,500; the first night is 3/4 of it.
  const quote = quoteStay({ ...TWO_NIGHTS, promo: { code: 'HALF', percentOff: 50 } }, book)
  expect(quote.total).toBe(550_000)
  expect(quote.policy.charge).toBe(412_500)
})

test("the resort's weekend is Friday and Saturday nights, named by the day a night starts", () => {
  const week = Array.from({ length: 7 }, (_, index) => addDays('2027-03-01', index))

  expect(week.filter(isWeekendNight)).toEqual(['2027-03-05', '2027-03-06'])
})
