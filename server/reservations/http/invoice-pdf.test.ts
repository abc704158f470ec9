/**
 * The invoice as a PDF on both engines (docs/invoices.md, decision 040): `GET
 * /api/staff/invoices/{number}.pdf` read back by a real parser says the number and every line
 * and figure the `.json` says; the check-out mail, read back from a real SMTP server on
 * loopback, carries the same PDF; a credit note's says what it credits and why.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { addDays, formatStayDate, resortToday, type IsoDate } from '../../../domain/calendar'
import type { InvoiceDocument, Seller } from '../../../domain/invoice'
import type { FolioView } from '../../../domain/staff-contract'
import { pdfLines } from '../../test-support/pdf-text'
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bodyOf, refusalOf, staffClient, type StaffClient } from '../test-support/staff-client'

const DELUXE = 3
const SENIOR = { kind: 'senior', name: 'Lourdes Reyes', idNumber: 'QC-12345' }
const SELLER: Seller = {
  registeredName: 'Alon Cove Resort Inc.',
  tin: '123-456-789-00000',
  registeredAddress: 'Sitio Alon, Coron, Palawan',
  vatStatus: 'vat',
  permitLine: 'BIR Permit No. 0412-116-00001-CAS',
}

/** 674286 -> '6,742.86', a negative in brackets: written here apart from the drawing code. */
function money(centavos: number): string {
  const text = (Math.abs(centavos) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return centavos < 0 ? `(${text})` : text
}

/** What each line of the document must read as on paper. */
function expectedLines(invoice: InvoiceDocument): string[] {
  return invoice.lines.map(
    (line) =>
      `${formatStayDate(line.date).slice(4)} ${line.description} ${line.quantity} ${money(line.unitPrice)} ${money(line.amount)}`,
  )
}

describe.each(ENGINES)('invoice PDFs on %s', (engine) => {
  let sink: SmtpSink
  let api: ApiServer
  let staff: StaffClient
  const night = (days: number) => addDays(resortToday(new Date()), days)

  beforeAll(async () => {
    sink = await startSmtpSink()
    api = await startApiServer(engine, {
      env: {
        INVOICES: 'on',
        SMTP_URL: sink.url,
        RESORT_EMAIL: 'desk@resort.example',
        SITE_ORIGIN: 'https://www.resort.example',
      },
      mail: { intervalMs: 200, backoff: { firstMs: 200, maxMs: 400 } },
      seller: SELLER,
    })
    staff = await staffClient(api, 'pdf@resort.example')
  })
  afterEach(async () => {
    api.setNow(new Date())
    await staff.signInAgain()
  })
  afterAll(async () => {
    await api.stop()
    await sink.stop()
  })

  const travelTo = async (date: IsoDate) => {
    api.setNow(new Date(`${date}T10:00:00+08:00`))
    await staff.signInAgain()
  }
  const pdfOf = async (number: string) => {
    const response = await staff.get(`/api/staff/invoices/${number}.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    return new Uint8Array(await response.arrayBuffer())
  }
  const jsonOf = async (number: string) =>
    bodyOf<InvoiceDocument>(await staff.get(`/api/staff/invoices/${number}.json`), 200)

  /**
   * Two guests in a Deluxe Room for two nights, one a senior, a boat transfer; checked out at
   * the end, or at once on the day of arrival for a stay from today (the mail worker keeps the
   * real clock, so mail written on a day ahead would wait for it).
   */
  async function checkedOutStay(startInDays: number, email?: string) {
    const checkIn = night(startInDays)
    const stay = await bodyOf<ReservationView>(
      await staff.post('/api/staff/bookings', {
        roomId: DELUXE,
        rate: 'breakfast',
        checkIn,
        checkOut: addDays(checkIn, 2),
        adults: 2,
        kids: 0,
        guest: { name: 'Jose Reyes', phone: '+63 917 555 0199', ...(email ? { email } : {}) },
      }),
      201,
    )
    const base = `/api/staff/reservations/${stay.ref}`
    if (startInDays > 0) await travelTo(checkIn)
    await bodyOf(await staff.post(`${base}/check-in`), 200)
    await bodyOf(await staff.post(`${base}/discounts`, { discounts: [SENIOR] }), 200)
    await bodyOf(
      await staff.post(`${base}/charges`, {
        description: 'Boat transfer',
        amount: 80_000,
        quantity: 2,
      }),
      201,
    )
    if (startInDays > 0) await travelTo(addDays(checkIn, 2))
    await bodyOf(
      await staff.post(`${base}/check-out`, { allowBalance: true, reason: 'Pays at the agent' }),
      200,
    )
    const folio = await bodyOf<FolioView>(await staff.get(`${base}/folio`), 200)
    return { stay, number: folio.invoices[0]?.number ?? '' }
  }

  test('the PDF says the number, every line and every figure the JSON says', async () => {
    const { stay, number } = await checkedOutStay(20)
    const invoice = await jsonOf(number)

    const text = await pdfLines(await pdfOf(number))

    expect(text).toContain('Invoice')
    expect(text).toContain(`No. ${number}`)
    expect(text).toContain(`Date ${formatStayDate(invoice.date)}`)
    expect(text).toContain(`Reservation ${stay.ref}`)
    expect(text).toContain(SELLER.registeredName)
    expect(text).toContain(`VAT Reg. TIN ${SELLER.tin}`)
    expect(text).toContain('Jose Reyes')
    expect(invoice.lines).toHaveLength(5)
    for (const line of expectedLines(invoice)) expect(text).toContain(line)
    // The figures of docs/invoices.md's first worked example, as the JSON holds them.
    expect(text).toEqual(
      expect.arrayContaining([
        'VATable sales 4,107.14',
        'VAT (12%) 492.86',
        'VAT-exempt sales 2,678.57',
        'Zero-rated sales 0.00',
        'Less: senior citizen / PWD discount 535.71',
        'Collected for the local government 0.00',
        'Total amount due PHP 6,742.86',
        'Senior citizen 1: Lourdes Reyes, OSCA ID No. QC-12345',
      ]),
    )
    expect(invoice.figures.total).toBe(674_286)
  })

  test('the check-out mail carries the invoice as a PDF, the same as the desk prints', async () => {
    const { stay, number } = await checkedOutStay(0, 'jose.reyes@guest.example')

    const mail = await sink.waitFor((m) => m.subject.includes(number), 10_000)

    expect(mail.to).toEqual(['jose.reyes@guest.example'])
    expect(mail.subject).toBe(
      `Thank you for staying with us: invoice ${number} from Alon Cove Resort`,
    )
    expect(mail.text).toContain(`Reservation: ${stay.ref}`)
    expect(mail.text).toContain('Total: ₱6,742.86')
    const pdf = mail.attachments.find((part) => part.contentType === 'application/pdf')
    expect(pdf?.filename).toBe(`${number}.pdf`)
    // A stay that is over gets no calendar.
    expect(mail.attachments).toHaveLength(1)
    expect(await pdfLines(pdf?.bytes ?? new Uint8Array())).toEqual(
      await pdfLines(await pdfOf(number)),
    )
  })

  test("a credit note's PDF names its invoice and why; an unknown number is 404 in words", async () => {
    const { number } = await checkedOutStay(40)
    const invoice = await jsonOf(number)
    const note = await bodyOf<InvoiceDocument>(
      await staff.post(`/api/staff/invoices/${number}/credit-note`, {
        reason: 'Billed to the wrong company',
        lines: [invoice.lines[4]?.folioLineId],
      }),
      201,
    )

    const text = await pdfLines(await pdfOf(note.number))

    expect(text).toEqual(
      expect.arrayContaining([
        'Credit note',
        `No. ${note.number}`,
        `Credits invoice ${number}`,
        'Reason for this credit note: Billed to the wrong company',
        ...expectedLines(note),
        'VATable sales 1,428.57',
        'VAT (12%) 171.43',
        'Total credited PHP 1,600.00',
      ]),
    )
    expect(await refusalOf(await staff.get('/api/staff/invoices/INV-999999.pdf'), 404)).toEqual({
      code: 'not_found',
      message: 'There is no invoice with that number.',
    })
  })

  test('a stay booked without an email is invoiced at check-out and sends no mail', async () => {
    const { number } = await checkedOutStay(50)

    expect(number).toMatch(/^INV-\d{6}$/)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(sink.messages.filter((m) => m.subject.includes(number))).toEqual([])
  })
})
