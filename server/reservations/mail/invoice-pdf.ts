/**
 * An invoice or credit note as a PDF (docs/invoices.md, decision 040): drawn from the stored
 * document alone, so every figure on paper is the one the `.json` holds. Amounts are printed
 * in pesos with 'PHP' rather than '₱': the site's own font (Jost) has no peso sign, and the
 * ISO code reads the same to any accountant. Server-side only.
 */
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { formatResortInstant, formatStayDate } from '../../../domain/calendar'
import type { InvoiceDocument, InvoiceFigures, InvoiceLine } from '../../../domain/invoice'
import type { Centavos } from '../../../domain/money'

const fontFile = (weight: number) =>
  createRequire(import.meta.url).resolve(`@fontsource/jost/files/jost-latin-${weight}-normal.woff`)

const PAGE = { width: 595.28, height: 841.89, margin: 48 }
const RIGHT = PAGE.width - PAGE.margin
const INK = '#1f2a30'
const MUTED = '#5b666c'
const RULE = '#c9d1d4'
/** Date, description, quantity, unit price, amount: x and width of each column. */
const COLUMNS = [
  { x: PAGE.margin, width: 72, align: 'left' },
  { x: PAGE.margin + 76, width: 234, align: 'left' },
  { x: PAGE.margin + 314, width: 36, align: 'right' },
  { x: PAGE.margin + 354, width: 74, align: 'right' },
  { x: PAGE.margin + 431, width: RIGHT - PAGE.margin - 431, align: 'right' },
] as const

type Doc = InstanceType<typeof PDFDocument>

/** 674286 -> '6,742.86'; a negative amount in brackets, as an accountant writes it. */
export function pesos(amount: Centavos): string {
  const absolute = Math.abs(Math.round(amount))
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  const text = `${whole}.${String(absolute % 100).padStart(2, '0')}`
  return amount < 0 ? `(${text})` : text
}

