/**
 * Bookings with payments on (docs/reservations.md, "States"): the deposit asked, the nights
 * held for it and not longer, the guest told either way. Online and transfer each have their
 * own tests of how the money arrives; this is what both share.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, AvailabilityResponse, ReservationView } from '../../../domain/api-contract'
import type { ReservationDetail } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { heldNights, mailsOf } from '../test-support/reservation-records'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'
import { availabilityPath, bookingBody, stayFromToday } from '../test-support/bookings'
import { expireHolds } from '../services/expire-holds'
import { takeDeposit } from '../services/take-deposit'
import { touchReservation } from '../data/reservations'

const EMAIL = 'maria.santos@example.com'
const DESK = 'cashier@resort.example'
const MAIL = {
  resortName: 'Alon Cove Resort',
  siteOrigin: 'http://127.0.0.1',
  resortEmail: 'frontdesk@aloncove.example',
}

describe.each(ENGINES)('deposits on %s', (engine) => {
  let api: ApiServer
  let offset = 40

  beforeAll(async () => {
    api = await startApiServer(engine, {
      env: { PAYMENTS: 'transfer', DEPOSIT: '30%', TRANSFER_HOLD_HOURS: '6' },
    })
  })
  afterAll(async () => {
    await api.stop()
  })

  async function book(overrides: Record<string, unknown> = {}) {
    offset += 3
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(offset, 2), ...overrides }),
    )
    return { response, view: (await response.json()) as ReservationView }
  }

  async function lookUp(ref: string) {
    return (await (
      await api.get(`/api/reservations/${ref}?email=${EMAIL}`)
    ).json()) as ReservationView
  }

  /** Money arriving as the webhook or a staff member's 'Mark as paid' hands it over. */
  function payDeposit(ref: string, amount: number, now: Date) {
    return api.inspect.db.transaction().execute(async (trx) => {
      const row = await touchReservation(trx, ref, now.toISOString())
      if (!row) throw new Error(`no reservation ${ref}`)
      return takeDeposit(trx, { rooms: [], mail: MAIL }, row, deposit(amount), now)
    })
  }

  test('a booking awaits its deposit: 30% of the total, held for the transfer hours', async () => {
    const before = Date.now()
    const { response, view } = await book()

    expect(response.status).toBe(201)
    expect(view.status).toBe('awaiting_payment')
    expect(view.deposit).toBe(Math.round(view.total * 0.3))
    expect(view).toMatchObject({ paid: 0, balance: view.total })
    expect(view.payment).toMatchObject({ method: 'transfer', status: 'unpaid' })
    const deadline = Date.parse(view.payment?.deadline ?? '')
    expect(deadline - before).toBeGreaterThanOrEqual(6 * 3600_000 - 1000)
    expect(deadline - before).toBeLessThan(6 * 3600_000 + 60_000)
    expect(await heldNights(api.inspect.db, view.ref)).toBe(1)
  })

  test('the guest is told what to pay, where, with which reference and by when; the resort waits for the money', async () => {
    const { view } = await book()

    const mails = await mailsOf(api.inspect.db, view.ref)
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([['deposit-due', EMAIL]])
    const text = mails[0]?.text_body ?? ''
    expect(text).toContain('Account number: 3081 0427 55')
    expect(text).toMatch(new RegExp(`Write on the transfer: ${view.ref}`))
    expect(text).toContain(`Amount: ₱${(view.deposit! / 100).toLocaleString('en-US')}`)
    expect(text).toMatch(/Pay by: \w{3} \d+ \w{3} \d{4}, \d\d:\d\d \(Manila time\)/)
  })

  test('the guest page shows the deposit, what was paid and the balance, read from the ledger', async () => {
    const { view } = await book()

    const found = await lookUp(view.ref)
    expect(found).toMatchObject({
      deposit: view.deposit,
      paid: 0,
      balance: view.total,
      payment: { method: 'transfer', status: 'unpaid', deadline: view.holdExpiresAt },
    })
  })

  test('unpaid when the hold ends: expired, nights released, the guest told', async () => {
    const { view } = await book()
    const after = new Date(Date.parse(view.holdExpiresAt ?? '') + 1000)

    // A second before its end the hold stands. (Its own reservation is asked, not how many the
    // sweep moved: holds this file's earlier tests made end sooner, by as long as they took.)
    await expireHolds(api.inspect.db, new Date(Date.parse(view.holdExpiresAt!) - 1000))
    expect((await lookUp(view.ref)).status).toBe('awaiting_payment')
    expect(await heldNights(api.inspect.db, view.ref)).toBe(1)
    await expireHolds(api.inspect.db, after, { context: MAIL, rooms: [] })

    const found = await lookUp(view.ref)
    expect(found.status).toBe('expired')
    expect(found.balance).toBe(0)
    expect(await heldNights(api.inspect.db, view.ref)).toBe(0)
    const kinds = (await mailsOf(api.inspect.db, view.ref)).map((mail) => mail.kind)
    expect(kinds).toEqual(['deposit-due', 'payment-expired'])
  })

  test('the deposit paid confirms the stay at once and both are told what was paid and what is due', async () => {
    const { view } = await book()
    const now = new Date()

    const outcome = await payDeposit(view.ref, view.deposit!, now)

    expect(outcome).toBe('confirmed')
    const found = await lookUp(view.ref)
    expect(found).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      paid: view.deposit,
      balance: view.total - view.deposit!,
      payment: { status: 'paid', deadline: null },
    })
    const mails = await mailsOf(api.inspect.db, view.ref)
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['deposit-due', EMAIL],
      ['confirmed', EMAIL],
      ['deposit-paid', 'frontdesk@aloncove.example'],
    ])
    expect(mails[1]?.text_body).toContain(`Balance due at check-in: ₱`)
  })

  test('a deposit taken at the desk confirms the stay as a receipt would: the sweep then leaves it be', async () => {
    const cookie = await signedInStaff(api, DESK)
    const { view } = await book()
    const deposit = view.deposit!
    const pay = (amount: number) =>
      api.post(
        `/api/staff/reservations/${view.ref}/payments`,
        { amount, method: 'cash', note: 'At the desk' },
        { Cookie: cookie },
      )

    const part = await pay(deposit - 100_00)
    expect(part.status).toBe(201)
    expect(((await part.json()) as ReservationDetail).reservation.status).toBe('awaiting_payment')
    const rest = await pay(100_00)
    expect(rest.status).toBe(201)
    const detail = (await rest.json()) as ReservationDetail
    expect(detail.reservation.status).toBe('confirmed')
    expect(detail.money).toMatchObject({ paid: deposit, balance: view.total - deposit })
    expect(detail.payments.map((payment) => [payment.amount, payment.method, payment.who])).toEqual(
      [
        [deposit - 100_00, 'cash', DESK],
        [100_00, 'cash', DESK],
      ],
    )
    expect(detail.events.at(-1)).toMatchObject({
      from: 'awaiting_payment',
      to: 'confirmed',
      who: DESK,
    })

    await expireHolds(api.inspect.db, new Date(Date.parse(view.holdExpiresAt ?? '') + 60_000), {
      context: MAIL,
      rooms: [],
    })
    expect((await lookUp(view.ref)).status).toBe('confirmed')
    expect(await heldNights(api.inspect.db, view.ref)).toBe(1)
    const mails = await mailsOf(api.inspect.db, view.ref)
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['deposit-due', EMAIL],
      ['confirmed', EMAIL],
      ['deposit-paid', 'frontdesk@aloncove.example'],
    ])
  })

  test('less than the deposit is kept, and the stay still waits for the rest', async () => {
    const { view } = await book()
    const now = new Date()

    const outcome = await payDeposit(view.ref, 100_00, now)

    expect(outcome).toBe('recorded')
    const found = await lookUp(view.ref)
    expect(found).toMatchObject({ status: 'awaiting_payment', paid: 100_00 })
    expect(found.payment?.status).toBe('unpaid')
  })

  test('money for a stay whose hold ended is never lost: recorded, owed back, the resort told', async () => {
    const { view } = await book()
    const later = new Date(Date.parse(view.holdExpiresAt!) + 1000)
    await expireHolds(api.inspect.db, later)

    const outcome = await payDeposit(view.ref, view.deposit!, later)

    expect(outcome).toBe('owed_back')
    const found = await lookUp(view.ref)
    expect(found).toMatchObject({
      status: 'expired',
      paid: view.deposit,
      balance: -view.deposit!,
      payment: { status: 'refund_due' },
    })
    const resort = (await mailsOf(api.inspect.db, view.ref)).filter(
      (mail) => mail.kind === 'paid-after-hold',
    )
    expect(resort).toHaveLength(1)
    expect(resort[0]?.to_address).toBe('frontdesk@aloncove.example')
  })

  test('a way the resort does not take is refused in words', async () => {
    const { response, view } = await book({ paymentMethod: 'online' })

    expect(response.status).toBe(400)
    expect((view as unknown as ApiError).error.fields).toEqual({
      paymentMethod: 'This resort takes deposits by transfer only.',
    })
  })
})

