/**
 * The senior citizen's and PWD's discount over HTTP on both engines
 * (docs/senior-and-pwd-discounts.md): the desk marks guests on a stay, and the folio's lines
 * follow the list and the stay's lodging through a change of stay, an early check-out and a
 * cancellation. Figures are the worked examples', by hand.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { addDays, resortToday, type IsoDate } from '../../../domain/calendar'
import type { FolioView, ReservationDetail } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bodyOf, refusalOf, staffClient, type StaffClient } from '../test-support/staff-client'

const DESK = 'discounts@resort.example'
const DELUXE = 3
const SENIOR = { kind: 'senior', name: 'Lourdes Reyes', idNumber: 'QC-12345' }
const PWD = { kind: 'pwd', name: 'Ana Cruz', idNumber: '13-7404-000-1234567' }

describe.each(ENGINES)('the senior citizen and PWD discount on %s', (engine) => {
  let api: ApiServer
  let staff: StaffClient

  beforeAll(async () => {
    api = await startApiServer(engine)
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

  /** A Deluxe Room with breakfast, ₱3,000 a night, for two adults, booked by phone. */
  async function deluxeStay(checkIn: IsoDate, nights: number) {
    const response = await staff.post('/api/staff/bookings', {
      roomId: DELUXE,
      rate: 'breakfast',
      checkIn,
      checkOut: addDays(checkIn, nights),
      adults: 2,
      kids: 0,
      guest: { name: 'Jose Reyes', phone: '+63 917 555 0199' },
    })
    return bodyOf<ReservationView>(response, 201)
  }
  const folioOf = async (ref: string) =>
    bodyOf<FolioView>(await staff.get(`/api/staff/reservations/${ref}/folio`), 200)
  const mark = (ref: string, discounts: unknown[]) =>
    staff.post(`/api/staff/reservations/${ref}/discounts`, { discounts })
  const linesOf = (folio: FolioView) =>
    folio.lines
      .filter((line) => line.kind === 'vat_exemption' || line.description.startsWith('Senior'))
      .map(({ kind, description, amount, vat }) => ({ kind, description, amount, vat }))

  test('a senior citizen of two guests: the share is VAT-exempt and 20% off, as the second example', async () => {
    const stay = await deluxeStay(night(30), 2)
    expect((await folioOf(stay.ref)).total).toBe(600_000)

    const folio = await bodyOf<FolioView>(await mark(stay.ref, [SENIOR]), 200)

    expect(linesOf(folio)).toEqual([
      {
        kind: 'vat_exemption',
        description: 'Senior citizen 1: VAT exemption on their share',
        amount: -32_143,
        vat: -32_143,
      },
      { kind: 'discount', description: 'Senior citizen 1: 20% discount', amount: -53_571, vat: 0 },
    ])
    expect(folio.total).toBe(514_286)
    expect(folio.beneficiaries).toEqual([SENIOR])
    // The same list again writes nothing more.
    const again = await bodyOf<FolioView>(await mark(stay.ref, [SENIOR]), 200)
    expect(again.lines).toHaveLength(folio.lines.length)
    // The event log says what changed, without the guest's name or ID.
    const detail = await bodyOf<ReservationDetail>(
      await staff.get(`/api/staff/reservations/${stay.ref}`),
      200,
    )
    const notes = detail.events.map((event) => event.note).join('\n')
    expect(notes).toContain('Senior / PWD: 1 senior citizen')
    expect(notes).not.toContain('Lourdes')
    expect(notes).not.toContain('QC-12345')
  })

  test('a change of stay reprices the share, and clearing the list gives the full price back', async () => {
    const stay = await deluxeStay(night(40), 2)
    await bodyOf<FolioView>(await mark(stay.ref, [SENIOR]), 200)

    const changed = await staff.post(`/api/staff/reservations/${stay.ref}/change`, {
      checkOut: night(43),
    })
    expect(changed.status).toBe(200)

    // Three nights, ₱9,000: the share ₱4,500 has ₱482.14 of VAT, and 20% of ₱4,017.86 is ₱803.57.
    const folio = await folioOf(stay.ref)
    expect(folio.total).toBe(900_000 - 48_214 - 80_357)
    const cleared = await bodyOf<FolioView>(await mark(stay.ref, []), 200)
    expect(cleared.total).toBe(900_000)
    expect(cleared.beneficiaries).toEqual([])
  })

  test('a senior citizen and a PWD of two guests each have their share; the list names each guest once', async () => {
    const stay = await deluxeStay(night(50), 1)
    const both = await bodyOf<FolioView>(await mark(stay.ref, [PWD, SENIOR]), 200)
    // ₱3,000 in two shares of ₱1,500: ₱160.71 of VAT and ₱267.86 off each.
    expect(both.total).toBe(300_000 - 2 * (16_071 + 26_786))

    const three = await refusalOf(
      await mark(stay.ref, [PWD, SENIOR, { ...SENIOR, name: 'X', idNumber: 'Y' }]),
      400,
    )
    expect(three.fields?.discounts).toBe('The stay has 2 guests: no more can have the discount.')
    const twice = await refusalOf(await mark(stay.ref, [SENIOR, { ...SENIOR, kind: 'pwd' }]), 400)
    expect(twice.fields?.discounts).toBe(
      'A guest has the discount once, as a senior citizen or as a PWD, never both.',
    )
    const malformed = await staff.post(`/api/staff/reservations/${stay.ref}/discounts`, {
      discounts: [{ kind: 'student', name: 'A', idNumber: '1' }],
    })
    expect(malformed.status).toBe(400)
    expect((await folioOf(stay.ref)).total).toBe(both.total)
    expect((await refusalOf(await mark('NOSUCHREF', [SENIOR]), 404)).code).toBe('not_found')
  })

  test('a cancelled stay gives every line back, and takes no new list', async () => {
    const stay = await deluxeStay(night(60), 2)
    await bodyOf<FolioView>(await mark(stay.ref, [SENIOR]), 200)
    const cancelled = await staff.post(`/api/staff/reservations/${stay.ref}/cancel`, {
      reason: 'Typhoon',
    })
    expect(cancelled.status).toBe(200)

    expect((await folioOf(stay.ref)).total).toBe(0)
    expect((await refusalOf(await mark(stay.ref, [PWD]), 409)).code).toBe('wrong_state')
  })

  test('an early check-out taking nights off leaves them out of the share', async () => {
    const checkIn = night(70)
    const stay = await deluxeStay(checkIn, 3)
    api.setNow(new Date(`${checkIn}T10:00:00+08:00`))
    await staff.signInAgain()
    await bodyOf(await staff.post(`/api/staff/reservations/${stay.ref}/check-in`), 200)
    await bodyOf<FolioView>(await mark(stay.ref, [SENIOR]), 200)
    api.setNow(new Date(`${addDays(checkIn, 1)}T10:00:00+08:00`))
    await staff.signInAgain()

    const out = await staff.post(`/api/staff/reservations/${stay.ref}/check-out`, {
      keepEarlyNights: false,
      allowBalance: true,
      reason: 'Pays at the bar',
    })
    expect(out.status).toBe(200)

    // One night lived, ₱3,000: the share ₱1,500 has ₱160.71 of VAT and ₱267.86 off.
    expect((await folioOf(stay.ref)).total).toBe(300_000 - 16_071 - 26_786)
  })
})
