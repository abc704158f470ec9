import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { chargeLine, folioTotal, linesOfChange, linesOfMove, type ChargeLine } from './folio'
import { figuresOf, invoiceLinesOf, type BillableLine } from './invoice'
import {
  feeTierProblem,
  isLocalFeeLine,
  localFeeLines,
  localFeeRepricing,
  localFeesTotal,
  tiersOfGuests,
  type FeeTierChoice,
  type LocalFee,
} from './local-fees'
import { lodgingDiscountLines, lodgingOf, type Beneficiary } from './lodging-discounts'

const DAY = '2026-12-01'
const ECO: LocalFee = {
  code: 'eco',
  name: 'Eco-tourism fee',
  basis: 'per_guest',
  tiers: [
    { code: 'standard', name: 'Visitor', amount: 20_000 },
    { code: 'resident', name: 'Resident of the province', amount: 10_000 },
    { code: 'student', name: 'Student', amount: 5_000 },
    { code: 'long-stay', name: 'Over 10 nights', amount: 50_000 },
    { code: 'exempt', name: 'Exempt', amount: 0 },
  ],
  defaultTier: 'standard',
}
const TERMINAL: LocalFee = {
  code: 'terminal',
  name: 'Environmental fee',
  basis: 'per_guest_stay',
  tiers: [{ code: 'adult', name: 'Adult', amount: 2_500 }],
  defaultTier: 'adult',
}
const SENIOR: Beneficiary = { kind: 'senior', name: 'Lola Basyang', idNumber: 'OSCA-0042' }

/** Two nights at ₱3,000, a 10% promo, a senior among `guests`, and a boat transfer. */
function stay(guests: number, promo = 60_000): ChargeLine[] {
  const lines = [
    chargeLine('room', 'Cabana: standard', DAY, 1, 300_000),
    chargeLine('room', 'Cabana: standard', '2026-12-02', 1, 300_000),
    chargeLine('discount', 'Promo SUMMER', DAY, 1, -promo),
    chargeLine('extra', 'Boat transfer', DAY, guests, 80_000),
  ]
  return [...lines, ...lodgingDiscountLines(lodgingOf(lines, guests), [SENIOR], DAY)]
}

function numbered(lines: readonly ChargeLine[]): BillableLine[] {
  return lines.map((line, index) => ({ ...line, id: index + 1 }))
}

describe('a local fee by tiers', () => {
  test('one line a tier, its quantity the guests in it, with no VAT', () => {
    const choices: FeeTierChoice[] = [
      { fee: 'eco', guest: 2, tier: 'student' },
      { fee: 'eco', guest: 3, tier: 'exempt' },
    ]
    const lines = localFeeLines([ECO], choices, { guests: 4, nights: 2 }, DAY)
    expect(lines).toEqual([
      {
        kind: 'fee',
        description: 'Eco-tourism fee, Visitor (collected for the local government)',
        date: DAY,
        quantity: 2,
        unitAmount: 20_000,
        amount: 40_000,
        vat: 0,
      },
      {
        kind: 'fee',
        description: 'Eco-tourism fee, Student (collected for the local government)',
        date: DAY,
        quantity: 1,
        unitAmount: 5_000,
        amount: 5_000,
        vat: 0,
      },
    ])
    expect(lines.every(isLocalFeeLine)).toBe(true)
  })

  test('per_guest_stay counts each guest for each night', () => {
    const [line] = localFeeLines([TERMINAL], [], { guests: 3, nights: 4 }, DAY)
    expect(line).toMatchObject({ quantity: 12, unitAmount: 2_500, amount: 30_000, vat: 0 })
  })

  test('a guest the desk did not name pays the default tier', () => {
    const tiers = tiersOfGuests(ECO, [{ fee: 'eco', guest: 1, tier: 'resident' }], 3)
    expect(tiers.map((tier) => tier.code)).toEqual(['resident', 'standard', 'standard'])
  })

  test('an unknown fee, tier or guest, or a guest named twice, is refused in words', () => {
    const problem = (choices: FeeTierChoice[]) => feeTierProblem([ECO], choices, 2)
    expect(problem([{ fee: 'eco', guest: 2, tier: 'student' }])).toBeNull()
    expect(problem([{ fee: 'ferry', guest: 1, tier: 'student' }])).toBe(
      "There is no local fee 'ferry': the fees are eco.",
    )
    expect(problem([{ fee: 'eco', guest: 3, tier: 'student' }])).toBe(
      'The stay has 2 guests: there is no guest 3.',
    )
    expect(problem([{ fee: 'eco', guest: 0, tier: 'student' }])).toBe(
      'The stay has 2 guests: there is no guest 0.',
    )
    expect(problem([{ fee: 'eco', guest: 1, tier: 'pupil' }])).toBe(
      "The eco-tourism fee has no tier 'pupil': its tiers are standard, resident, student, long-stay, exempt.",
    )
    expect(
      problem([
        { fee: 'eco', guest: 1, tier: 'student' },
        { fee: 'eco', guest: 1, tier: 'resident' },
      ]),
    ).toBe('Guest 1 has one tier of the eco-tourism fee.')
  })

  test('repricing writes nothing when the fees stand, and reverses and rewrites when not', () => {
    const wanted = localFeeLines([ECO], [], { guests: 2, nights: 2 }, DAY)
    expect(localFeeRepricing(wanted, wanted)).toEqual([])
    const student = localFeeLines(
      [ECO],
      [{ fee: 'eco', guest: 1, tier: 'student' }],
      { guests: 2, nights: 2 },
      '2026-12-02',
    )
    const written = localFeeRepricing(wanted, student)
    expect(localFeesTotal([...wanted, ...written])).toBe(25_000)
    expect(written.every((line) => line.vat === 0)).toBe(true)
  })

  test('a change of the stay leaves them to the desk, and a cancellation gives them back', () => {
    const fees = localFeeLines([ECO], [], { guests: 2, nights: 2 }, DAY)
    const quote = {
      rate: 'standard',
      label: 'Cabana',
      nightly: [{ night: DAY, price: 300_000, rule: 'standard' }],
      supplements: [],
      roomTotal: 300_000,
      discount: null,
      fees: [],
      total: 300_000,
      policy: { text: '', freeUntil: null },
    }
    const lines = [chargeLine('room', 'Cabana: standard', DAY, 1, 300_000), ...fees]
    expect(linesOfChange(lines, quote, DAY)).toEqual([])
    const cancelled = [...lines, ...linesOfMove(lines, 'cancelled', null, DAY)]
    expect(folioTotal(cancelled)).toBe(0)
    expect(cancelled.filter(isLocalFeeLine).every((line) => line.vat === 0)).toBe(true)
  })
})

