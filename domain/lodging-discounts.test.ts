import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { folioTotal } from './folio'
import {
  beneficiaryLines,
  beneficiaryProblem,
  lodgingDiscountLines,
  type Beneficiary,
  type BeneficiaryKind,
  type Lodging,
} from './lodging-discounts'
import type { Centavos } from './money'

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

test('the lines name the guest, the ID and what they are', () => {
  const lodging = { charges: 600_000, promo: 60_000, guests: 2 }
  const senior = { kind: 'senior' as const, name: 'Lourdes Reyes', idNumber: 'QC-12345' }
  expect(beneficiaryLines(lodging, senior, DAY).map((line) => line.description)).toEqual([
    'Promo not combined with the 20% for Senior citizen Lourdes Reyes (OSCA ID QC-12345): ₱300 back',
    'VAT exemption: Senior citizen Lourdes Reyes (OSCA ID QC-12345)',
    '20% discount: Senior citizen Lourdes Reyes (OSCA ID QC-12345)',
  ])
  const pwd = { kind: 'pwd' as const, name: 'Ana Cruz', idNumber: '13-7404-000-1234567' }
  expect(beneficiaryLines(lodging, pwd, DAY)[1]?.description).toBe(
    'VAT exemption: Person with disability Ana Cruz (PWD ID 13-7404-000-1234567)',
  )
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
      const [senior] = people(1, 'senior')
      if (!senior) return
      const lines = beneficiaryLines(lodging, senior, DAY)
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
