/**
 * Extras through the API on both engines (docs/reservations.md, "Extras"): the catalogue staff
 * keep, seeded from content, each change in the price history; extras in availability and in a
 * booking, with its folio, deposit, emails and calendar.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, AvailabilityResponse, ReservationView } from '../../../domain/api-contract'
import type { Extra, ExtrasResponse } from '../../../domain/extras'
import type { FolioView, PriceHistoryResponse } from '../../../domain/staff-contract'
import { seedExtras } from '../../../content/extras'
import { ENGINES } from '../../test-support/test-database'
import { readLetter } from '../mail/letter'
import { stayCalendar } from '../mail/stay-calendar'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'
import { availabilityPath, bookingBody, stayFromToday } from '../test-support/bookings'

const DESK = 'extras@resort.example'

describe.each(ENGINES)('the extras catalogue on %s', (engine) => {
  let api: ApiServer
  let cookie: string

  beforeAll(async () => {
    api = await startApiServer(engine)
    cookie = await signedInStaff(api, DESK)
  })
  afterAll(async () => {
    await api.stop()
  })

  const staffSend = (method: string, path: string, body?: unknown) =>
    fetch(`${api.url}/api/staff${path}`, {
      method,
      headers: {
        Cookie: cookie,
        Origin: api.origin,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const catalogue = async () => {
    const response = await staffSend('GET', '/extras')
    expect(response.status).toBe(200)
    return ((await response.json()) as ExtrasResponse).extras
  }
  const lastChange = async () => {
    const response = await staffSend('GET', '/price-history')
    return ((await response.json()) as PriceHistoryResponse).changes[0]
  }

  test('a new resort starts with content’s extras, in its order', async () => {
    expect(await catalogue()).toEqual(seedExtras)
    expect((await catalogue()).map((extra) => extra.basis)).toEqual([
      'per_guest',
      'per_guest',
      'per_guest_night',
      'per_item',
    ])
  })

  test('staff add an extra: listed after the others, and said in the history', async () => {
    const massage: Extra = {
      code: 'Massage',
      name: ' Massage by the sea ',
      price: 250_000,
      basis: 'per_item',
      online: false,
      active: true,
    }
    const response = await staffSend('POST', '/extras', massage)
    expect(response.status).toBe(201)
    const saved = { ...massage, code: 'massage', name: 'Massage by the sea' }
    expect(await response.json()).toEqual(saved)
    expect((await catalogue()).at(-1)).toEqual(saved)
    expect(await lastChange()).toMatchObject({
      who: DESK,
      what: 'Added: extra massage, Massage by the sea, ₱2,500 each, at the desk only',
    })
  })

  test('a code taken, in any case, is 409 and changes nothing', async () => {
    const before = await catalogue()
    const response = await staffSend('POST', '/extras', { ...seedExtras[0], code: 'KAYAK' })
    expect(response.status).toBe(409)
    const body = (await response.json()) as ApiError
    expect(body.error.code).toBe('conflict')
    expect(body.error.fields?.code).toBe('There is an extra kayak already: choose another code.')
    expect(await catalogue()).toEqual(before)
  })

  test('a price of nothing, a name of nothing, a code of other characters: 400 field by field', async () => {
    const response = await staffSend('POST', '/extras', {
      code: 'sunset cruise!',
      name: '  ',
      price: 0,
      basis: 'per_guest',
      online: true,
      active: true,
    })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as ApiError
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['code', 'name', 'price'])
    expect(error.fields?.price).toBe(
      'A price is more than ₱0 and at most ₱100,000, in whole centavos.',
    )
    const wrongBasis = await staffSend('POST', '/extras', {
      ...seedExtras[0],
      code: 'lunch',
      basis: 'per_hour',
    })
    expect(wrongBasis.status).toBe(400)
    expect(((await wrongBasis.json()) as ApiError).error.fields).toHaveProperty('basis')
    expect((await catalogue()).map((extra) => extra.code)).not.toContain('lunch')
  })

  test('staff change an extra’s price, basis and sale; the code stays', async () => {
    const change = {
      name: 'Breakfast at the beach',
      price: 50_000,
      basis: 'per_guest_night',
      online: false,
      active: true,
    }
    const response = await staffSend('PUT', '/extras/breakfast', change)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ code: 'breakfast', ...change })
    expect((await catalogue()).find((extra) => extra.code === 'breakfast')).toEqual({
      code: 'breakfast',
      ...change,
    })
    expect((await lastChange())?.what).toBe(
      'Changed: extra breakfast, Breakfast at the beach, ₱500 a guest a night, at the desk only',
    )
    const withdrawn = await staffSend('PUT', '/extras/breakfast', { ...change, active: false })
    expect(withdrawn.status).toBe(200)
    expect((await lastChange())?.what).toBe(
      'Changed: extra breakfast, Breakfast at the beach, ₱500 a guest a night, not sold',
    )
  })

  test('changing an extra there is none of is 404; a negative price is 400', async () => {
    const change = { name: 'Jet ski', price: 1, basis: 'per_item', online: true, active: true }
    expect((await staffSend('PUT', '/extras/jet-ski', change)).status).toBe(404)
    const negative = await staffSend('PUT', '/extras/kayak', { ...change, price: -100 })
    expect(negative.status).toBe(400)
    expect((await catalogue()).find((extra) => extra.code === 'kayak')?.price).toBe(60_000)
  })

  test('without a session nothing is read or changed', async () => {
    expect((await fetch(`${api.url}/api/staff/extras`)).status).toBe(401)
    const response = await fetch(`${api.url}/api/staff/extras`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: api.origin },
      body: JSON.stringify({ ...seedExtras[0], code: 'sneaky' }),
    })
    expect(response.status).toBe(401)
  })
})

/**
 * The figures by hand: the Deluxe Room (3) 'With breakfast' at ₱3,000 a night for 2 adults and
 * a kid, 3 nights, no supplement (its price covers 2 guests and content sets none), the VAT
 * inside the price. Breakfast, ₱450 a guest a night: 3 guests × 3 nights = 9 × ₱450 = ₱4,050.
 * Two kayaks at ₱600: ₱1,200. The room ₱9,000, the total ₱14,250, a 30% deposit ₱4,275.
 */