describe.each(ENGINES)('payments on %s, both ways', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine, {
      env: {
        PAYMENTS: 'transfer,online',
        PAYMONGO_SECRET_KEY: 'sk_test_x',
        PAYMONGO_WEBHOOK_SECRET: 'whsk_x',
        DEPOSIT: 'first-night',
      },
    })
  })
  afterAll(async () => {
    await api.stop()
  })

  test('availability offers both ways and says what each rate asks at booking', async () => {
    const answer = (await (
      await api.get(availabilityPath(stayFromToday(70, 2), 2))
    ).json()) as AvailabilityResponse

    expect(answer.payments).toEqual({
      ways: ['online', 'transfer'],
      depositRule: 'the first night',
    })
    for (const room of answer.rooms) {
      for (const rate of room.rates) expect(rate.deposit).toBe(rate.nightly[0]?.price)
    }
  })

  test('the guest must say which way', async () => {
    const response = await api.post('/api/reservations', bookingBody())

    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiError).error.fields).toEqual({
      paymentMethod: 'Choose how to pay the deposit: online or by transfer.',
    })
  })

  test('the first night as the deposit', async () => {
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(50, 3), paymentMethod: 'transfer' }),
    )
    const view = (await response.json()) as ReservationView

    expect(response.status).toBe(201)
    expect(view.deposit).toBe(view.breakdown.nightly[0]?.price)
  })
})

describe.each(ENGINES)('payments off on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  test('availability offers no deposit', async () => {
    const answer = (await (
      await api.get(availabilityPath(stayFromToday(70, 2), 2))
    ).json()) as AvailabilityResponse

    expect(answer).not.toHaveProperty('payments')
    expect(answer.rooms[0]?.rates[0]).not.toHaveProperty('deposit')
  })

  test('a booking is a request as before, with no money fields, whatever the page sends', async () => {
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(60, 2), paymentMethod: 'online' }),
    )
    const view = (await response.json()) as ReservationView

    expect(response.status).toBe(201)
    expect(view.status).toBe('requested')
    expect(view).not.toHaveProperty('deposit')
    expect(view).not.toHaveProperty('payment')
  })
})

function deposit(amount: number) {
  return {
    amount,
    method: 'bank_transfer',
    providerRef: null,
    recordedBy: 'staff' as const,
    staffId: null,
    note: '',
  }
}
