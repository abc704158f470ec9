/**
 * A guest changing their own dates over HTTP on both engines: priced before sending, a
 * requested stay changed at once, a confirmed one asked of the resort, and the mails read back
 * from a real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, GuestDateChange, ReservationView } from '../../../domain/api-contract'
import { addDays, resortToday } from '../../../domain/calendar'
import type { SmtpSink } from '../../test-support/smtp-sink'
import { ENGINES } from '../../test-support/test-database'
import type { ApiServer } from '../test-support/api-server'
import { startMailingApi, type MailingApi } from '../test-support/mailing-api'
import { bookingBody } from '../test-support/bookings'
import { staffClient, type StaffClient } from '../test-support/staff-client'

const DESK = 'dates@resort.example'
const MAIL_WAIT_MS = 40_000
const CABANA = 2

describe.each(ENGINES)('a guest changing their dates on %s', (engine) => {
  let mailing: MailingApi
  let sink: SmtpSink
  let api: ApiServer
  let staff: StaffClient

  beforeAll(async () => {
    mailing = await startMailingApi(engine, { resortEmail: DESK })
    api = mailing.api
    sink = mailing.sink
    staff = await staffClient(api, DESK)
  })
  afterAll(async () => {
    await mailing.stop()
  })

  const night = (days: number) => addDays(resortToday(new Date()), days)

  async function book(email: string, from: number, roomId = 1) {
    const body = bookingBody({
      roomId,
      adults: 1,
      kids: 0,
      checkIn: night(from),
      checkOut: night(from + 2),
      guest: { name: 'Ana Reyes', email, phone: '+63 917 555 0100' },
    })
    const response = await api.post('/api/reservations', body)
    expect(response.status).toBe(201)
    return (await response.json()) as ReservationView
  }

  const changeDates = (ref: string, body: Record<string, unknown>) =>
    api.post(`/api/reservations/${ref}/dates`, body)

  async function lookUp(ref: string, email: string) {
    const response = await api.get(`/api/reservations/${ref}?email=${encodeURIComponent(email)}`)
    return (await response.json()) as ReservationView
  }

  test('a requested stay: the preview prices it, sending changes it at once and mails the guest', async () => {
    const email = `ana.requested.${engine}@example.com`
    const booked = await book(email, 200)
    const wanted = { email, checkIn: night(201), checkOut: night(204) }

    const preview = await changeDates(booked.ref, { ...wanted, preview: true })
    expect(preview.status).toBe(200)
    const priced = (await preview.json()) as GuestDateChange
    expect(priced).toMatchObject({ way: 'at_once', preview: true, nights: 3 })
    expect(priced.previousTotal).toBe(booked.total)
    expect(priced.difference).toBe(priced.total - booked.total)
    expect((await lookUp(booked.ref, email)).checkIn).toBe(booked.checkIn)

    const sent = await changeDates(booked.ref, wanted)
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ way: 'at_once', preview: false, total: priced.total })
    expect(await lookUp(booked.ref, email)).toMatchObject({
      checkIn: wanted.checkIn,
      checkOut: wanted.checkOut,
      total: priced.total,
      status: 'requested',
    })
    const mail = await sink.waitFor(
      (received) => received.to.includes(email) && received.subject.includes('changed'),
      MAIL_WAIT_MS,
    )
    expect(mail.text).toContain(booked.ref)
  }, 60_000)

  test('a confirmed stay: sending asks the resort, leaves the stay as it is, and mails both', async () => {
    const email = `ana.confirmed.${engine}@example.com`
    const booked = await book(email, 210)
    const confirmed = await staff.post(`/api/staff/reservations/${booked.ref}/confirm`)
    expect(confirmed.status).toBe(200)

    const sent = await changeDates(booked.ref, { email, checkIn: night(211), checkOut: night(213) })
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ way: 'request', preview: false, nights: 2 })
    expect(await lookUp(booked.ref, email)).toMatchObject({
      checkIn: booked.checkIn,
      status: 'confirmed',
    })
    const guestMail = await sink.waitFor(
      (received) => received.to.includes(email) && received.subject.includes('request to change'),
      MAIL_WAIT_MS,
    )
    expect(guestMail.text).toContain('stays as it is until the resort has answered')
    const notice = await sink.waitFor(
      (received) =>
        received.to.includes(DESK) &&
        received.subject.includes(`Date change asked for ${booked.ref}`),
      MAIL_WAIT_MS,
    )
    expect(notice.text).toContain("Answer with 'Change stay'")
  }, 60_000)

  test('refusals are in words: wrong email, the same dates, a cancelled stay', async () => {
    const email = `ana.refused.${engine}@example.com`
    const booked = await book(email, 220)
    const same = { checkIn: booked.checkIn, checkOut: booked.checkOut }

    expect((await changeDates(booked.ref, { ...same, email: 'someone@example.com' })).status).toBe(
      404,
    )
    const unchanged = await changeDates(booked.ref, { ...same, email })
    expect(unchanged.status).toBe(400)
    expect(JSON.stringify(await unchanged.json())).toContain('These are the dates you have booked')
    await api.post(`/api/reservations/${booked.ref}/cancel`, { email })
    const cancelled = await changeDates(booked.ref, {
      email,
      checkIn: night(221),
      checkOut: night(222),
    })
    expect(cancelled.status).toBe(409)
  })

  test('nights the room has no unit free for are refused in words of the dates, and change nothing', async () => {
    const email = `ana.taken.${engine}@example.com`
    // The Cabana has two units: two stays take both from the 232nd night on.
    const booked = await book(email, 230, CABANA)
    await book(`first.taken.${engine}@example.com`, 232, CABANA)
    await book(`second.taken.${engine}@example.com`, 232, CABANA)

    for (const preview of [true, false]) {
      const refused = await changeDates(booked.ref, {
        email,
        checkIn: night(231),
        checkOut: night(234),
        preview,
      })
      expect(refused.status).toBe(409)
      const body = (await refused.json()) as ApiError
      expect(body.error.code).toBe('sold_out')
      expect(body.error.fields?.checkIn).toContain('already taken on some of these nights')
      expect(body.error.message).not.toMatch(/unit/i)
    }
    expect(await lookUp(booked.ref, email)).toMatchObject({
      checkIn: booked.checkIn,
      checkOut: booked.checkOut,
    })
  })
})
