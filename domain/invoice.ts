/**
 * Invoices and credit notes (docs/invoices.md): a folio's lines as the document the resort
 * issues under the BIR's rules (RR 7-2024). Pure: the server numbers and stores each document
 * once, and never changes it; a correction is a credit note naming the invoice.
 *
 * Each line splits its amount among the figures an invoice prints: VATable (VAT-inclusive),
 * VAT-exempt, zero-rated, local fees and discounts, the parts always summing to the line. The
 * VAT is then taken once per document from the VATable part, so the figures add up to the
 * total to the centavo whatever the lines.
 */
import type { IsoDate } from './calendar'
import type { ChargeKind, ChargeLine } from './folio'
import { isBeneficiaryLine, vatOf } from './folio'
import type { Centavos } from './money'
import { roundCentavos } from './pricing'
import type { Beneficiary, Lodging } from './lodging-discounts'
import { beneficiaryLabels, BENEFICIARY_WORDS } from './lodging-discounts'

export type VatStatus = 'vat' | 'non_vat'

/** The seller as its BIR Certificate of Registration names it (content/invoicing.ts). */
export type Seller = {
  registeredName: string
  /** The TIN with its branch code: 000-000-000-00000. */
  tin: string
  registeredAddress: string
  vatStatus: VatStatus
  /** The line the BIR registration gives for the resort's invoices. */
  permitLine: string
}

export type InvoiceKind = 'invoice' | 'credit_note'

/** Each kind's series: its own gap-free run of numbers. */
export const SERIES: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN' }
const TITLES: Record<InvoiceKind, string> = { invoice: 'Invoice', credit_note: 'Credit note' }

export function invoiceNumber(kind: InvoiceKind, serial: number): string {
  return `${SERIES[kind]}-${String(serial).padStart(6, '0')}`
}

/** `INV-000012` or `CN-000003` as typed by staff, or null for anything else. */
export function readInvoiceNumber(value: string): string | null {
  const match = /^(INV|CN)-(\d{6,})$/.exec(value.trim().toUpperCase())
  return match ? `${match[1]}-${match[2]}` : null
}

export type Buyer = { name: string; address: string | null; tin: string | null }

/** A line's share of each figure, VATable VAT-inclusive; `discounts` counts against the total. */
export type LineSplit = {
  vatable: Centavos
  exempt: Centavos
  zeroRated: Centavos
  localFees: Centavos
  discounts: Centavos
}

export type InvoiceLine = {
  /** The folio line it bills: a credit note names the lines it credits by these. */
  folioLineId: number
  kind: ChargeKind
  description: string
  date: IsoDate
  quantity: number
  unitPrice: Centavos
  amount: Centavos
  split: LineSplit
}

export type VatFigures = {
  vatStatus: 'vat'
  /** Net of VAT, as BIR invoices print them. */
  vatableSales: Centavos
  /** 12% of the VATable sales: 12/112 of their VAT-inclusive amount, rounded once. */
  vat: Centavos
  vatExemptSales: Centavos
  zeroRatedSales: Centavos
  /** Collected for the local government, outside VAT. */
  localFees: Centavos
  /** The senior citizens' and PWDs' 20%, taken off the VAT-exempt sales. */
  discounts: Centavos
  total: Centavos
}

export type NonVatFigures = {
  vatStatus: 'non_vat'
  sales: Centavos
  localFees: Centavos
  discounts: Centavos
  total: Centavos
}

export type InvoiceFigures = VatFigures | NonVatFigures

/** A guest whose senior citizen's or PWD's discount the document shows, with their ID. */
export type DiscountHolder = {
  /** How the lines name them: 'Senior citizen 1'. */
  label: string
  kind: Beneficiary['kind']
  name: string
  idKind: string
  idNumber: string
}

