import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { addDays } from './calendar'
import {
  earlyNightLines,
  folioTotal,
  isBeneficiaryLine,
  linesOfChange,
  linesOfMove,
  linesOfQuote,
  type ChargeLine,
} from './folio'
import {
  beneficiaryLabels,
  beneficiaryLines,
  beneficiaryRepricing,
  lodgingOf,
  beneficiaryProblem,
  lodgingDiscountLines,
  type Beneficiary,
  type BeneficiaryKind,
  type Lodging,
} from './lodging-discounts'
import type { Centavos } from './money'
import { quoteStay, type Quote, type QuoteRequest } from './pricing'

const DAY = '2026-12-01'

function centavos(pesos: string): Centavos {
  return Math.round(Number(pesos.replaceAll(',', '')) * 100)
}

function people(count: number, kind: BeneficiaryKind): Beneficiary[] {
  return Array.from({ length: count }, (_, index) => ({
    kind,
    name: `Guest ${index + 1}`,
    idNumber: `ID-${index + 1}`,
  }))
}

/** The rows of the worked examples' table in the docs, as figures. */
function workedExamples() {
  const doc = readFileSync(new URL('../docs/senior-and-pwd-discounts.md', import.meta.url), 'utf8')
  return doc
    .split('\n')
    .filter((row) => /^\| [A-Z].*\| \d+ +\|/.test(row))
    .map((row) => {
      const cells = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
      const [example = '', guests = '', beneficiaries = '', ...figures] = cells
      const [count = '0', kind = ''] = beneficiaries.split(' ')
      const [lodging, promo, promoBack, exemption, twenty, pays] = figures.map(centavos)
      return {
        example,
        lodging: { charges: lodging ?? 0, promo: promo ?? 0, guests: Number(guests) },
        beneficiaries: people(Number(count), kind as BeneficiaryKind),
        expected: { promoBack, exemption, twenty, pays },
      }
    })
}

function sumOf(
  lines: ReturnType<typeof lodgingDiscountLines>,
  pick: (kind: string, amount: number) => boolean,
) {
  return lines
    .filter((line) => pick(line.kind, line.amount))
    .reduce((sum, line) => sum + line.amount, 0)
}

describe('the worked examples in the docs, to the centavo', () => {
  const examples = workedExamples()

  test('the table has the five examples', () => {
    expect(examples).toHaveLength(5)
  })

  test.each(examples)('$example', ({ lodging, beneficiaries, expected }) => {
    const lines = lodgingDiscountLines(lodging, beneficiaries, DAY)
    expect(sumOf(lines, (kind, amount) => kind === 'discount' && amount > 0)).toBe(
      expected.promoBack,
    )
    expect(0 - sumOf(lines, (kind) => kind === 'vat_exemption')).toBe(expected.exemption)
    expect(0 - sumOf(lines, (kind, amount) => kind === 'discount' && amount < 0)).toBe(
      expected.twenty,
    )
    expect(lodging.charges - lodging.promo + folioTotal(lines)).toBe(expected.pays)
  })
})

test('the lines name the beneficiary by kind and number, never by name or ID', () => {
  const lodging = { charges: 600_000, promo: 60_000, guests: 2 }
  const beneficiaries = [
    { kind: 'senior' as const, name: 'Lourdes Reyes', idNumber: 'QC-12345' },
    { kind: 'pwd' as const, name: 'Ana Cruz', idNumber: '13-7404-000-1234567' },
  ]
  const lines = lodgingDiscountLines(lodging, beneficiaries, DAY)
  expect(lines.map((line) => line.description)).toEqual([
    'Senior citizen 1: promo not combined with the 20%',
    'Senior citizen 1: VAT exemption on their share',
    'Senior citizen 1: 20% discount',
    'PWD 1: promo not combined with the 20%',
    'PWD 1: VAT exemption on their share',
    'PWD 1: 20% discount',
  ])
  expect(lines.every(isBeneficiaryLine)).toBe(true)
  expect(beneficiaryLabels(people(2, 'pwd'))).toEqual(['PWD 1', 'PWD 2'])
})

const lodgings = fc
  .record({
    charges: fc.integer({ min: 100, max: 50_000_000 }),
    promoPercent: fc.integer({ min: 0, max: 60 }),
    guests: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ charges, promoPercent, guests }) => ({
    charges,
    promo: Math.round((charges * promoPercent) / 100),
    guests,
  }))

test('a share gets whichever of the promo and the 20% leaves it cheaper, never both', () => {
  fc.assert(
    fc.property(lodgings, (lodging: Lodging) => {
      const lines = beneficiaryLines(lodging, 'Senior citizen 1', DAY)
      const share = Math.round(lodging.charges / lodging.guests)
      const promoShare = Math.round(lodging.promo / lodging.guests)
      const sharePays = share - promoShare + folioTotal(lines)
      const withPromo = share - promoShare - Math.round(((share - promoShare) * 12) / 112)
      const withTwenty = share - Math.round((share * 12) / 112)
      expect(sharePays).toBeLessThanOrEqual(withPromo)
      const twentyOff = Math.round(withTwenty * 0.2)
      expect(sharePays).toBe(Math.min(withPromo, withTwenty - twentyOff))
      const twenty = lines.some((line) => line.kind === 'discount' && line.amount < 0)
      const promoKept = promoShare > 0 && !lines.some((line) => line.amount > 0)
      expect(twenty && promoKept).toBe(false)
    }),
  )
})

