/**
 * Invoices over HTTP on both engines (docs/invoices.md): gap-free numbers under concurrent
 * issues, a credit note that leaves its invoice as issued and lets what it credits be invoiced
 * again, the invoice check-out issues for a stay with a senior citizen and an extra (figures of
 * docs/senior-and-pwd-discounts.md, by hand), the reports' VAT figures, a non-VAT seller's
 * invoice, and invoices off.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { addDays, resortToday, type IsoDate } from '../../../domain/calendar'
import { NON_VAT_NOTE, type InvoiceDocument, type Seller } from '../../../domain/invoice'
import type { FolioView, ReportResponse, ReservationDetail } from '../../../domain/staff-contract'
import { ENGINES, type TestEngine } from '../../test-support/test-database'
import { startApiServer } from '../test-support/api-server'
import { bodyOf, refusalOf, staffClient } from '../test-support/staff-client'

const DESK = 'invoices@resort.example'
const HOTEL = 1
const DELUXE = 3
const SENIOR = { kind: 'senior', name: 'Lourdes Reyes', idNumber: 'QC-12345' }
const SELLER: Seller = {
  registeredName: 'Alon Cove Resort Inc.',
  tin: '123-456-789-00000',
  registeredAddress: 'Sitio Alon, Coron, Palawan',
  vatStatus: 'vat',
  permitLine: 'BIR Permit No. 0412-116-00001-CAS',
}

const night = (days: number) => addDays(resortToday(new Date()), days)

/** A server with invoices on (or not), a desk account on it, and the moves the tests make. */
async function desk(engine: TestEngine, env: Record<string, string>, seller?: Seller) {
  const api = await startApiServer(engine, { env, ...(seller ? { seller } : {}) })
  const staff = await staffClient(api, DESK)
  const travelTo = async (date: IsoDate) => {
    api.setNow(new Date(`${date}T10:00:00+08:00`))
    await staff.signInAgain()
  }
  const book = async (roomId: number, checkIn: IsoDate, nights: number, adults = 1) =>
    bodyOf<ReservationView>(
      await staff.post('/api/staff/bookings', {
        roomId,
        rate: 'breakfast',
        checkIn,
        checkOut: addDays(checkIn, nights),
        adults,
        kids: 0,
        guest: { name: 'Jose Reyes', phone: '+63 917 555 0199' },
      }),
      201,
    )
  /** A stay booked and checked in on its arrival day, the clock left there. */
  const inHouse = async (roomId: number, checkIn: IsoDate, nights: number, adults = 1) => {
    const stay = await book(roomId, checkIn, nights, adults)
    await travelTo(checkIn)
    await bodyOf(await staff.post(`/api/staff/reservations/${stay.ref}/check-in`), 200)
    return stay
  }
  const checkOut = async (ref: string) =>
    bodyOf(
      await staff.post(`/api/staff/reservations/${ref}/check-out`, {
        allowBalance: true,
        reason: 'Pays the travel agent',
      }),
      200,
    )
  const folioOf = async (ref: string) =>
    bodyOf<FolioView>(await staff.get(`/api/staff/reservations/${ref}/folio`), 200)
  const issue = (ref: string, body: unknown = {}) =>
    staff.post(`/api/staff/reservations/${ref}/invoice`, body)
  const json = (number: string) => staff.get(`/api/staff/invoices/${number}.json`)
  return { api, staff, travelTo, inHouse, checkOut, folioOf, issue, json }
}

