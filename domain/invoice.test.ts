import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { chargeLine, CHARGE_KINDS, type ChargeLine } from './folio'
import {
  discountHoldersOf,
  figuresOf,
  invoiceDocument,
  invoiceLinesOf,
  invoiceNumber,
  linesLeftToInvoice,
  linesToCredit,
  NON_VAT_NOTE,
  readInvoiceNumber,
  vatSummaryOf,
  type BillableLine,
  type Seller,
} from './invoice'
import { lodgingDiscountLines, lodgingOf, type Beneficiary } from './lodging-discounts'

const SELLER: Seller = {
  registeredName: 'Alon Cove Resort Inc.',
  tin: '123-456-789-00000',
  registeredAddress: 'Coron, Palawan',
  vatStatus: 'vat',
  permitLine: 'BIR Permit No. 1',
}
const DAY = '2026-12-01'
const SENIOR: Beneficiary = { kind: 'senior', name: 'Lola Basyang', idNumber: 'OSCA-0042' }

function numbered(lines: readonly ChargeLine[]): BillableLine[] {
  return lines.map((line, index) => ({ ...line, id: index + 1 }))
}

/** Two guests, one a senior, two nights at ₱3,000 and a boat transfer for two at ₱800. */
function seniorStay(promo = 0): BillableLine[] {
  const stay = [
    chargeLine('room', 'Cabana: standard', DAY, 1, 300_000),
    chargeLine('room', 'Cabana: standard', '2026-12-02', 1, 300_000),
    ...(promo ? [chargeLine('discount', 'Promo', DAY, 1, -promo)] : []),
  ]
  const lodging = lodgingOf(stay, 2)
  return numbered([
    ...stay,
    chargeLine('extra', 'Boat transfer', DAY, 2, 80_000),
    ...lodgingDiscountLines(lodging, [SENIOR], DAY),
  ])
}

function issue(lines: BillableLine[], seller = SELLER) {
  return invoiceDocument({
    kind: 'invoice',
    number: invoiceNumber('invoice', 1),
    issuedAt: '2026-12-03T02:00:00.000Z',
    date: '2026-12-03',
    seller,
    buyer: { name: 'Juan dela Cruz', address: null, tin: null },
    reservation: 'AC-7Q4M2K',
    lines: invoiceLinesOf(lines, lodgingOf(lines, 2)),
    discountHolders: discountHoldersOf(lines, [SENIOR]),
    credits: null,
  })
}

describe('an invoice of a stay with a senior citizen and an extra', () => {
  test('prints the figures of docs/senior-and-pwd-discounts.md to the centavo', () => {
    const document = issue(seniorStay())

    // Lodging ₱6,000: the senior's ₱3,000 share is ₱2,678.57 VAT-exempt less ₱535.71; the other
    // ₱3,000 and the ₱1,600 boat transfer are VATable: ₱4,600 holds ₱492.86 of VAT.
    expect(document.figures).toEqual({
      vatStatus: 'vat',
      vatableSales: 410_714,
      vat: 49_286,
      vatExemptSales: 267_857,
      zeroRatedSales: 0,
      localFees: 0,
      discounts: 53_571,
      total: 674_286,
    })
    expect(document.discountHolders).toEqual([
      {
        label: 'Senior citizen 1',
        kind: 'senior',
        name: 'Lola Basyang',
        idKind: 'OSCA ID',
        idNumber: 'OSCA-0042',
      },
    ])
    expect(document.title).toBe('Invoice')
    expect(document.vatNote).toBeNull()
  })

  test('with a promo that takes off more than the 20%, only the share less its promo is exempt', () => {
    const document = issue(seniorStay(150_000))

    expect(document.figures).toMatchObject({
      vatExemptSales: 200_893,
      discounts: 0,
      total: 585_893,
    })
  })
})

test("a non-VAT seller's invoice has no VAT figures and says so", () => {
  const document = issue(seniorStay(), { ...SELLER, vatStatus: 'non_vat' })

  expect(document.figures).toEqual({
    vatStatus: 'non_vat',
    sales: 727_857,
    localFees: 0,
    discounts: 53_571,
    total: 674_286,
  })
  expect(document.figures).not.toHaveProperty('vat')
  expect(document.vatNote).toBe(NON_VAT_NOTE)
})

test('a fee outside VAT is a local fee, apart from the sales', () => {
  const fee: ChargeLine = { ...chargeLine('fee', 'Eco-tourism fee', DAY, 2, 20_000), vat: 0 }
  const figures = figuresOf(invoiceLinesOf(numbered([fee]), null), 'vat')

  expect(figures).toMatchObject({ vatableSales: 0, vat: 0, localFees: 40_000, total: 40_000 })
})