test('each line is its quantity times its unit, and the exemption is all VAT taken back', () => {
  fc.assert(
    fc.property(lodgings, fc.integer({ min: 1, max: 8 }), (lodging, count) => {
      const beneficiaries = people(Math.min(count, lodging.guests), 'pwd')
      for (const line of lodgingDiscountLines(lodging, beneficiaries, DAY)) {
        expect(line.amount).toBe(line.quantity * line.unitAmount)
        if (line.kind === 'vat_exemption') expect(line.vat).toBe(line.amount)
        if (line.kind === 'discount' && line.amount < 0) expect(line.vat).toBe(0)
      }
    }),
  )
})

describe('who can have the discount', () => {
  test('no more beneficiaries than guests', () => {
    expect(beneficiaryProblem(people(2, 'senior'), 2)).toBeNull()
    expect(beneficiaryProblem(people(3, 'senior'), 2)).toBe(
      'The stay has 2 guests: no more can have the discount.',
    )
  })

  test('one person is never both a senior citizen and a PWD', () => {
    const senior = { kind: 'senior' as const, name: 'Lourdes Reyes', idNumber: 'QC-1' }
    const samePerson = { kind: 'pwd' as const, name: ' lourdes reyes ', idNumber: 'PWD-9' }
    const sameId = { kind: 'pwd' as const, name: 'Someone Else', idNumber: 'qc-1' }
    const problem = 'A guest has the discount once, as a senior citizen or as a PWD, never both.'
    expect(beneficiaryProblem([senior, samePerson], 3)).toBe(problem)
    expect(beneficiaryProblem([senior, sameId], 3)).toBe(problem)
  })

  test('a name and an ID number are needed', () => {
    const blank = { kind: 'senior' as const, name: 'Lourdes Reyes', idNumber: '  ' }
    expect(beneficiaryProblem([blank], 1)).toBe(
      'Each guest with the discount needs a name and an ID number.',
    )
  })
})

describe('beneficiaries through the life of a stay', () => {
  const CHECK_IN = '2027-03-01'

  function quoteFor(nights: number, guests: number, percentOff: number | null): Quote {
    const request: QuoteRequest = {
      room: { roomId: 1, includedGuests: 4, extraAdult: 0, extraKid: 0, rates: [] },
      rate: {
        code: 'room-only',
        label: 'Room only',
        base: 300_000,
        policy: { kind: 'free_until', freeDays: 7, charge: 'first_night' },
      },
      checkIn: CHECK_IN,
      checkOut: addDays(CHECK_IN, nights),
      party: { adults: guests, kids: 0 },
      promo: percentOff === null ? null : { code: 'RAINY', percentOff },
      today: '2027-01-01',
    }
    return quoteStay(request, { seasons: [], weekdays: [], overrides: [], fees: [] })
  }

  /** What the folio should come to: the quote, and each beneficiary's lines on its lodging. */
  function owed(quote: Quote, beneficiaries: Beneficiary[], guests: number): number {
    const lodging = lodgingOf(linesOfQuote(quote, CHECK_IN), guests)
    return quote.total + folioTotal(lodgingDiscountLines(lodging, beneficiaries, DAY))
  }

  const stays = fc.record({
    guests: fc.integer({ min: 1, max: 4 }),
    seniors: fc.integer({ min: 0, max: 4 }),
    nights: fc.integer({ min: 1, max: 10 }),
    newNights: fc.integer({ min: 1, max: 10 }),
    percentOff: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  })

  test('marked, changed, unmarked and cancelled, the folio always adds up', () => {
    fc.assert(
      fc.property(stays, ({ guests, seniors, nights, newNights, percentOff }) => {
        const beneficiaries = people(Math.min(seniors, guests), 'senior')
        const booked = quoteFor(nights, guests, percentOff)
        const lines: ChargeLine[] = linesOfQuote(booked, CHECK_IN)
        const write = (more: ChargeLine[]) => lines.push(...more)

        write(beneficiaryRepricing(lines, beneficiaries, guests, DAY))
        expect(folioTotal(lines)).toBe(owed(booked, beneficiaries, guests))
        expect(beneficiaryRepricing(lines, beneficiaries, guests, DAY)).toEqual([])

        const changed = quoteFor(newNights, guests, percentOff)
        const change = linesOfChange(lines, changed, CHECK_IN)
        expect(change.filter(isBeneficiaryLine)).toEqual([])
        write(change)
        write(beneficiaryRepricing(lines, beneficiaries, guests, DAY))
        expect(folioTotal(lines)).toBe(owed(changed, beneficiaries, guests))

        write(beneficiaryRepricing(lines, [], guests, DAY))
        expect(folioTotal(lines)).toBe(changed.total)
        write(beneficiaryRepricing(lines, beneficiaries, guests, DAY))

        write(linesOfMove(lines, 'cancelled', null, DAY))
        expect(folioTotal(lines)).toBe(0)
      }),
    )
  })

  test('an early check-out leaves the nights taken off out of the shares', () => {
    const booked = quoteFor(3, 2, 10)
    const lines = linesOfQuote(booked, CHECK_IN)
    expect(lodgingOf(lines, 2)).toEqual({ charges: 900_000, promo: 90_000, guests: 2 })
    const early = earlyNightLines(lines, [addDays(CHECK_IN, 2)])
    expect(lodgingOf([...lines, ...early], 2)).toEqual({
      charges: 600_000,
      promo: 60_000,
      guests: 2,
    })
  })
})
