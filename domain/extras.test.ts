import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  EXTRA_BASES,
  priceChoices,
  priceExtra,
  readExtrasParam,
  unitsOfBasis,
  writeExtrasParam,
  type Extra,
} from './extras'
import { folioTotal, linesOfQuote } from './folio'
import { quoteStay, type Quote } from './pricing'
import { linesOfExtras, withExtras } from './quote-extras'

const BREAKFAST: Extra = {
  code: 'breakfast',
  name: 'Breakfast',
  price: 45_000,
  basis: 'per_guest_night',
  online: true,
  active: true,
}
const KAYAK: Extra = {
  ...BREAKFAST,
  code: 'kayak',
  name: 'Kayak',
  price: 60_000,
  basis: 'per_item',
}
const DESK_ONLY: Extra = { ...BREAKFAST, code: 'massage', name: 'Massage', online: false }
const WITHDRAWN: Extra = {
  ...BREAKFAST,
  code: 'sunset-cruise',
  name: 'Sunset cruise',
  active: false,
}
const CATALOGUE = [BREAKFAST, KAYAK, DESK_ONLY, WITHDRAWN]
// Two adults and a kid for four nights.
const STAY = { nights: 4, guests: 3 }

describe('an extra is priced by its basis', () => {
  test('the units of each basis for three guests and four nights', () => {
    expect(EXTRA_BASES.map((basis) => unitsOfBasis(basis, STAY))).toEqual([1, 4, 3, 12, 1])
  })

  test('breakfast for 3 guests and 4 nights is 12 × ₱450; 2 kayaks are 2 × ₱600', () => {
    expect(priceExtra(BREAKFAST, STAY)).toMatchObject({ units: 12, amount: 540_000 })
    expect(priceExtra(KAYAK, STAY, 2)).toMatchObject({ quantity: 2, units: 2, amount: 120_000 })
  })
})

describe('what a guest asks for', () => {
  const online = { online: true }

  test('the online and active extras are priced, each code as typed in any case', () => {
    const priced = priceChoices(
      CATALOGUE,
      [{ code: ' Breakfast ' }, { code: 'kayak', quantity: 2 }],
      STAY,
      online,
    )
    expect(priced).toEqual({
      extras: [priceExtra(BREAKFAST, STAY), priceExtra(KAYAK, STAY, 2)],
    })
  })

  test('an unknown, withdrawn or desk-only code is refused in the same words', () => {
    for (const code of ['jet-ski', 'sunset-cruise', 'massage']) {
      expect(priceChoices(CATALOGUE, [{ code }], STAY, online)).toEqual({
        problem: `The extra ${code} is not offered online.`,
      })
    }
  })

  test('the desk may sell a desk-only extra, never a withdrawn one', () => {
    expect(priceChoices(CATALOGUE, [{ code: 'massage' }], STAY, { online: false })).toHaveProperty(
      'extras',
    )
    expect(priceChoices(CATALOGUE, [{ code: 'sunset-cruise' }], STAY, { online: false })).toEqual({
      problem: 'The extra sunset-cruise is not offered.',
    })
  })

  test('a quantity from 1 to 20, and each code once', () => {
    for (const quantity of [0, 21, 1.5, -1]) {
      expect(priceChoices(CATALOGUE, [{ code: 'kayak', quantity }], STAY, online)).toEqual({
        problem: 'Choose from 1 to 20 of the extra kayak.',
      })
    }
    expect(
      priceChoices(CATALOGUE, [{ code: 'kayak' }, { code: 'KAYAK', quantity: 2 }], STAY, online),
    ).toEqual({ problem: 'Choose each extra once.' })
  })
})

describe('extras in the address of an availability question', () => {
  test('CODE:QTY, the quantity 1 when left out', () => {
    expect(readExtrasParam('breakfast:1,kayak:2')).toEqual([
      { code: 'breakfast', quantity: 1 },
      { code: 'kayak', quantity: 2 },
    ])
    expect(readExtrasParam('breakfast')).toEqual([{ code: 'breakfast', quantity: 1 }])
    expect(readExtrasParam('')).toEqual([])
  })

  test('anything else is not read', () => {
    for (const text of ['kayak:', 'kayak:x', ':2', 'kayak:2:3', 'kayak,,breakfast', 'kayak:1234']) {
      expect(readExtrasParam(text)).toBeNull()
    }
  })

  test('what is written is read back', () => {
    const choices = [
      { code: 'breakfast', quantity: 1 },
      { code: 'kayak', quantity: 20 },
    ]
    expect(readExtrasParam(writeExtrasParam(choices))).toEqual(choices)
  })
})

describe('extras on a quote', () => {
  const quote: Quote = quoteStay(
    {
      room: { roomId: 3, includedGuests: 2, extraAdult: 0, extraKid: 50_000, rates: [] },
      rate: {
        code: 'breakfast',
        label: 'With breakfast',
        base: 300_000,
        policy: { kind: 'free_until', freeDays: 3, charge: 'first_night' },
      },
      checkIn: '2027-03-01',
      checkOut: '2027-03-05',
      party: { adults: 2, kids: 1 },
      today: '2027-01-01',
    },
    { seasons: [], weekdays: [], overrides: [], fees: [] },
  )

  test('no extras leave the quote as it was', () => {
    expect(withExtras(quote, [])).toBe(quote)
  })

  test('the total grows by the extras, the policy’s charge stays the room’s', () => {
    const extras = [priceExtra(BREAKFAST, STAY), priceExtra(KAYAK, STAY, 2)]
    const withThem = withExtras(quote, extras)
    // 4 nights at ₱3,000 and a kid at ₱500 a night: ₱14,000; then ₱5,400 and ₱1,200.
    expect(quote.total).toBe(1_400_000)
    expect(withThem.total).toBe(1_400_000 + 540_000 + 120_000)
    expect(withThem.extras).toEqual(extras)
    expect(withThem.policy).toEqual(quote.policy)
  })

  test('their folio lines, with the quote’s, come to the total: units at the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 8 }),
        (quantity, guests) => {
          const stay = { nights: 4, guests }
          const extras = [priceExtra(BREAKFAST, stay), priceExtra(KAYAK, stay, quantity)]
          const lines = [
            ...linesOfQuote(quote, '2027-03-01'),
            ...linesOfExtras(extras, '2027-03-01'),
          ]
          expect(folioTotal(lines)).toBe(withExtras(quote, extras).total)
        },
      ),
    )
    expect(linesOfExtras([priceExtra(BREAKFAST, STAY)], '2027-03-01')).toEqual([
      {
        kind: 'extra',
        description: 'Breakfast, ₱450 a guest a night',
        date: '2027-03-01',
        quantity: 12,
        unitAmount: 45_000,
        amount: 540_000,
        vat: 57_857,
      },
    ])
  })
})