const ROOM = 900_000
const BREAKFAST = { units: 9, price: 45_000, amount: 405_000 }
const KAYAKS = { units: 2, price: 60_000, amount: 120_000 }
const TOTAL = 1_425_000
const DEPOSIT = 427_500
const CHOSEN = [{ code: 'breakfast' }, { code: 'kayak', quantity: 2 }]

describe.each(ENGINES)('extras in a booking on %s', (engine) => {
  let api: ApiServer
  let cookie: string
  let offset = 60

  beforeAll(async () => {
    api = await startApiServer(engine, { env: { PAYMENTS: 'transfer', DEPOSIT: '30%' } })
    cookie = await signedInStaff(api, DESK)
  })
  afterAll(async () => {
    await api.stop()
  })

  const nextStay = () => {
    offset += 4
    return stayFromToday(offset, 3)
  }
  const book = async (overrides: Record<string, unknown>) => {
    const response = await api.post(
      '/api/reservations',
      bookingBody({ roomId: 3, rate: 'breakfast', adults: 2, kids: 1, ...overrides }),
    )
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const reservations = async () =>
    Number(
      (
        await api.inspect.db
          .selectFrom('reservation')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )
  const staffSend = (method: string, path: string, body?: unknown) =>
    fetch(`${api.url}/api/staff${path}`, {
      method,
      headers: { Cookie: cookie, Origin: api.origin, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  test('availability prices the extras asked for into each rate’s total and deposit', async () => {
    const stay = nextStay()
    const response = await api.get(`${availabilityPath(stay, 2, 1)}&extras=breakfast:1,kayak:2`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as AvailabilityResponse
    const rate = body.rooms.find((room) => room.id === 3)?.rates.find((r) => r.code === 'breakfast')
    expect(rate).toMatchObject({ total: TOTAL, deposit: DEPOSIT })
    expect(rate?.extras).toEqual([
      { code: 'breakfast', name: 'Breakfast', basis: 'per_guest_night', quantity: 1, ...BREAKFAST },
      { code: 'kayak', name: 'Kayak, half a day', basis: 'per_item', quantity: 2, ...KAYAKS },
    ])
    expect(body.offeredExtras?.map((extra) => extra.code)).toEqual(
      seedExtras.map((extra) => extra.code),
    )
    const without = (await (
      await api.get(availabilityPath(stay, 2, 1))
    ).json()) as AvailabilityResponse
    const plain = without.rooms.find((room) => room.id === 3)?.rates[0]
    expect(plain?.total).toBe(ROOM)
    expect(plain?.extras).toBeUndefined()
  })

  test('availability refuses an extra not offered, a quantity out of range or a list it cannot read', async () => {
    const stay = nextStay()
    const cases = [
      ['jet-ski:1', 'The extra jet-ski is not offered online.'],
      ['kayak:21', 'Choose from 1 to 20 of the extra kayak.'],
      ['kayak:x', 'Name the extras as CODE:QUANTITY, separated by commas.'],
    ]
    for (const [extras, words] of cases) {
      const response = await api.get(`${availabilityPath(stay, 2, 1)}&extras=${extras}`)
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiError).error.fields).toEqual({ extras: words })
    }
  })

  test('a booking with breakfast and kayaks: its total, deposit, quote, folio lines and look-up', async () => {
    const { status, body } = await book({ ...nextStay(), extras: CHOSEN, expectedTotal: TOTAL })
    expect(status).toBe(201)
    const view = body as ReservationView
    expect(view).toMatchObject({ status: 'awaiting_payment', total: TOTAL, deposit: DEPOSIT })
    expect(
      view.breakdown.extras?.map(({ code, units, amount }) => ({ code, units, amount })),
    ).toEqual([
      { code: 'breakfast', units: 9, amount: BREAKFAST.amount },
      { code: 'kayak', units: 2, amount: KAYAKS.amount },
    ])

    const folio = (await (
      await staffSend('GET', `/reservations/${view.ref}/folio`)
    ).json()) as FolioView
    expect(folio.lines.map((line) => line.kind)).toEqual(['room', 'room', 'room', 'extra', 'extra'])
    expect(folio.lines.slice(3)).toMatchObject([
      {
        description: 'Breakfast, ₱450 a guest a night',
        quantity: 9,
        unitAmount: 45_000,
        amount: 405_000,
        vat: 43_393,
      },
      {
        description: 'Kayak, half a day, ₱600 each',
        quantity: 2,
        unitAmount: 60_000,
        amount: 120_000,
        vat: 12_857,
      },
    ])
    expect(folio).toMatchObject({ total: TOTAL, paid: 0, balance: TOTAL })

    const lookUp = await api.get(`/api/reservations/${view.ref}?email=maria.santos@example.com`)
    const found = (await lookUp.json()) as ReservationView
    expect(found.total).toBe(TOTAL)
    expect(found.breakdown.extras).toEqual(view.breakdown.extras)
  })

  test('the guest’s mail lists each extra, and its calendar event names them', async () => {
    const { body } = await book({ ...nextStay(), extras: CHOSEN })
    const { ref } = body as ReservationView
    const mail = await api.inspect.db
      .selectFrom('email_outbox')
      .innerJoin('reservation', 'reservation.id', 'email_outbox.reservation_id')
      .select(['email_outbox.text_body', 'email_outbox.letter'])
      .where('reservation.ref', '=', ref)
      .where('email_outbox.kind', '=', 'deposit-due')
      .executeTakeFirstOrThrow()
    expect(mail.text_body).toContain('Breakfast: ₱4,050 (9 × ₱450)')
    expect(mail.text_body).toContain('Kayak, half a day: ₱1,200 (2 × ₱600)')
    expect(mail.text_body).toContain('Total: ₱14,250')
    const letter = readLetter(mail.letter)
    if (!letter) throw new Error('the mail has no letter')
    const calendar = (stayCalendar(letter, new Date()) ?? '').replace(/\r\n /g, '')
    expect(calendar).toContain('Extras: Breakfast × 9\\, Kayak\\, half a day × 2.')
  })

  test('a total shown without the extras is refused, nothing booked', async () => {
    const before = await reservations()
    const { status, body } = await book({ ...nextStay(), extras: CHOSEN, expectedTotal: ROOM })
    expect(status).toBe(409)
    expect((body as ApiError).error).toMatchObject({ code: 'price_changed', total: TOTAL })
    expect(await reservations()).toBe(before)
  })

  test('an unknown, desk-only or withdrawn extra, or a quantity out of range, is 400 under extras', async () => {
    const desk: Extra = { ...seedExtras[0]!, code: 'massage', name: 'Massage', online: false }
    expect((await staffSend('POST', '/extras', desk)).status).toBe(201)
    const tour = { name: 'Island-hopping tour', price: 150_000, basis: 'per_guest', online: true }
    expect(
      (await staffSend('PUT', '/extras/island-hopping', { ...tour, active: false })).status,
    ).toBe(200)
    const before = await reservations()
    const cases: [unknown, string][] = [
      [[{ code: 'jet-ski' }], 'The extra jet-ski is not offered online.'],
      [[{ code: 'massage' }], 'The extra massage is not offered online.'],
      [[{ code: 'island-hopping' }], 'The extra island-hopping is not offered online.'],
      [[{ code: 'kayak', quantity: 0 }], 'Choose from 1 to 20 of the extra kayak.'],
      [[{ code: 'kayak', quantity: 21 }], 'Choose from 1 to 20 of the extra kayak.'],
      [[{ code: 'kayak' }, { code: 'kayak' }], 'Choose each extra once.'],
      [[{ code: 7 }], 'Choose each extra by its code, with a quantity from 1 to 20.'],
    ]
    for (const [extras, words] of cases) {
      const { status, body } = await book({ ...nextStay(), extras })
      expect(status).toBe(400)
      expect((body as ApiError).error.fields).toEqual({ extras: words })
    }
    expect(await reservations()).toBe(before)
  })

  test('the desk posts an extra from the catalogue, priced by its basis for the stay', async () => {
    const { body } = await book({ ...nextStay(), extras: CHOSEN })
    const { ref } = body as ReservationView
    const post = (charge: unknown) => staffSend('POST', `/reservations/${ref}/charges`, charge)
    // Boat transfer, ₱800 a guest, twice for 3 guests: 6 × ₱800 = ₱4,800.
    const boat = await post({ extra: 'BOAT-TRANSFER', quantity: 2 })
    expect(boat.status).toBe(201)
    const folio = (await boat.json()) as FolioView
    expect(folio.lines.at(-1)).toMatchObject({
      kind: 'extra',
      description: 'Boat transfer, ₱800 a guest',
      quantity: 6,
      unitAmount: 80_000,
      amount: 480_000,
    })
    expect(folio.total).toBe(TOTAL + 480_000)
    // The desk sells what is not offered online; nobody sells what is withdrawn.
    expect((await post({ extra: 'massage' })).status).toBe(201)
    const withdrawn = await post({ extra: 'island-hopping' })
    expect(withdrawn.status).toBe(400)
    expect(((await withdrawn.json()) as ApiError).error.fields).toEqual({
      extra: 'The extra island-hopping is not offered.',
    })
    const tooMany = await post({ extra: 'kayak', quantity: 21 })
    expect(((await tooMany.json()) as ApiError).error.fields).toEqual({
      quantity: 'Give a quantity from 1 to 20.',
    })

    // A stay the resort cancels gives back its extras, booked or posted: nothing is owed.
    expect(
      (await staffSend('POST', `/reservations/${ref}/cancel`, { reason: 'Storm' })).status,
    ).toBe(200)
    const cancelled = (await (
      await staffSend('GET', `/reservations/${ref}/folio`)
    ).json()) as FolioView
    expect(cancelled.total).toBe(0)
    const closed = await post({ extra: 'kayak' })
    expect(closed.status).toBe(409)
    expect(((await closed.json()) as ApiError).error.code).toBe('wrong_state')
  })
})
