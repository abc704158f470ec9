/**
 * Money taken and given back at the desk (docs/reservations.md, "States"), over HTTP on both
 * engines: the ledger's rows, what they come to, the refusals, desks racing, and a ledger the
 * database itself keeps from being changed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import type { MovementsResponse, ReservationDetail } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

const DESK = 'cashier@resort.example'
const RACERS = 10

describe.each(ENGINES)('desk payments on %s', (engine) => {
  let api: ApiServer
  let cookie = ''
  let slot = 0

  beforeAll(async () => {
    api = await startApiServer(engine)
    cookie = await signedInStaff(api, DESK)
  })
  afterAll(async () => {
    await api.stop()
  })

  const pay = (ref: string, body: unknown) =>
    api.post(`/api/staff/reservations/${ref}/payments`, body, { Cookie: cookie })

  /** A guest's request, confirmed: its total is due. */
  async function confirmedStay() {
    slot += 1
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(60 + slot * 3, 2), roomId: 1, kids: 0, adults: 1 }),
    )
    expect(response.status).toBe(201)
    const stay = (await response.json()) as ReservationView
    const confirm = await api.post(
      `/api/staff/reservations/${stay.ref}/confirm`,
      {},
      { Cookie: cookie },
    )
    expect(confirm.status).toBe(200)
    return stay
  }

  async function refusal(response: Response, status: number) {
    expect(response.status).toBe(status)
    return ((await response.json()) as ApiError).error
  }

  test('a payment and money given back are rows of the ledger, and the stay shows what is paid and due', async () => {
    const stay = await confirmedStay()

    const first = await pay(stay.ref, {
      amount: 200_000,
      method: 'cash',
      note: 'Deposit at the desk',
    })
    expect(first.status).toBe(201)
    const afterFirst = (await first.json()) as ReservationDetail
    expect(afterFirst.money).toEqual({
      due: stay.total,
      paid: 200_000,
      balance: stay.total - 200_000,
    })

    const back = await pay(stay.ref, { amount: -50_000, method: 'gcash' })
    const detail = (await back.json()) as ReservationDetail
    expect(detail.payments).toEqual([
      expect.objectContaining({
        amount: 200_000,
        method: 'cash',
        note: 'Deposit at the desk',
        who: DESK,
      }),
      expect.objectContaining({ amount: -50_000, method: 'gcash', note: '', who: DESK }),
    ])
    expect(detail.money).toEqual({ due: stay.total, paid: 150_000, balance: stay.total - 150_000 })
    expect(detail.events.at(-1)?.note).toBe('Money given back: ₱500, GCash')
  })

  test('the desk’s day shows each arrival’s balance', async () => {
    const stay = await confirmedStay()
    expect((await pay(stay.ref, { amount: 100_000, method: 'maya' })).status).toBe(201)
    const response = await fetch(`${api.url}/api/staff/movements?date=${stay.checkIn}`, {
      headers: { Cookie: cookie },
    })
    const day = (await response.json()) as MovementsResponse
    expect(day.arrivals.find((arrival) => arrival.reservation.ref === stay.ref)?.money).toEqual({
      due: stay.total,
      paid: 100_000,
      balance: stay.total - 100_000,
    })
  })

  test('more than is due, more back than was paid, zero and an unknown method are refused in words, and nothing is written', async () => {
    const stay = await confirmedStay()
    expect(
      (await refusal(await pay(stay.ref, { amount: stay.total + 1, method: 'card' }), 400)).fields,
    ).toEqual({
      amount: expect.stringMatching(/is due; record at most that/),
    })
    expect(
      (await refusal(await pay(stay.ref, { amount: -1, method: 'cash' }), 400)).fields,
    ).toEqual({
      amount: 'Nothing was paid, so nothing can be given back.',
    })
    expect((await refusal(await pay(stay.ref, { amount: 0, method: 'cash' }), 400)).fields).toEqual(
      {
        amount: expect.stringMatching(/other than zero/),
      },
    )
    expect(
      (await refusal(await pay(stay.ref, { amount: 100, method: 'iou' }), 400)).fields,
    ).toEqual({
      method: expect.stringMatching(/^Choose one of: Cash, Card terminal/),
    })
    await refusal(await pay(stay.ref, { amount: '100', method: 'cash' }), 400)
    await refusal(await pay('NOSUCH', { amount: 100, method: 'cash' }), 404)
    const detail = (await (
      await fetch(`${api.url}/api/staff/reservations/${stay.ref}`, { headers: { Cookie: cookie } })
    ).json()) as ReservationDetail
    expect(detail.payments).toEqual([])
  })

  test('without a session nothing is recorded', async () => {
    const stay = await confirmedStay()
    const response = await api.post(`/api/staff/reservations/${stay.ref}/payments`, {
      amount: 100,
      method: 'cash',
    })
    expect(response.status).toBe(401)
    const rows = await api.inspect.db
      .selectFrom('payment')
      .innerJoin('reservation', 'reservation.id', 'payment.reservation_id')
      .select('payment.id')
      .where('reservation.ref', '=', stay.ref)
      .execute()
    expect(rows).toEqual([])
  })

  test(`${RACERS} desks giving back the whole of what was paid at once: one does, the ledger never goes below nothing`, async () => {
    const stay = await confirmedStay()
    expect((await pay(stay.ref, { amount: 300_000, method: 'cash' })).status).toBe(201)

    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => pay(stay.ref, { amount: -300_000, method: 'cash' })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201,
      ...Array<number>(RACERS - 1).fill(400),
    ])
    const { sum } = await api.inspect.db
      .selectFrom('payment')
      .innerJoin('reservation', 'reservation.id', 'payment.reservation_id')
      .select((eb) => eb.fn.sum<number | string>('payment.amount').as('sum'))
      .where('reservation.ref', '=', stay.ref)
      .executeTakeFirstOrThrow()
    expect(Number(sum)).toBe(0)
  })

  test('a cancelled stay owes its charge only, and what was paid beyond it can go back', async () => {
    const stay = await confirmedStay()
    expect((await pay(stay.ref, { amount: stay.total, method: 'card' })).status).toBe(201)
    const cancel = await api.post(
      `/api/staff/reservations/${stay.ref}/cancel`,
      { reason: 'Plans changed' },
      { Cookie: cookie },
    )
    expect(cancel.status).toBe(200)
    const cancelled = (await (
      await fetch(`${api.url}/api/staff/reservations/${stay.ref}`, { headers: { Cookie: cookie } })
    ).json()) as ReservationDetail
    const charge = cancelled.reservation.cancellationCharge ?? 0
    expect(cancelled.money).toEqual({ due: charge, paid: stay.total, balance: charge - stay.total })
    const back = await pay(stay.ref, { amount: charge - stay.total, method: 'card' })
    expect(back.status).toBe(201)
    expect(((await back.json()) as ReservationDetail).money.balance).toBe(0)
  })

  test('the database refuses to change a payment’s money or remove it; only a note’s words may go', async () => {
    const stay = await confirmedStay()
    expect(
      (await pay(stay.ref, { amount: 100_000, method: 'cash', note: 'Paid by Maria' })).status,
    ).toBe(201)
    const { id } = await api.inspect.db
      .selectFrom('payment')
      .innerJoin('reservation', 'reservation.id', 'payment.reservation_id')
      .select('payment.id')
      .where('reservation.ref', '=', stay.ref)
      .executeTakeFirstOrThrow()

    await expect(
      api.inspect.db.updateTable('payment').set({ amount: 1 }).where('id', '=', id).execute(),
    ).rejects.toThrow(/never changed/)
    await expect(
      api.inspect.db
        .updateTable('payment')
        .set({ at: '2000-01-01' })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/never changed/)
    await expect(
      api.inspect.db.deleteFrom('payment').where('id', '=', id).execute(),
    ).rejects.toThrow(/never (changed or )?removed/)
    await api.inspect.db.updateTable('payment').set({ note: '' }).where('id', '=', id).execute()
    const row = await api.inspect.db
      .selectFrom('payment')
      .select(['amount', 'note'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect({ amount: Number(row.amount), note: row.note }).toEqual({ amount: 100_000, note: '' })
  })
})