export type InvoiceDocument = {
  title: string
  kind: InvoiceKind
  number: string
  /** The instant it was issued, and the resort date it bears. */
  issuedAt: string
  date: IsoDate
  seller: Seller
  buyer: Buyer
  reservation: string
  lines: InvoiceLine[]
  figures: InvoiceFigures
  /** What a non-VAT seller's document says of itself; null for a VAT seller's. */
  vatNote: string | null
  discountHolders: DiscountHolder[]
  /** A credit note's invoice and why it was issued; null on an invoice. */
  credits: { invoice: string; reason: string } | null
}

export const NON_VAT_NOTE =
  'Issued by a non-VAT registered seller: no VAT is charged. This document is not valid for claim of input tax.'

/** A folio line as an invoice reads it: what it is, and its id to be named by a credit note. */
export type BillableLine = ChargeLine & { id: number }

/** The senior citizen's or PWD's 20%: taken off what they buy without VAT. */
function isTwentyPercent(line: Pick<ChargeLine, 'kind' | 'description'>): boolean {
  return isBeneficiaryLine(line) && line.kind === 'discount' && /% discount$/.test(line.description)
}

/**
 * The VAT-inclusive share a `vat_exemption` line took the VAT off: of the lodging as the folio
 * has it, the beneficiary's whole share or that share less its part of the promo, whichever
 * carries exactly that VAT (domain/lodging-discounts.ts); failing both (lodging changed since
 * without a repricing), the share that VAT comes from.
 */
export function exemptBaseOf(vat: Centavos, lodging: Lodging | null): Centavos {
  if (lodging && lodging.guests > 0) {
    const share = roundCentavos(lodging.charges / lodging.guests)
    const promoShare = roundCentavos(lodging.promo / lodging.guests)
    for (const candidate of [share, share - promoShare]) {
      if (vatOf(candidate) === vat) return candidate
    }
  }
  return roundCentavos((vat * 112) / 12)
}

const NOTHING: LineSplit = { vatable: 0, exempt: 0, zeroRated: 0, localFees: 0, discounts: 0 }

export function splitOf(line: ChargeLine, lodging: Lodging | null): LineSplit {
  if (line.kind === 'vat_exemption') {
    // The share moves out of the VATable sales; what is left of it once its VAT is taken
    // back is sold VAT-exempt.
    const base = Math.sign(-line.amount) * exemptBaseOf(Math.abs(line.amount), lodging)
    return { ...NOTHING, vatable: -base, exempt: base + line.amount }
  }
  if (isTwentyPercent(line)) return { ...NOTHING, discounts: -line.amount }
  if (line.kind === 'fee' && line.vat === 0) return { ...NOTHING, localFees: line.amount }
  return { ...NOTHING, vatable: line.amount }
}

export function invoiceLinesOf(
  lines: readonly BillableLine[],
  lodging: Lodging | null,
): InvoiceLine[] {
  return lines.map((line) => ({
    folioLineId: line.id,
    kind: line.kind,
    description: line.description,
    date: line.date,
    quantity: line.quantity,
    unitPrice: line.unitAmount,
    amount: line.amount,
    split: splitOf(line, lodging),
  }))
}

export function figuresOf(lines: readonly InvoiceLine[], vatStatus: VatStatus): InvoiceFigures {
  const sum = (part: keyof LineSplit) => lines.reduce((total, line) => total + line.split[part], 0)
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  const [vatable, exempt, zeroRated, localFees, discounts] = [
    sum('vatable'),
    sum('exempt'),
    sum('zeroRated'),
    sum('localFees'),
    sum('discounts'),
  ]
  if (vatStatus === 'non_vat') {
    return { vatStatus, sales: vatable + exempt + zeroRated, localFees, discounts, total }
  }
  const vat = vatOf(vatable)
  return {
    vatStatus,
    vatableSales: vatable - vat,
    vat,
    vatExemptSales: exempt,
    zeroRatedSales: zeroRated,
    localFees,
    discounts,
    total,
  }
}