export async function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${document.title} ${document.number}`,
      Author: document.seller.registeredName,
      CreationDate: new Date(document.issuedAt),
    },
  })
  doc.registerFont('regular', fontFile(400))
  doc.registerFont('bold', fontFile(600))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  drawHeading(doc, document)
  drawBuyer(doc, document)
  const localFees = document.lines.filter((line) => line.split.localFees !== 0)
  drawLines(
    doc,
    'Sales',
    document.lines.filter((line) => line.split.localFees === 0),
  )
  if (localFees.length > 0)
    drawLines(doc, 'Collected for the local government (outside VAT)', localFees)
  drawFigures(doc, document.figures, document.kind === 'credit_note')
  drawNotes(doc, document)
  doc.end()
  return ended
}

function drawHeading(doc: Doc, document: InvoiceDocument): void {
  const { seller } = document
  const top = PAGE.margin
  doc.fillColor(INK).font('bold').fontSize(15).text(seller.registeredName, PAGE.margin, top, {
    width: 300,
  })
  const tinLabel = seller.vatStatus === 'vat' ? 'VAT Reg. TIN' : 'Non-VAT Reg. TIN'
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(seller.registeredAddress, { width: 300 })
    .text(`${tinLabel} ${seller.tin}`, { width: 300 })
  const sellerBottom = doc.y
  doc.fillColor(INK).font('bold').fontSize(22)
  doc.text(document.title, PAGE.margin + 300, top - 4, {
    width: RIGHT - PAGE.margin - 300,
    align: 'right',
  })
  const facts = [
    ['No.', document.number],
    ['Date', formatStayDate(document.date)],
    ['Reservation', document.reservation],
    ...(document.credits ? [['Credits invoice', document.credits.invoice]] : []),
  ]
  doc.fontSize(9.5)
  for (const [label, value] of facts) {
    const y = doc.y + 2
    doc
      .font('regular')
      .fillColor(MUTED)
      .text(label ?? '', PAGE.margin + 330, y, { width: 80 })
    doc
      .font('bold')
      .fillColor(INK)
      .text(value ?? '', PAGE.margin + 390, y, { width: RIGHT - PAGE.margin - 390, align: 'right' })
  }
  doc.y = Math.max(doc.y, sellerBottom) + 14
  rule(doc)
}

function drawBuyer(doc: Doc, document: InvoiceDocument): void {
  const { buyer, credits } = document
  doc.moveDown(0.6)
  doc.font('regular').fontSize(8.5).fillColor(MUTED).text('Sold to', PAGE.margin, doc.y)
  doc.font('bold').fontSize(10.5).fillColor(INK).text(buyer.name)
  doc.font('regular').fontSize(9.5)
  if (buyer.address) doc.text(`Address: ${buyer.address}`, { width: 320 })
  if (buyer.tin) doc.text(`TIN: ${buyer.tin}`)
  if (credits) {
    doc.moveDown(0.5)
    doc.fillColor(MUTED).text('Reason for this credit note: ', { continued: true })
    doc.fillColor(INK).text(credits.reason, { width: RIGHT - PAGE.margin })
  }
  doc.moveDown(1)
}

/** A line's words as the font can draw them: an extra's words may name a price in '₱'. */
export function printableWords(words: string): string {
  return words.replace(/₱\s?/g, 'PHP ')
}

function drawLines(doc: Doc, heading: string, lines: readonly InvoiceLine[]): void {
  if (lines.length === 0) return
  doc.font('bold').fontSize(9.5).fillColor(INK).text(heading, PAGE.margin, doc.y)
  doc.moveDown(0.3)
  tableHead(doc)
  for (const line of lines) {
    const description = printableWords(line.description)
    const cells = [
      formatStayDate(line.date).slice(4),
      description,
      String(line.quantity),
      pesos(line.unitPrice),
      pesos(line.amount),
    ]
    doc.font('regular').fontSize(9)
    const height = doc.heightOfString(description, { width: COLUMNS[1].width }) + 6
    if (doc.y + height > PAGE.height - PAGE.margin - 20) {
      doc.addPage()
      tableHead(doc)
    }
    const y = doc.y + 3
    cells.forEach((cell, index) => {
      const column = COLUMNS[index] ?? COLUMNS[0]
      doc.fillColor(INK).text(cell, column.x, y, { width: column.width, align: column.align })
    })
    doc.y = y + height - 3
    rule(doc, 0.3)
  }
  doc.moveDown(1)
}

function tableHead(doc: Doc): void {
  const labels = ['Date', 'Description', 'Qty', 'Unit price', 'Amount (PHP)']
  const y = doc.y
  doc.font('bold').fontSize(8).fillColor(MUTED)
  labels.forEach((label, index) => {
    const column = COLUMNS[index] ?? COLUMNS[0]
    doc.text(label, column.x, y, { width: column.width, align: column.align })
  })
  doc.y = y + 13
  rule(doc)
}

/** The figures, each as the document holds it: nothing is added up here. */
function figureRows(figures: InvoiceFigures): [string, Centavos][] {
  if (figures.vatStatus === 'non_vat') {
    return [
      ['Sales', figures.sales],
      ['Less: senior citizen / PWD discount', figures.discounts],
      ['Collected for the local government', figures.localFees],
    ]
  }
  return [
    ['VATable sales', figures.vatableSales],
    ['VAT (12%)', figures.vat],
    ['VAT-exempt sales', figures.vatExemptSales],
    ['Zero-rated sales', figures.zeroRatedSales],
    ['Less: senior citizen / PWD discount', figures.discounts],
    ['Collected for the local government', figures.localFees],
  ]
}

function drawFigures(doc: Doc, figures: InvoiceFigures, credit: boolean): void {
  const rows = figureRows(figures)
  if (doc.y + rows.length * 15 + 40 > PAGE.height - PAGE.margin) doc.addPage()
  const left = PAGE.margin + 230
  const amountX = PAGE.margin + 430
  const amountWidth = RIGHT - amountX
  for (const [label, amount] of rows) {
    const y = doc.y
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(label, left, y, { width: amountX - left })
    doc.fillColor(INK).text(pesos(amount), amountX, y, { width: amountWidth, align: 'right' })
    doc.y = Math.max(doc.y, y + 14)
  }
  doc.y += 4
  doc.moveTo(left, doc.y).lineTo(RIGHT, doc.y).lineWidth(1).strokeColor(INK).stroke()
  const y = doc.y + 6
  const label = credit ? 'Total credited' : 'Total amount due'
  doc
    .font('bold')
    .fontSize(11.5)
    .fillColor(INK)
    .text(label, left, y, { width: amountX - left })
  doc.text(`PHP ${pesos(figures.total)}`, amountX - 40, y, {
    width: amountWidth + 40,
    align: 'right',
  })
  doc.y = y + 24
}

function drawNotes(doc: Doc, document: InvoiceDocument): void {
  doc.font('regular').fontSize(9).fillColor(INK)
  if (document.vatNote) doc.font('bold').text(document.vatNote, PAGE.margin, doc.y).moveDown(0.6)
  for (const holder of document.discountHolders) {
    doc
      .font('regular')
      .text(
        `${holder.label}: ${holder.name}, ${holder.idKind} No. ${holder.idNumber}`,
        PAGE.margin,
        doc.y,
      )
    doc.fillColor(MUTED).text('Signature: ______________________________').fillColor(INK)
    doc.moveDown(0.5)
  }
  doc.moveDown(0.5)
  doc.fontSize(8).fillColor(MUTED)
  doc.text(document.seller.permitLine, PAGE.margin, doc.y, { width: RIGHT - PAGE.margin })
  doc.text(`Issued ${formatResortInstant(new Date(document.issuedAt))}`)
}

function rule(doc: Doc, width = 0.6): void {
  doc.moveTo(PAGE.margin, doc.y).lineTo(RIGHT, doc.y).lineWidth(width).strokeColor(RULE).stroke()
  doc.y += 2
}