describe.each(ENGINES)('invoices on %s', (engine) => {
  let the: Awaited<ReturnType<typeof desk>>
  const stays: ReservationView[] = []

  beforeAll(async () => {
    the = await desk(engine, { INVOICES: 'on' }, SELLER)
  })
  afterEach(async () => {
    the.api.setNow(new Date())
    await the.staff.signInAgain()
  })
  afterAll(async () => {
    await the.api.stop()
  })

  // Twenty stays are booked and checked in one after another first: 10 to 16 s on a loaded
  // two-core machine, past the default 15 s, so this one has a minute.
  test(
    '20 invoices issued at once have 20 numbers, none shared, none skipped',
    {
      timeout: 60_000,
    },
    async () => {
      for (let i = 0; i < 20; i += 1) stays.push(await the.inHouse(HOTEL, night(40 + i), 1))

      const answers = await Promise.all(stays.map((stay) => the.issue(stay.ref)))
      const issued = await Promise.all(
        answers.map((answer) => bodyOf<InvoiceDocument>(answer, 201)),
      )

      expect(issued.map((invoice) => invoice.number).sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`),
      )
      const counter = await the.api.inspect.db
        .selectFrom('invoice_series')
        .select('last_serial')
        .where('series', '=', 'INV')
        .executeTakeFirstOrThrow()
      expect(Number(counter.last_serial)).toBe(20)
    },
  )

  test('a credit note leaves its invoice as issued, byte for byte, and what it credits is invoiced again', async () => {
    const stay = stays[0] as ReservationView
    const number = (await the.folioOf(stay.ref)).invoices[0]?.number ?? ''
    const before = await (await the.json(number)).text()
    const invoice = JSON.parse(before) as InvoiceDocument
    const credited = invoice.lines[0]?.folioLineId ?? 0

    const note = await bodyOf<InvoiceDocument>(
      await the.staff.post(`/api/staff/invoices/${number}/credit-note`, {
        reason: 'Billed to the wrong company',
        lines: [credited],
      }),
      201,
    )

    expect(note).toMatchObject({
      title: 'Credit note',
      kind: 'credit_note',
      number: 'CN-000001',
      credits: { invoice: number, reason: 'Billed to the wrong company' },
      lines: [invoice.lines[0]],
    })
    expect(await (await the.json(number)).text()).toBe(before)
    const again = await bodyOf<InvoiceDocument>(
      await the.issue(stay.ref, {
        buyer: { name: 'Reyes Trading Corp.', tin: '987-654-321-00000' },
      }),
      201,
    )
    expect(again).toMatchObject({
      number: 'INV-000021',
      buyer: { name: 'Reyes Trading Corp.', address: null, tin: '987-654-321-00000' },
      lines: [invoice.lines[0]],
    })
    expect(again.figures.total).toBe(note.figures.total)
    expect((await the.folioOf(stay.ref)).invoices.map((i) => [i.number, i.kind])).toEqual([
      [number, 'invoice'],
      ['CN-000001', 'credit_note'],
      ['INV-000021', 'invoice'],
    ])
    expect((await refusalOf(await the.issue(stay.ref), 409)).code).toBe('wrong_state')
  })

  test('a line credited already, or not on the invoice, is refused in words', async () => {
    const number = (await the.folioOf((stays[0] as ReservationView).ref)).invoices[0]?.number
    const invoice = await bodyOf<InvoiceDocument>(await the.json(number ?? ''), 200)
    const credit = (lines: number[]) =>
      the.staff.post(`/api/staff/invoices/${number}/credit-note`, { reason: 'Again', lines })
    const line = invoice.lines[0]?.folioLineId ?? 0

    expect((await refusalOf(await credit([line]), 409)).message).toBe(
      `Line ${line} is credited already.`,
    )
    expect((await refusalOf(await credit([999_999]), 400)).fields).toEqual({
      lines: 'Line 999999 is not on this invoice.',
    })
    expect((await refusalOf(await the.json('INV-999999'), 404)).code).toBe('not_found')
  })

  test('check-out invoices a stay with a senior citizen and an extra, to the centavo', async () => {
    // A Deluxe Room with breakfast, ₱3,000 a night, two nights, two guests, one a senior.
    const stay = await the.inHouse(DELUXE, night(70), 2, 2)
    const base = `/api/staff/reservations/${stay.ref}`
    await bodyOf(await the.staff.post(`${base}/discounts`, { discounts: [SENIOR] }), 200)
    await bodyOf(
      await the.staff.post(`${base}/charges`, {
        description: 'Boat transfer',
        amount: 80_000,
        quantity: 2,
      }),
      201,
    )
    await the.travelTo(night(72))
    await the.checkOut(stay.ref)

    const [summary] = (await the.folioOf(stay.ref)).invoices
    const invoice = await bodyOf<InvoiceDocument>(await the.json(summary?.number ?? ''), 200)

    // The senior's ₱3,000 share: ₱2,678.57 sold VAT-exempt, ₱535.71 off it. The other ₱3,000
    // and the ₱1,600 transfer are VATable: ₱4,600 holds ₱492.86 of VAT.
    expect(invoice.figures).toEqual({
      vatStatus: 'vat',
      vatableSales: 410_714,
      vat: 49_286,
      vatExemptSales: 267_857,
      zeroRatedSales: 0,
      localFees: 0,
      discounts: 53_571,
      total: 674_286,
    })
    expect(invoice).toMatchObject({
      title: 'Invoice',
      kind: 'invoice',
      date: night(72),
      seller: SELLER,
      buyer: { name: 'Jose Reyes', address: null, tin: null },
      reservation: stay.ref,
      vatNote: null,
      discountHolders: [
        {
          label: 'Senior citizen 1',
          kind: 'senior',
          name: SENIOR.name,
          idKind: 'OSCA ID',
          idNumber: SENIOR.idNumber,
        },
      ],
      credits: null,
    })
    expect(
      invoice.lines.map(({ kind, quantity, unitPrice, amount }) => [
        kind,
        quantity,
        unitPrice,
        amount,
      ]),
    ).toEqual([
      ['room', 1, 300_000, 300_000],
      ['room', 1, 300_000, 300_000],
      ['vat_exemption', 1, -32_143, -32_143],
      ['discount', 1, -53_571, -53_571],
      ['extra', 2, 80_000, 160_000],
    ])
    expect(summary).toMatchObject({ kind: 'invoice', total: 674_286 })
  })

  test("reports' VAT figures are the hand sum of the invoices issued in the range, credit notes taken off", async () => {
    // One guest, one night in a Deluxe Room at ₱3,000, out on night 81: ₱321.43 of VAT in it.
    const stay = await the.inHouse(DELUXE, night(80), 1)
    await the.travelTo(night(81))
    await the.checkOut(stay.ref)
    const vatBetween = async (from: IsoDate, to: IsoDate) =>
      (
        await bodyOf<ReportResponse>(
          await the.staff.get(`/api/staff/reports?from=${from}&to=${to}`),
          200,
        )
      ).vat

    // The senior citizen's stay, invoiced on night 72, and this one.
    expect(await vatBetween(night(72), night(81))).toEqual({
      vatableSales: 410_714 + 267_857,
      vat: 49_286 + 32_143,
      exemptSales: 267_857,
      localFees: 0,
    })
    const [summary] = (await the.folioOf(stay.ref)).invoices
    await bodyOf(
      await the.staff.post(`/api/staff/invoices/${summary?.number}/credit-note`, {
        reason: 'The stay is on the house',
      }),
      201,
    )
    expect(await vatBetween(night(81), night(81))).toEqual({
      vatableSales: 0,
      vat: 0,
      exemptSales: 0,
      localFees: 0,
    })
    const csv = await (
      await the.staff.get(`/api/staff/reports.csv?from=${night(72)}&to=${night(72)}`)
    ).text()
    const whole = `${night(72)} to ${night(72)}`
    expect(csv).toContain(
      [
        `${whole},VAT,VATable sales,4107.14`,
        `${whole},VAT,VAT,492.86`,
        `${whole},VAT,VAT-exempt sales,2678.57`,
        `${whole},VAT,Local fees,0.00`,
      ].join('\r\n'),
    )
  })

  test('only a stay in the house or checked out is invoiced', async () => {
    const stay = await bodyOf<ReservationView>(
      await the.staff.post('/api/staff/bookings', {
        roomId: HOTEL,
        rate: 'breakfast',
        checkIn: night(90),
        checkOut: night(91),
        adults: 1,
        kids: 0,
        guest: { name: 'Jose Reyes', phone: '+63 917 555 0199' },
      }),
      201,
    )

    expect((await refusalOf(await the.issue(stay.ref), 409)).message).toBe(
      'An invoice is issued for a stay in the house or checked out.',
    )
    // The reservation says invoices are issued here, for the console to offer them.
    const detail = await bodyOf<ReservationDetail>(
      await the.staff.get(`/api/staff/reservations/${stay.ref}`),
      200,
    )
    expect(detail.invoicing).toBe(true)
  })
})

describe.each(ENGINES)('a non-VAT seller on %s', (engine) => {
  let the: Awaited<ReturnType<typeof desk>>

  beforeAll(async () => {
    the = await desk(engine, { INVOICES: 'on' }, { ...SELLER, vatStatus: 'non_vat' })
  })
  afterAll(async () => {
    await the.api.stop()
  })

  test('issues invoices with no VAT, saying so', async () => {
    const stay = await the.inHouse(DELUXE, night(5), 1)
    await the.travelTo(night(6))
    await the.checkOut(stay.ref)

    const [summary] = (await the.folioOf(stay.ref)).invoices
    const invoice = await bodyOf<InvoiceDocument>(await the.json(summary?.number ?? ''), 200)

    expect(invoice.figures).toEqual({
      vatStatus: 'non_vat',
      sales: 300_000,
      localFees: 0,
      discounts: 0,
      total: 300_000,
    })
    expect(invoice.vatNote).toBe(NON_VAT_NOTE)
    expect(JSON.stringify(invoice)).not.toMatch(/"vat(ableSales|ExemptSales)?":/)
  })
})

describe.each(ENGINES)('invoices off on %s', (engine) => {
  let the: Awaited<ReturnType<typeof desk>>

  beforeAll(async () => {
    the = await desk(engine, {})
  })
  afterAll(async () => {
    await the.api.stop()
  })

  test('issuing one is 404 in words, and check-out issues none', async () => {
    const stay = await the.inHouse(DELUXE, night(5), 1)

    expect(await refusalOf(await the.issue(stay.ref), 404)).toEqual({
      code: 'not_found',
      message: 'Invoices are off at this resort: the server issues them once INVOICES is on.',
    })
    await the.travelTo(night(6))
    await the.checkOut(stay.ref)
    expect((await the.folioOf(stay.ref)).invoices).toEqual([])
    // The reservation says so, and the console offers no invoice to issue, print or credit.
    const detail = await bodyOf<ReservationDetail>(
      await the.staff.get(`/api/staff/reservations/${stay.ref}`),
      200,
    )
    expect(detail.invoicing).toBe(false)
  })
})