/** The guests with the discount whom the lines name, with their ID for the document. */
export function discountHoldersOf(
  lines: readonly Pick<InvoiceLine, 'description'>[],
  beneficiaries: readonly Beneficiary[],
): DiscountHolder[] {
  const labels = beneficiaryLabels(beneficiaries)
  return beneficiaries.flatMap((beneficiary, index) => {
    const label = labels[index] ?? ''
    const named = lines.some((line) => line.description.startsWith(`${label}: `))
    if (!named) return []
    const { kind, name, idNumber } = beneficiary
    return [{ label, kind, name, idKind: BENEFICIARY_WORDS[kind].id, idNumber }]
  })
}

/** What an issue decides; the title, figures and VAT note follow from it. */
export type DocumentParts = Omit<InvoiceDocument, 'title' | 'figures' | 'vatNote'>

export function invoiceDocument(parts: DocumentParts): InvoiceDocument {
  const { kind, number, issuedAt, date, seller, buyer, reservation, lines, credits } = parts
  return {
    title: TITLES[kind],
    kind,
    number,
    issuedAt,
    date,
    seller,
    buyer,
    reservation,
    lines,
    figures: figuresOf(lines, seller.vatStatus),
    vatNote: seller.vatStatus === 'non_vat' ? NON_VAT_NOTE : null,
    discountHolders: parts.discountHolders,
    credits,
  }
}

/** An issued document as far as what it bills goes. */
export type IssuedLines = { kind: InvoiceKind; lines: readonly Pick<InvoiceLine, 'folioLineId'>[] }

/**
 * The folio lines no invoice bills now: never invoiced, or invoiced and credited since as
 * often as invoiced.
 */
export function linesLeftToInvoice<T extends { id: number }>(
  lines: readonly T[],
  issued: readonly IssuedLines[],
): T[] {
  const times = new Map<number, number>()
  for (const document of issued) {
    const step = document.kind === 'invoice' ? 1 : -1
    for (const { folioLineId } of document.lines)
      times.set(folioLineId, (times.get(folioLineId) ?? 0) + step)
  }
  return lines.filter((line) => (times.get(line.id) ?? 0) <= 0)
}

/**
 * The invoice's lines a credit note credits: those named (all not yet credited when none are),
 * or why it cannot: a line not on the invoice, or credited already.
 */
export function linesToCredit(
  invoice: readonly InvoiceLine[],
  creditedBefore: readonly IssuedLines[],
  named: readonly number[] | undefined,
): { ok: true; lines: InvoiceLine[] } | { ok: false; message: string; unknown: boolean } {
  const credited = new Set(creditedBefore.flatMap((note) => note.lines.map((l) => l.folioLineId)))
  const open = invoice.filter((line) => !credited.has(line.folioLineId))
  if (named === undefined || named.length === 0) {
    return open.length > 0
      ? { ok: true, lines: open }
      : { ok: false, message: 'Every line of this invoice is credited already.', unknown: false }
  }
  const onInvoice = new Set(invoice.map((line) => line.folioLineId))
  const stranger = named.find((id) => !onInvoice.has(id))
  if (stranger !== undefined)
    return { ok: false, message: `Line ${stranger} is not on this invoice.`, unknown: true }
  const again = named.find((id) => credited.has(id))
  if (again !== undefined)
    return { ok: false, message: `Line ${again} is credited already.`, unknown: false }
  const wanted = new Set(named)
  return { ok: true, lines: open.filter((line) => wanted.has(line.folioLineId)) }
}

/** What the reports read of the invoices issued in a range: credit notes count against. */
export type VatSummary = {
  vatableSales: Centavos
  vat: Centavos
  exemptSales: Centavos
  localFees: Centavos
}

export function vatSummaryOf(documents: readonly InvoiceDocument[]): VatSummary {
  const summary: VatSummary = { vatableSales: 0, vat: 0, exemptSales: 0, localFees: 0 }
  for (const { kind, figures } of documents) {
    const sign = kind === 'invoice' ? 1 : -1
    summary.localFees += sign * figures.localFees
    // A non-VAT seller's sales are no VAT sales of any kind.
    if (figures.vatStatus === 'non_vat') continue
    summary.vatableSales += sign * figures.vatableSales
    summary.vat += sign * figures.vat
    summary.exemptSales += sign * figures.vatExemptSales
  }
  return summary
}
