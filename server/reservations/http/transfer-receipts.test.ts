/**
 * Transfer with proof (docs/reservations.md, "States"): the guest's receipt upload, staff viewing
 * it, marking the deposit paid or rejecting the receipt, the hold a receipt sent in time keeps, and
 * the files going with the guest's data; on both engines, through the real server.
 */
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import { formatResortInstant } from '../../../domain/calendar'
import type { ReceiptsResponse, ReservationDetail } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { createReceiptStore } from '../payments/receipt-store'
import { eraseGuestData } from '../services/erase-guest-data'
import { lockIfHoldRanOut } from '../data/reservations'
import { expireHolds } from '../services/expire-holds'
import { mailsOf } from '../test-support/reservation-records'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'
import { photo, sidewaysPhotoWithGps, smallPdf } from '../test-support/receipts'

const EMAIL = 'maria.santos@example.com'
const RESORT = 'frontdesk@aloncove.example'
const FIVE_MB = 5 * 1024 * 1024
const HOUR = 60 * 60 * 1000

describe.each(ENGINES)('transfer receipts on %s', (engine) => {
  let api: ApiServer
  let cookie: string
  let offset = 40

  beforeAll(async () => {
    api = await startApiServer(engine, {
      env: { PAYMENTS: 'transfer', DEPOSIT: '30%', TRANSFER_HOLD_HOURS: '6' },
    })
    cookie = await signedInStaff(api, 'desk@aloncove.example')
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
    expect(response.status).toBe(201)
    return (await response.json()) as ReservationView
  }

  function upload(ref: string, file: Uint8Array, name = 'receipt.jpg', email = EMAIL) {
    const form = new FormData()
    form.append('receipt', new Blob([Buffer.from(file)]), name)
    return fetch(`${api.url}/api/reservations/${ref}/receipt?email=${encodeURIComponent(email)}`, {
      method: 'POST',
      headers: { Origin: api.url },
      body: form,
    })
  }

  function staffPost(path: string, body: unknown) {
    return api.post(`/api/staff${path}`, body, { Cookie: cookie })
  }

  function staffGet(path: string, withCookie = true) {
    return fetch(`${api.url}/api/staff${path}`, withCookie ? { headers: { Cookie: cookie } } : {})
  }

  async function waiting() {
    return ((await (await staffGet('/receipts')).json()) as ReceiptsResponse).receipts
  }

  async function awaitingTransfer() {
    return ((await (await staffGet('/receipts')).json()) as ReceiptsResponse).awaitingTransfer
  }

  async function receiptRows(ref: string) {
    return api.inspect.db
      .selectFrom('receipt')
      .innerJoin('reservation', 'reservation.id', 'receipt.reservation_id')
      .select(['receipt.file_name', 'receipt.status', 'receipt.reason', 'receipt.content_type'])
      .where('reservation.ref', '=', ref)
      .orderBy('receipt.id')
      .execute()
  }

  async function paymentsOf(ref: string) {
    return api.inspect.db
      .selectFrom('payment')
      .innerJoin('reservation', 'reservation.id', 'payment.reservation_id')
      .select(['payment.amount', 'payment.method', 'payment.recorded_by', 'payment.staff_id'])
      .where('reservation.ref', '=', ref)
      .execute()
  }

  async function errorOf(response: Response) {
    return ((await response.json()) as ApiError).error
  }

  test.each([
    ['JPEG', 'image/jpeg', () => sidewaysPhotoWithGps('jpeg')],
    ['PNG', 'image/png', () => sidewaysPhotoWithGps('png')],
    ['PDF', 'application/pdf', async () => smallPdf()],
  ])(
    'a %s receipt is kept privately, outside the web root, with no metadata; the guest sees it in review',
    async (_kind, contentType, make) => {
      const view = await book()

      const response = await upload(view.ref, await make())

      expect(response.status).toBe(201)
      const answer = (await response.json()) as ReservationView
      expect(answer.status).toBe('awaiting_payment')
      expect(answer.payment?.status).toBe('receipt_in_review')
      const [row] = await receiptRows(view.ref)
      expect(row).toMatchObject({ status: 'waiting', content_type: contentType })
      const path = join(api.uploadsDir, row!.file_name)
      expect(api.uploadsDir).not.toContain('build')
      expect((await stat(path)).mode & 0o777).toBe(0o600)
      if (contentType !== 'application/pdf') {
        const stored = await sharp(path).metadata()
        expect(stored.exif).toBeUndefined()
        // Turned upright as the phone meant it: the 400 x 200 sideways shot is 200 wide.
        expect([stored.width, stored.height]).toEqual([200, 400])
      }
      const found = await lookUp(view.ref)
      expect(found.payment?.status).toBe('receipt_in_review')
      const resort = (await mailsOf(api.inspect.db, view.ref)).filter(
        (mail) => mail.kind === 'receipt-waiting',
      )
      expect(resort.map((mail) => mail.to_address)).toEqual([RESORT])
      expect(resort[0]?.text_body).not.toMatch(/₱/)
    },
  )

  test('text named .jpg is refused by its content: 415 in words, nothing kept', async () => {
    const view = await book()
    const before = await readdir(api.uploadsDir)

    const response = await upload(view.ref, new TextEncoder().encode('I paid, promise.'))

    expect(response.status).toBe(415)
    expect((await errorOf(response)).message).toBe(
      'Send a JPEG or PNG photo, or a PDF, of at most 5 MB.',
    )
    expect(await receiptRows(view.ref)).toEqual([])
    expect(await readdir(api.uploadsDir)).toEqual(before)
  })

  test('a file of 5 MB and one byte is refused: 413 in words', async () => {
    const view = await book()

    const response = await upload(view.ref, smallPdf(FIVE_MB + 1), 'receipt.pdf')

    expect(response.status).toBe(413)
    expect((await errorOf(response)).message).toMatch(/larger than 5 MB/)
    expect(await receiptRows(view.ref)).toEqual([])
  })

  test('exactly 5 MB is taken', async () => {
    const view = await book()

    const response = await upload(view.ref, smallPdf(FIVE_MB), 'receipt.pdf')

    expect(response.status).toBe(201)
  })

  test('a wrong email is answered as the look-up answers it: 404, nothing kept', async () => {
    const view = await book()

    const response = await upload(view.ref, await photo('jpeg'), 'r.jpg', 'someone@example.com')

    expect(response.status).toBe(404)
    expect((await errorOf(response)).message).toBe(
      'No reservation matches that reference and email.',
    )
    expect(await receiptRows(view.ref)).toEqual([])
  })

  test('a booking not waiting for a transfer takes no receipt: 409 in words', async () => {
    const view = await book()
    await api.post(`/api/reservations/${view.ref}/cancel`, { email: EMAIL })

    const response = await upload(view.ref, await photo('jpeg'))

    expect(response.status).toBe(409)
    expect((await errorOf(response)).message).toMatch(/not waiting for a transfer/)
    expect(await receiptRows(view.ref)).toEqual([])
  })

  test('another site cannot upload, and the upload keeps its own rules, not the JSON ones', async () => {
    const view = await book()
    const form = new FormData()
    form.append('receipt', new Blob([Buffer.from(await photo('jpeg'))]), 'r.jpg')

    const foreign = await fetch(`${api.url}/api/reservations/${view.ref}/receipt?email=${EMAIL}`, {
      method: 'POST',
      headers: { Origin: 'https://elsewhere.example' },
      body: form,
    })
    const json = await api.post(`/api/reservations/${view.ref}/receipt?email=${EMAIL}`, {})
    const bigJson = await api.post('/api/reservations', 'x'.repeat(20 * 1024))

    expect(foreign.status).toBe(403)
    expect(json.status).toBe(415)
    expect(bigJson.status).toBe(413)
  })

  test('a second receipt while one waits replaces nothing: both kept, one line for staff', async () => {
    const view = await book()

    await upload(view.ref, await photo('jpeg'))
    await upload(view.ref, await photo('png'), 'second.png')

    const rows = await receiptRows(view.ref)
    expect(rows.map((row) => row.status)).toEqual(['waiting', 'waiting'])
    const lines = (await waiting()).filter((line) => line.ref === view.ref)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      guestName: 'Maria Santos',
      contentType: 'image/png',
      status: 'awaiting_payment',
      holdExpiresAt: view.holdExpiresAt,
    })
    expect(lines[0]?.deposit).toBe(view.deposit)
  })

  test('twelve uploads to one booking at once: five kept, the rest refused in words, the resort mailed once', async () => {
    const view = await book()
    const before = await readdir(api.uploadsDir)
    const file = await photo('jpeg')

    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => upload(view.ref, file, `receipt-${index}.jpg`)),
    )

    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(409)])
    const refusal = await errorOf(responses.find((response) => response.status === 409)!)
    expect(refusal).toMatchObject({ code: 'not_allowed' })
    expect(refusal.message).toContain(`email it to the resort with your reference, ${view.ref}`)
    expect(await receiptRows(view.ref)).toHaveLength(5)
    expect((await readdir(api.uploadsDir)).length - before.length).toBe(5)
    const notices = (await mailsOf(api.inspect.db, view.ref)).filter(
      (mail) => mail.kind === 'receipt-waiting',
    )
    expect(notices).toHaveLength(1)

    const later = await upload(view.ref, file)
    expect(later.status).toBe(409)
    expect(await receiptRows(view.ref)).toHaveLength(5)
  })

  test('the resort is mailed once per receipt that starts a wait: not for a second one, again after a rejection', async () => {
    const view = await book()
    const notices = async () =>
      (await mailsOf(api.inspect.db, view.ref)).filter((mail) => mail.kind === 'receipt-waiting')

    expect((await upload(view.ref, await photo('jpeg'))).status).toBe(201)
    expect((await upload(view.ref, await photo('png'), 'second.png')).status).toBe(201)
    expect(await notices()).toHaveLength(1)

    const rejected = await staffPost(`/reservations/${view.ref}/receipt/reject`, {
      reason: 'Both photos are of the same slip, which is cut off.',
    })
    expect(rejected.status).toBe(200)
    expect((await upload(view.ref, await photo('jpeg'), 'third.jpg')).status).toBe(201)
    expect(await notices()).toHaveLength(2)
  })

  test('staff alone see the file, as itself and nowhere else', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))
    const line = (await waiting()).find((item) => item.ref === view.ref)!

    const signedOut = await staffGet(`/receipts/${line.id}`, false)
    const signedIn = await staffGet(`/receipts/${line.id}`)
    const listSignedOut = await staffGet('/receipts', false)
    const unknown = await staffGet('/receipts/999999')

    expect(signedOut.status).toBe(401)
    expect(listSignedOut.status).toBe(401)
    expect(unknown.status).toBe(404)
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('content-type')).toBe('image/jpeg')
    expect(signedIn.headers.get('x-content-type-options')).toBe('nosniff')
    expect(signedIn.headers.get('content-security-policy')).toBe('sandbox')
    expect(signedIn.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await signedIn.arrayBuffer())
    expect((await sharp(bytes).metadata()).format).toBe('jpeg')
  })

  test('mark as paid: the deposit in the ledger by staff, the stay confirmed, guest and resort told', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))

    const response = await staffPost(`/reservations/${view.ref}/receipt/accept`, {
      amount: view.deposit,
    })

    expect(response.status).toBe(200)
    const detail = (await response.json()) as ReservationDetail
    expect(detail.reservation.status).toBe('confirmed')
    expect(detail.money.paid).toBe(view.deposit)
    expect(detail.receipt).toMatchObject({ status: 'accepted', contentType: 'image/jpeg' })
    const payments = await paymentsOf(view.ref)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ method: 'bank_transfer', recorded_by: 'staff' })
    expect(Number(payments[0]?.amount)).toBe(view.deposit)
    expect(payments[0]?.staff_id).not.toBeNull()
    expect((await receiptRows(view.ref)).map((row) => row.status)).toEqual(['accepted'])
    expect((await waiting()).some((line) => line.ref === view.ref)).toBe(false)
    const kinds = (await mailsOf(api.inspect.db, view.ref)).map((mail) => [
      mail.kind,
      mail.to_address,
    ])
    expect(kinds).toEqual([
      ['deposit-due', EMAIL],
      ['receipt-waiting', RESORT],
      ['confirmed', EMAIL],
      ['deposit-paid', RESORT],
    ])
    const found = await lookUp(view.ref)
    expect(found.payment?.status).toBe('paid')
  })

  test('two staff marking it paid at once take one payment; the other is told in words', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))

    const answers = await Promise.all(
      [1, 2].map(() =>
        staffPost(`/reservations/${view.ref}/receipt/accept`, { amount: view.deposit }),
      ),
    )

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect((await errorOf(refused)).message).toMatch(/No receipt is waiting/)
    expect(await paymentsOf(view.ref)).toHaveLength(1)
  })

  test('an amount that is not money is refused in words, and nothing is recorded', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))

    const zero = await staffPost(`/reservations/${view.ref}/receipt/accept`, { amount: 0 })

    expect(zero.status).toBe(400)
    expect((await errorOf(zero)).fields?.amount).toBeTruthy()
    expect(await paymentsOf(view.ref)).toEqual([])
    expect((await receiptRows(view.ref)).map((row) => row.status)).toEqual(['waiting'])
  })

  test('money that arrived is recorded even beyond what is due, and the resort is told to give the rest back', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))

    const response = await staffPost(`/reservations/${view.ref}/receipt/accept`, {
      amount: view.total + 100_00,
    })

    expect(response.status).toBe(200)
    const detail = (await response.json()) as ReservationDetail
    expect(detail.reservation.status).toBe('confirmed')
    expect(detail.money.balance).toBe(-100_00)
    expect((await mailsOf(api.inspect.db, view.ref)).map((mail) => mail.kind)).toContain(
      'paid-after-hold',
    )
  })

  /** The reservation as its guest looks it up. */
  async function lookUp(ref: string) {
    return (await (
      await api.get(`/api/reservations/${ref}?email=${EMAIL}`)
    ).json()) as ReservationView
  }

  async function idOf(ref: string) {
    const row = await api.inspect.db
      .selectFrom('reservation')
      .select('id')
      .where('ref', '=', ref)
      .executeTakeFirstOrThrow()
    return row.id
  }

  /** Moves the booking's hold, and when its receipts came, by the same shift into the past. */
  async function shiftIntoThePast(ref: string, hours: number) {
    const shift = (iso: string) => new Date(Date.parse(iso) - hours * HOUR).toISOString()
    const row = await api.inspect.db
      .selectFrom('reservation')
      .select(['id', 'hold_expires_at'])
      .where('ref', '=', ref)
      .executeTakeFirstOrThrow()
    await api.inspect.db
      .updateTable('reservation')
      .set({ hold_expires_at: shift(row.hold_expires_at!) })
      .where('id', '=', row.id)
      .execute()
    for (const receipt of await api.inspect.db
      .selectFrom('receipt')
      .select(['id', 'uploaded_at'])
      .where('reservation_id', '=', row.id)
      .execute()) {
      await api.inspect.db
        .updateTable('receipt')
        .set({ uploaded_at: shift(receipt.uploaded_at) })
        .where('id', '=', receipt.id)
        .execute()
    }
    return shift(row.hold_expires_at!)
  }

  test('a receipt sent in time keeps the room past the hold until staff decide; marked paid then, the stay is confirmed', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))
    const hold = Date.parse(view.holdExpiresAt!)

    await expireHolds(api.inspect.db, new Date(hold + 3 * HOUR))
    const found = await lookUp(view.ref)
    const response = await staffPost(`/reservations/${view.ref}/receipt/accept`, {
      amount: view.deposit,
    })

    expect(found.status).toBe('awaiting_payment')
    expect(response.status).toBe(200)
    const detail = (await response.json()) as ReservationDetail
    expect(detail.reservation.status).toBe('confirmed')
    expect(detail.money).toMatchObject({ paid: view.deposit })
    expect((await mailsOf(api.inspect.db, view.ref)).map((mail) => mail.kind)).not.toContain(
      'paid-after-hold',
    )
  })

  test('a receipt accepted after the hold ended records the money as owed back, never refuses it', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))
    // The receipt came a minute after the hold had ended, before the sweep had run: it keeps
    // nothing, and the sweep ends the booking.
    const row = await api.inspect.db
      .selectFrom('reservation')
      .select('id')
      .where('ref', '=', view.ref)
      .executeTakeFirstOrThrow()
    await api.inspect.db
      .updateTable('receipt')
      .set({ uploaded_at: new Date(Date.parse(view.holdExpiresAt!) + 60_000).toISOString() })
      .where('reservation_id', '=', row.id)
      .execute()
    await expireHolds(api.inspect.db, new Date(Date.parse(view.holdExpiresAt!) + 2 * 60_000))

    const response = await staffPost(`/reservations/${view.ref}/receipt/accept`, {
      amount: view.deposit,
    })

    expect(response.status).toBe(200)
    const detail = (await response.json()) as ReservationDetail
    expect(detail.reservation.status).toBe('expired')
    expect(detail.money).toMatchObject({ paid: view.deposit, balance: -view.deposit! })
    expect(await paymentsOf(view.ref)).toHaveLength(1)
    expect((await mailsOf(api.inspect.db, view.ref)).map((mail) => mail.kind)).toContain(
      'paid-after-hold',
    )
  })

  test('a receipt waiting names its stay: room, dates and total beside the deposit asked', async () => {
    const view = await book()

    await upload(view.ref, await photo('jpeg'))

    const line = (await waiting()).find((entry) => entry.ref === view.ref)
    expect(line).toMatchObject({
      roomName: view.roomName,
      checkIn: view.checkIn,
      checkOut: view.checkOut,
      total: view.total,
      deposit: view.deposit,
    })
  })

  test('a transfer hold with no receipt waiting is listed as awaiting transfer with its hold, until one comes and again once it is rejected', async () => {
    const view = await book()
    const ours = async () => (await awaitingTransfer()).filter((hold) => hold.ref === view.ref)

    expect(await ours()).toEqual([
      {
        ref: view.ref,
        guestName: 'Maria Santos',
        roomName: view.roomName,
        checkIn: view.checkIn,
        checkOut: view.checkOut,
        total: view.total,
        deposit: view.deposit,
        holdExpiresAt: view.holdExpiresAt,
      },
    ])
    const holds = await awaitingTransfer()
    const ends = holds.map((hold) => hold.holdExpiresAt ?? '')
    expect(ends).toEqual([...ends].sort())

    await upload(view.ref, await photo('jpeg'))
    expect(await ours()).toEqual([])
    expect((await waiting()).map((line) => line.ref)).toContain(view.ref)

    const rejected = await staffPost(`/reservations/${view.ref}/receipt/reject`, {
      reason: 'The amount on the slip is cut off.',
    })
    expect(rejected.status).toBe(200)
    expect(await ours()).toHaveLength(1)

    await upload(view.ref, await photo('png'), 'again.png')
    const paid = await staffPost(`/reservations/${view.ref}/receipt/accept`, {
      amount: view.deposit,
    })
    expect(paid.status).toBe(200)
    expect(await ours()).toEqual([])
  })

  test('reject: the guest reads why, has the transfer window again, and can send another', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))

    const blank = await staffPost(`/reservations/${view.ref}/receipt/reject`, { reason: '  ' })
    const response = await staffPost(`/reservations/${view.ref}/receipt/reject`, {
      reason: 'The amount on the slip is cut off.',
    })

    expect(blank.status).toBe(400)
    expect((await errorOf(blank)).fields?.reason).toBeTruthy()
    expect(response.status).toBe(200)
    const detail = (await response.json()) as ReservationDetail
    expect(detail.reservation.status).toBe('awaiting_payment')
    // Six hours from the rejection: a few moments past the six hours from the booking.
    const heldUntil = Date.parse(detail.reservation.holdExpiresAt!)
    expect(heldUntil).toBeGreaterThanOrEqual(Date.parse(view.holdExpiresAt!))
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + 6 * HOUR)
    expect(detail.receipt).toMatchObject({
      status: 'rejected',
      reason: 'The amount on the slip is cut off.',
    })
    const rejected = (await mailsOf(api.inspect.db, view.ref)).filter(
      (mail) => mail.kind === 'receipt-rejected',
    )
    expect(rejected.map((mail) => mail.to_address)).toEqual([EMAIL])
    expect(rejected[0]?.text_body).toContain('The amount on the slip is cut off.')
    const found = await lookUp(view.ref)
    expect(found.payment?.status).toBe('unpaid')

    const again = await upload(view.ref, await photo('png'), 'again.png')
    expect(again.status).toBe(201)
    expect((await receiptRows(view.ref)).map((row) => row.status)).toEqual(['rejected', 'waiting'])
  })

  test('rejected after the hold ended, the guest has the transfer window again to send another, then the sweep ends it', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))
    // The receipt came in time, and staff decide seven hours after the six-hour hold ended.
    await shiftIntoThePast(view.ref, 13)

    const before = Date.now()
    const response = await staffPost(`/reservations/${view.ref}/receipt/reject`, {
      reason: 'This is a screenshot of another booking.',
    })

    expect(response.status).toBe(200)
    const detail = (await response.json()) as ReservationDetail
    expect(detail.reservation.status).toBe('awaiting_payment')
    const heldUntil = Date.parse(detail.reservation.holdExpiresAt!)
    expect(heldUntil).toBeGreaterThanOrEqual(before + 6 * HOUR)
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + 6 * HOUR)
    const rejected = (await mailsOf(api.inspect.db, view.ref)).find(
      (mail) => mail.kind === 'receipt-rejected',
    )
    expect(rejected?.text_body).toContain(formatResortInstant(new Date(heldUntil)))

    const statusAfterSweepAt = async (at: number) => {
      await expireHolds(api.inspect.db, new Date(at))
      return (await lookUp(view.ref)).status
    }
    expect(await statusAfterSweepAt(heldUntil - 1000)).toBe('awaiting_payment')
    expect(await statusAfterSweepAt(heldUntil + 1000)).toBe('expired')
  })

  test('less than the deposit marked paid after the hold ended keeps the room for the rest', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))
    await shiftIntoThePast(view.ref, 13)

    const before = Date.now()
    const response = await staffPost(`/reservations/${view.ref}/receipt/accept`, {
      amount: view.deposit! - 20000,
    })

    expect(response.status).toBe(200)
    const detail = (await response.json()) as ReservationDetail
    expect(detail.reservation.status).toBe('awaiting_payment')
    expect(detail.money).toMatchObject({ paid: view.deposit! - 20000 })
    const heldUntil = Date.parse(detail.reservation.holdExpiresAt!)
    expect(heldUntil).toBeGreaterThanOrEqual(before + 6 * HOUR)
    await expireHolds(api.inspect.db, new Date(Date.now() + 60_000))
    expect((await lookUp(view.ref)).status).toBe('awaiting_payment')
  })

  test('a receipt sent after the hold ended, rejected before the sweep came, revives nothing', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))
    const hold = await shiftIntoThePast(view.ref, 7)
    // The receipt came now, an hour after the hold ended: the sweep may end the booking at any
    // moment, and the rejection must not hold it again.
    await api.inspect.db
      .updateTable('receipt')
      .set({ uploaded_at: new Date().toISOString() })
      .where('reservation_id', '=', await idOf(view.ref))
      .execute()

    const response = await staffPost(`/reservations/${view.ref}/receipt/reject`, {
      reason: 'Blurred',
    })

    expect(response.status).toBe(200)
    const detail = (await response.json()) as ReservationDetail
    expect(detail.reservation.holdExpiresAt).toBe(hold)
    await expireHolds(api.inspect.db, new Date())
    expect((await lookUp(view.ref)).status).toBe('expired')
  })

  test('the sweep looks again under the lock: a receipt that came in time after its batch was read keeps the booking', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))
    const id = await idOf(view.ref)
    // A sweep a second after the hold ends, its batch read before the receipt came.
    const sweepAt = new Date(Date.parse(view.holdExpiresAt!) + 1000).toISOString()

    const withReceipt = await api.inspect.db
      .transaction()
      .execute((trx) => lockIfHoldRanOut(trx, id, sweepAt))
    await api.inspect.db.deleteFrom('receipt').where('reservation_id', '=', id).execute()
    const without = await api.inspect.db
      .transaction()
      .execute((trx) => lockIfHoldRanOut(trx, id, sweepAt))

    expect(withReceipt).toBeUndefined()
    expect(without?.ref).toBe(view.ref)
  })

  test('deciding with no receipt waiting is refused in words: 409', async () => {
    const view = await book()

    const accept = await staffPost(`/reservations/${view.ref}/receipt/accept`, {
      amount: view.deposit,
    })
    const reject = await staffPost(`/reservations/${view.ref}/receipt/reject`, {
      reason: 'Blurred',
    })

    expect(accept.status).toBe(409)
    expect(reject.status).toBe(409)
    expect((await errorOf(accept)).message).toMatch(/No receipt is waiting/)
    expect(await paymentsOf(view.ref)).toEqual([])
  })

  // Last: it erases every stay of this server's database.
  test('erasing the guest data deletes their receipt files and the rows name none', async () => {
    const view = await book()
    await upload(view.ref, await photo('jpeg'))
    await upload(view.ref, smallPdf(), 'r.pdf')
    const names = (await receiptRows(view.ref)).map((row) => row.file_name)
    const store = createReceiptStore(api.uploadsDir)
    const longAfter = new Date(Date.now() + 800 * 24 * 3600_000)

    await eraseGuestData(api.inspect.db, 365, longAfter, store)

    const files = await readdir(api.uploadsDir)
    for (const name of names) expect(files).not.toContain(name)
    expect((await receiptRows(view.ref)).map((row) => row.file_name)).toEqual(['', ''])
    const line = (await waiting()).find((item) => item.ref === view.ref)
    const file = await staffGet(`/receipts/${line!.id}`)
    expect(file.status).toBe(404)
    const detail = (await (await staffGet(`/reservations/${view.ref}`)).json()) as ReservationDetail
    expect(detail).not.toHaveProperty('receipt')
  })
})