test('numbers are the series and a six-digit serial; typed ones are read back', () => {
  expect(invoiceNumber('invoice', 12)).toBe('INV-000012')
  expect(invoiceNumber('credit_note', 3)).toBe('CN-000003')
  expect(readInvoiceNumber(' inv-000012 ')).toBe('INV-000012')
  expect(readInvoiceNumber('INV-12')).toBeNull()
  expect(readInvoiceNumber('XX-000001')).toBeNull()
})

describe('credit notes and what is left to invoice', () => {
  const lines = seniorStay()
  const invoice = issue(lines)

  test('a credit note of some lines leaves those to invoice again, and nothing else', () => {
    const credit = linesToCredit(invoice.lines, [], [4])
    if (!credit.ok) throw new Error(credit.message)
    const issued = [invoice, { kind: 'credit_note' as const, lines: credit.lines }]

    expect(credit.lines.map((line) => line.folioLineId)).toEqual([4])
    expect(linesLeftToInvoice(lines, issued).map((line) => line.id)).toEqual([4])
    expect(linesLeftToInvoice(lines, [invoice])).toEqual([])
  })

  test('without lines it credits all that is not credited yet', () => {
    const first = { kind: 'credit_note' as const, lines: invoice.lines.slice(0, 1) }
    const credit = linesToCredit(invoice.lines, [first], undefined)

    expect(credit.ok && credit.lines.map((line) => line.folioLineId)).toEqual([2, 3, 4, 5])
    expect(
      linesToCredit(invoice.lines, [{ kind: 'credit_note', lines: invoice.lines }], []),
    ).toEqual({
      ok: false,
      message: 'Every line of this invoice is credited already.',
      unknown: false,
    })
  })

  test('a line not on the invoice, or credited already, is refused by its number', () => {
    const first = { kind: 'credit_note' as const, lines: invoice.lines.slice(0, 1) }

    expect(linesToCredit(invoice.lines, [first], [99])).toEqual({
      ok: false,
      message: 'Line 99 is not on this invoice.',
      unknown: true,
    })
    expect(linesToCredit(invoice.lines, [first], [2, 1])).toEqual({
      ok: false,
      message: 'Line 1 is credited already.',
      unknown: false,
    })
  })
})

/** Any folio line: any kind, words that may name a beneficiary, any sign, with or without VAT. */
const anyLine = fc
  .record({
    kind: fc.constantFrom(...CHARGE_KINDS),
    words: fc.constantFrom(
      'Cabana',
      'Senior citizen 1: 20% discount',
      'PWD 2: VAT exemption on their share',
    ),
    quantity: fc.integer({ min: -5, max: 5 }),
    unit: fc.integer({ min: -2_000_000, max: 2_000_000 }),
    noVat: fc.boolean(),
  })
  .map(({ kind, words, quantity, unit, noVat }) => {
    const line = chargeLine(kind, words, DAY, quantity, unit)
    return noVat ? { ...line, vat: 0 } : line
  })
const anyLodging = fc.option(
  fc.record({
    charges: fc.integer({ min: 0, max: 10_000_000 }),
    promo: fc.integer({ min: 0, max: 1_000_000 }),
    guests: fc.integer({ min: 1, max: 8 }),
  }),
)

test.each(['vat', 'non_vat'] as const)(
  'the figures of a %s seller always add up to the total, to the centavo, for any lines',
  (vatStatus) => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), anyLodging, (lines, lodging) => {
        const billed = invoiceLinesOf(numbered(lines), lodging)
        const figures = figuresOf(billed, vatStatus)
        const total = lines.reduce((sum, line) => sum + line.amount, 0)
        const sales =
          figures.vatStatus === 'vat'
            ? figures.vatableSales + figures.vat + figures.vatExemptSales + figures.zeroRatedSales
            : figures.sales

        expect(figures.total).toBe(total)
        expect(sales + figures.localFees - figures.discounts).toBe(total)
        if (figures.vatStatus === 'vat') {
          expect(figures.vat).toBe(
            Math.sign(figures.vatableSales + figures.vat) *
              Math.round((Math.abs(figures.vatableSales + figures.vat) * 12) / 112),
          )
        }
      }),
      { numRuns: 500 },
    )
  },
)

test("reports add invoices' VAT figures, take credit notes off, and count a non-VAT seller's local fees only", () => {
  const invoice = issue(seniorStay())
  const credit = { ...invoice, kind: 'credit_note' as const }
  const nonVat = issue(seniorStay(), { ...SELLER, vatStatus: 'non_vat' })

  expect(vatSummaryOf([invoice, invoice, credit, nonVat])).toEqual({
    vatableSales: 410_714,
    vat: 49_286,
    exemptSales: 267_857,
    localFees: 0,
  })
  expect(vatSummaryOf([])).toEqual({ vatableSales: 0, vat: 0, exemptSales: 0, localFees: 0 })
})
