/**
 * docs/invoices.md's second worked example, on both engines: a stay booked online with a promo
 * and a boat transfer, a senior citizen and the eco-tourism fee marked at check-in, invoiced at
 * check-out. Every figure the document gives is checked to the centavo in the invoice's JSON
 * and in its PDF's text.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { addDays, formatStayDate, resortToday, type IsoDate } from '../../../domain/calendar'
import type { InvoiceDocument, Seller } from '../../../domain/invoice'
import type { FolioView } from '../../../domain/staff-contract'
import { pdfLines } from '../../test-support/pdf-text'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody } from '../test-support/bookings'
import { bodyOf, staffClient, type StaffClient } from '../test-support/staff-client'

const DELUXE = 3
const SENIOR = { kind: 'senior', name: 'Lourdes Reyes', idNumber: 'QC-12345' }
const SELLER: Seller = {
  registeredName: 'Alon Cove Resort Inc.',
  tin: '123-456-789-00000',
  registeredAddress: 'Sitio Alon, Coron, Palawan',
  vatStatus: 'vat',
  permitLine: 'BIR Permit No. 0412-116-00001-CAS',
}
const LOCAL = '(collected for the local government)'

describe.each(ENGINES)('the worked example of docs/invoices.md on %s', (engine) => {
  let api: ApiServer
  let staff: StaffClient

  beforeAll(async () => {
    api = await startApiServer(engine, { env: { INVOICES: 'on' }, seller: SELLER })
    staff = await staffClient(api, 'example@resort.example')
  })
  afterAll(async () => {
    await api.stop()
  })

  const travelTo = async (date: IsoDate) => {
    api.setNow(new Date(`${date}T10:00:00+08:00`))
    await staff.signInAgain()
  }

  test('a senior, a promo, an extra and an eco fee: every figure, in the JSON and on paper', async () => {
    const checkIn = addDays(resortToday(new Date()), 30)
    await bodyOf(await staff.post('/api/staff/promos', { code: 'SEA10', percentOff: 10 }), 201)
    const stay = await bodyOf<ReservationView>(
      await api.post(
        '/api/reservations',
        bookingBody({
          roomId: DELUXE,
          rate: 'breakfast',
          checkIn,
          checkOut: addDays(checkIn, 2),
          adults: 2,
          kids: 0,
          promoCode: 'SEA10',
          extras: [{ code: 'boat-transfer' }],
        }),
      ),
      201,
    )
    const base = `/api/staff/reservations/${stay.ref}`
    if (stay.status === 'requested') await bodyOf(await staff.post(`${base}/confirm`, {}), 200)
    await travelTo(checkIn)
    await bodyOf(await staff.post(`${base}/check-in`), 200)
    await bodyOf(
      await staff.post(`${base}/discounts`, {
        discounts: [SENIOR],
        feeTiers: [{ fee: 'eco-tourism', guest: 2, tier: 'student' }],
      }),
      200,
    )
    await travelTo(addDays(checkIn, 2))
    await bodyOf(
      await staff.post(`${base}/check-out`, { allowBalance: true, reason: 'Pays at the agent' }),
      200,
    )
    const folio = await bodyOf<FolioView>(await staff.get(`${base}/folio`), 200)
    const number = folio.invoices[0]?.number ?? ''
    const invoice = await bodyOf<InvoiceDocument>(
      await staff.get(`/api/staff/invoices/${number}.json`),
      200,
    )

    const lines = invoice.lines.map(({ kind, description, quantity, unitPrice, amount }) => [
      kind,
      description,
      quantity,
      unitPrice,
      amount,
    ])
    expect(lines).toEqual([
      ['room', expect.stringMatching(/^With breakfast: /), 1, 300_000, 300_000],
      ['room', expect.stringMatching(/^With breakfast: /), 1, 300_000, 300_000],
      ['discount', 'Promo code SEA10', 1, -60_000, -60_000],
      ['extra', 'Boat transfer, ₱800 a guest', 2, 80_000, 160_000],
      ['discount', 'Senior citizen 1: promo not combined with the 20%', 1, 30_000, 30_000],
      ['vat_exemption', 'Senior citizen 1: VAT exemption on their share', 1, -32_143, -32_143],
      ['discount', 'Senior citizen 1: 20% discount', 1, -53_571, -53_571],
      ['fee', `Eco-tourism fee, Visitor ${LOCAL}`, 1, 20_000, 20_000],
      ['fee', `Eco-tourism fee, Student ${LOCAL}`, 1, 5_000, 5_000],
    ])
    expect(invoice.figures).toEqual({
      vatStatus: 'vat',
      vatableSales: 383_929,
      vat: 46_071,
      vatExemptSales: 267_857,
      zeroRatedSales: 0,
      localFees: 25_000,
      discounts: 53_571,
      total: 669_286,
    })
    expect(folio.total).toBe(669_286)
    // Without the fees: the same VAT figures, and ₱6,442.86.
    expect(invoice.figures.total - invoice.figures.localFees).toBe(644_286)

    const response = await staff.get(`/api/staff/invoices/${number}.pdf`)
    const text = await pdfLines(new Uint8Array(await response.arrayBuffer()))
    const day = (date: IsoDate) => formatStayDate(date).slice(4)
    const apart = text.indexOf('Collected for the local government (outside VAT)')
    expect(apart).toBeGreaterThan(-1)
    expect(text.slice(apart)).toEqual(
      expect.arrayContaining([
        `${day(checkIn)} Eco-tourism fee, Visitor ${LOCAL} 1 200.00 200.00`,
        `${day(checkIn)} Eco-tourism fee, Student ${LOCAL} 1 50.00 50.00`,
      ]),
    )
    expect(text).toEqual(
      expect.arrayContaining([
        `${day(checkIn)} ${invoice.lines[0]?.description} 1 3,000.00 3,000.00`,
        `${day(addDays(checkIn, 1))} ${invoice.lines[1]?.description} 1 3,000.00 3,000.00`,
        `${day(checkIn)} Promo code SEA10 1 (600.00) (600.00)`,
        // The extra's words name its price: in 'PHP', as the font has no peso sign.
        `${day(checkIn)} Boat transfer, PHP 800 a guest 2 800.00 1,600.00`,
        `${day(checkIn)} Senior citizen 1: promo not combined with the 20% 1 300.00 300.00`,
        `${day(checkIn)} Senior citizen 1: VAT exemption on their share 1 (321.43) (321.43)`,
        `${day(checkIn)} Senior citizen 1: 20% discount 1 (535.71) (535.71)`,
        'VATable sales 3,839.29',
        'VAT (12%) 460.71',
        'VAT-exempt sales 2,678.57',
        'Zero-rated sales 0.00',
        'Less: senior citizen / PWD discount 535.71',
        'Collected for the local government 250.00',
        'Total amount due PHP 6,692.86',
        'Senior citizen 1: Lourdes Reyes, OSCA ID No. QC-12345',
      ]),
    )
  })
})
