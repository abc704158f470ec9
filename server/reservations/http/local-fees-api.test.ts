/**
 * Local fees per head over HTTP on both engines (docs/local-fees.md): the desk chooses each
 * guest's tier with the discounts, the folio charges them outside VAT, refuses what it does not
 * know in words, and reprices them when the tiers or the party change; the invoice lists them
 * apart and the reports' VAT figures count them as local fees.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { addDays, resortToday, type IsoDate } from '../../../domain/calendar'
import type { InvoiceDocument, Seller } from '../../../domain/invoice'
import type { FolioView, ReportResponse } from '../../../domain/staff-contract'
import { pdfLines } from '../../test-support/pdf-text'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bodyOf, refusalOf, staffClient, type StaffClient } from '../test-support/staff-client'

const DESK = 'local-fees@resort.example'
const DELUXE = 3
const MARK = '(collected for the local government)'
const SELLER: Seller = {
  registeredName: 'Alon Cove Resort Inc.',
  tin: '123-456-789-00000',
  registeredAddress: 'Sitio Alon, Coron, Palawan',
  vatStatus: 'vat',
  permitLine: 'BIR Permit No. 0412-116-00001-CAS',
}

describe.each(ENGINES)('local fees per head on %s', (engine) => {
  let api: ApiServer
  let staff: StaffClient

  beforeAll(async () => {
    api = await startApiServer(engine, { env: { INVOICES: 'on' }, seller: SELLER })
    staff = await staffClient(api, DESK)
  })
  afterEach(async () => {
    api.setNow(new Date())
    await staff.signInAgain()
  })
  afterAll(async () => {
    await api.stop()
  })

  const night = (days: number) => addDays(resortToday(new Date()), days)
  const travelTo = async (date: IsoDate) => {
    api.setNow(new Date(`${date}T10:00:00+08:00`))
    await staff.signInAgain()
  }

  /** A Deluxe Room with breakfast, ₱3,000 a night, booked by phone. */
  async function deluxeStay(checkIn: IsoDate, nights: number, adults: number, kids = 0) {
    const response = await staff.post('/api/staff/bookings', {
      roomId: DELUXE,
      rate: 'breakfast',
      checkIn,
      checkOut: addDays(checkIn, nights),
      adults,
      kids,
      guest: { name: 'Jose Reyes', phone: '+63 917 555 0199' },
    })
    return bodyOf<ReservationView>(response, 201)
  }
  const choose = (ref: string, body: unknown) =>
    staff.post(`/api/staff/reservations/${ref}/discounts`, body)
  const feeLinesOf = (folio: FolioView) =>
    folio.lines
      .filter((line) => line.kind === 'fee')
      .map(({ description, quantity, unitAmount, amount, vat }) => ({
        description,
        quantity,
        unitAmount,
        amount,
        vat,
      }))

  test('the desk chooses tiers: one line a tier, the default for the rest, no VAT, the folio summing', async () => {
    const stay = await deluxeStay(night(30), 2, 3)
    const before = await bodyOf<FolioView>(
      await staff.get(`/api/staff/reservations/${stay.ref}/folio`),
      200,
    )
    expect(before.feeTiers).toEqual([])
    expect(before.localFees.map((fee) => fee.code)).toEqual(['eco-tourism'])

    const folio = await bodyOf<FolioView>(
      await choose(stay.ref, {
        discounts: [],
        feeTiers: [{ fee: 'eco-tourism', guest: 2, tier: 'student' }],
      }),
      200,
    )

    expect(feeLinesOf(folio)).toEqual([
      {
        description: `Eco-tourism fee, Visitor ${MARK}`,
        quantity: 2,
        unitAmount: 20_000,
        amount: 40_000,
        vat: 0,
      },
      {
        description: `Eco-tourism fee, Student ${MARK}`,
        quantity: 1,
        unitAmount: 5_000,
        amount: 5_000,
        vat: 0,
      },
    ])
    expect(folio.total).toBe(before.total + 45_000)
    // Dated the day of arrival, when the local government collects them.
    expect(folio.lines.filter((line) => line.kind === 'fee').map((line) => line.date)).toEqual([
      night(30),
      night(30),
    ])
    expect(folio.feeTiers).toEqual([
      { fee: 'eco-tourism', guest: 1, tier: 'visitor' },
      { fee: 'eco-tourism', guest: 2, tier: 'student' },
      { fee: 'eco-tourism', guest: 3, tier: 'visitor' },
    ])

    // The discounts alone leave the tiers as they are, and write nothing more.
    const same = await bodyOf<FolioView>(await choose(stay.ref, { discounts: [] }), 200)
    expect(same.lines).toHaveLength(folio.lines.length)

    // Another choice: the old lines reversed, the new written, all outside VAT.
    const again = await bodyOf<FolioView>(
      await choose(stay.ref, {
        discounts: [],
        feeTiers: [
          { fee: 'eco-tourism', guest: 1, tier: 'resident' },
          { fee: 'eco-tourism', guest: 2, tier: 'exempt' },
          { fee: 'eco-tourism', guest: 3, tier: 'resident' },
        ],
      }),
      200,
    )
    expect(again.total).toBe(before.total + 20_000)
    expect(again.lines.filter((line) => line.kind === 'fee').every((line) => line.vat === 0)).toBe(
      true,
    )
  })

  test('an unknown fee, tier or guest is refused in words, and nothing changes', async () => {
    const stay = await deluxeStay(night(40), 1, 2)
    const refused = async (feeTiers: unknown[]) =>
      refusalOf(await choose(stay.ref, { discounts: [], feeTiers }), 400)

    expect(await refused([{ fee: 'eco-tourism', guest: 1, tier: 'pupil' }])).toEqual({
      code: 'invalid',
      message: 'Some details need another look.',
      fields: {
        feeTiers:
          "The eco-tourism fee has no tier 'pupil': its tiers are visitor, resident, student, long-stay, exempt.",
      },
    })
    expect(
      (await refused([{ fee: 'eco-tourism', guest: 3, tier: 'student' }])).fields?.feeTiers,
    ).toBe('The stay has 2 guests: there is no guest 3.')
    expect((await refused([{ fee: 'ferry', guest: 1, tier: 'student' }])).fields?.feeTiers).toBe(
      "There is no local fee 'ferry': the fees are eco-tourism.",
    )
    const folio = await bodyOf<FolioView>(
      await staff.get(`/api/staff/reservations/${stay.ref}/folio`),
      200,
    )
    expect(folio.feeTiers).toEqual([])
    expect(feeLinesOf(folio)).toEqual([])
  })

  test('a cancellation gives them back with the rest of the stay', async () => {
    const stay = await deluxeStay(night(50), 1, 2)
    await bodyOf(await choose(stay.ref, { discounts: [], feeTiers: [] }), 200)
    await bodyOf(
      await staff.post(`/api/staff/reservations/${stay.ref}/cancel`, { reason: 'Plans changed' }),
      200,
    )
    const folio = await bodyOf<FolioView>(
      await staff.get(`/api/staff/reservations/${stay.ref}/folio`),
      200,
    )
    const fees = folio.lines.filter((line) => line.kind === 'fee')
    expect(fees.map((line) => line.amount)).toEqual([40_000, -40_000])
    expect(fees.every((line) => line.vat === 0)).toBe(true)
    expect(folio.total).toBe(0)
  })

  test('the invoice lists them apart, its VAT untouched, and the reports count them as local fees', async () => {
    const checkIn = night(60)
    const stay = await deluxeStay(checkIn, 1, 2)
    await travelTo(checkIn)
    await bodyOf(await staff.post(`/api/staff/reservations/${stay.ref}/check-in`), 200)
    await bodyOf(
      await choose(stay.ref, {
        discounts: [],
        feeTiers: [{ fee: 'eco-tourism', guest: 2, tier: 'resident' }],
      }),
      200,
    )
    await travelTo(night(61))
    await bodyOf(
      await staff.post(`/api/staff/reservations/${stay.ref}/check-out`, {
        allowBalance: true,
        reason: 'Pays the travel agent',
      }),
      200,
    )
    const [summary] = (
      await bodyOf<FolioView>(await staff.get(`/api/staff/reservations/${stay.ref}/folio`), 200)
    ).invoices
    const number = summary?.number ?? ''
    const invoice = await bodyOf<InvoiceDocument>(
      await staff.get(`/api/staff/invoices/${number}.json`),
      200,
    )

    // ₱3,000 of lodging holds ₱321.43 of VAT; the ₱300 of fees hold none.
    expect(invoice.figures).toEqual({
      vatStatus: 'vat',
      vatableSales: 267_857,
      vat: 32_143,
      vatExemptSales: 0,
      zeroRatedSales: 0,
      localFees: 30_000,
      discounts: 0,
      total: 330_000,
    })
    const pdf = await pdfLines(
      new Uint8Array(await (await staff.get(`/api/staff/invoices/${number}.pdf`)).arrayBuffer()),
    )
    const apart = pdf.indexOf('Collected for the local government (outside VAT)')
    expect(apart).toBeGreaterThan(-1)
    expect(pdf.slice(apart).join('\n')).toContain('Eco-tourism fee, Visitor')
    expect(pdf).toContain('Collected for the local government 300.00')

    const report = await bodyOf<ReportResponse>(
      await staff.get(`/api/staff/reports?from=${night(61)}&to=${night(61)}`),
      200,
    )
    expect(report.vat).toEqual({
      vatableSales: 267_857,
      vat: 32_143,
      exemptSales: 0,
      localFees: 30_000,
    })
  })
})