const anyChoices = (guests: number) =>
  fc.array(
    fc.record({
      fee: fc.constantFrom('eco', 'terminal'),
      guest: fc.integer({ min: 1, max: guests }),
      tier: fc.constantFrom('standard', 'resident', 'student', 'long-stay', 'exempt', 'adult'),
    }),
    { maxLength: 8 },
  )

/** The guests, their choices kept to tiers the fee has and one a guest and fee. */
const anyStay = fc
  .integer({ min: 1, max: 6 })
  .chain((guests) =>
    fc.record({
      guests: fc.constant(guests),
      nights: fc.integer({ min: 1, max: 14 }),
      promo: fc.integer({ min: 0, max: 300_000 }),
      choices: anyChoices(guests),
    }),
  )
  .map((stayed) => {
    const seen = new Set<string>()
    const choices = stayed.choices.filter((choice) => {
      const fee = [ECO, TERMINAL].find((candidate) => candidate.code === choice.fee)
      const key = `${choice.fee} ${choice.guest}`
      if (!fee?.tiers.some((tier) => tier.code === choice.tier) || seen.has(key)) return false
      seen.add(key)
      return true
    })
    return { ...stayed, choices }
  })

describe('local fees with any tiers chosen', () => {
  test('the folio still sums to its total: the stay, plus each guest’s tier', () => {
    fc.assert(
      fc.property(anyStay, ({ guests, nights, promo, choices }) => {
        expect(feeTierProblem([ECO, TERMINAL], choices, guests)).toBeNull()
        const base = stay(guests, promo)
        const fees = localFeeLines([ECO, TERMINAL], choices, { guests, nights }, DAY)
        const expected =
          tiersOfGuests(ECO, choices, guests).reduce((sum, tier) => sum + tier.amount, 0) +
          tiersOfGuests(TERMINAL, choices, guests).reduce(
            (sum, tier) => sum + tier.amount * nights,
            0,
          )
        expect(folioTotal([...base, ...fees])).toBe(folioTotal(base) + expected)
        // Rechoosing from any earlier choice lands on the same fees.
        const before = localFeeLines([ECO], [], { guests, nights }, DAY)
        const after = [...before, ...localFeeRepricing(before, fees)]
        expect(localFeesTotal(after)).toBe(expected)
        expect(folioTotal([...base, ...after])).toBe(folioTotal(base) + expected)
      }),
    )
  })

  test('the invoice’s VAT figures do not move when a local fee is added', () => {
    fc.assert(
      fc.property(anyStay, ({ guests, nights, promo, choices }) => {
        const base = stay(guests, promo)
        const fees = localFeeLines([ECO, TERMINAL], choices, { guests, nights }, DAY)
        const without = numbered(base)
        const withFees = numbered([...base, ...fees])
        const before = figuresOf(invoiceLinesOf(without, lodgingOf(without, guests)), 'vat')
        const after = figuresOf(invoiceLinesOf(withFees, lodgingOf(withFees, guests)), 'vat')
        const added = folioTotal(fees)
        expect(after).toEqual({ ...before, localFees: added, total: before.total + added })
        expect(lodgingOf(withFees, guests)).toEqual(lodgingOf(without, guests))
      }),
    )
  })
})
