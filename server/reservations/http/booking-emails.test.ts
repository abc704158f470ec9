/**
 * docs/reservations.md, "Emails": a booking's mails reach a real SMTP server, and a dead one delays
 * them without failing or losing the booking.
 */
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { contact } from '../../../content/contact'
import { request, sendRaw } from '../../test-support/raw-http'
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { startMailingApi, type MailingApi } from '../test-support/mailing-api'
import { bookingBody, stayFromToday } from '../test-support/bookings'

describe.each(ENGINES)('booking emails on %s', (engine) => {
  let mailing: MailingApi
  let sink: SmtpSink
  let api: ApiServer

  beforeAll(async () => {
    mailing = await startMailingApi(engine)
    api = mailing.api
    sink = mailing.sink
  })
  afterAll(async () => {
    await mailing.stop()
  })

  async function book(startInDays: number) {
    const response = await api.post('/api/reservations', bookingBody(stayFromToday(startInDays, 2)))
    return { status: response.status, body: (await response.json()) as ReservationView }
  }

  test('a request sends the guest "request received" and the resort "new request"', async () => {
    const { status, body } = await book(150)

    const guest = await sink.waitFor(
      (mail) => mail.to.includes('maria.santos@example.com') && mail.text.includes(body.ref),
    )
    const resort = await sink.waitFor(
      (mail) => mail.to.includes('desk@resort.example') && mail.text.includes(body.ref),
    )

    expect(status).toBe(201)
    expect(guest.text).toContain(`https://www.resort.example/reservation?ref=${body.ref}`)
    expect(guest.text).toContain('₱7,000')
    expect(resort.subject).toContain(body.ref)
  })

  test('the guest’s mail carries an HTML part and the stay as a calendar; the resort’s is text', async () => {
    const { body } = await book(154)

    const guest = await sink.waitFor(
      (mail) => mail.to.includes('maria.santos@example.com') && mail.text.includes(body.ref),
    )
    const resort = await sink.waitFor(
      (mail) => mail.to.includes('desk@resort.example') && mail.text.includes(body.ref),
    )

    expect(guest.raw).toMatch(/^Content-Type: multipart\/alternative;/im)
    expect(guest.html).toContain(body.ref)
    expect(guest.html).toContain(`href="https://www.resort.example/reservation?ref=${body.ref}"`)
    const [attached] = guest.attachments
    expect(attached?.contentType).toBe('text/calendar')
    const calendar = attached?.content ?? ''
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(calendar).toContain('\r\nMETHOD:PUBLISH\r\n')
    expect(calendar).toContain(`\r\nDTSTART;VALUE=DATE:${body.checkIn.replaceAll('-', '')}\r\n`)
    expect(calendar).toContain(`\r\nDTEND;VALUE=DATE:${body.checkOut.replaceAll('-', '')}\r\n`)
    const events = new ICAL.Component(ICAL.parse(calendar)).getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    expect(events[0]?.getFirstPropertyValue('summary')).toBe(`Alon Cove Resort: ${body.roomName}`)
    expect(events[0]?.getFirstPropertyValue('uid')).toBe(`stay-${body.ref}@www.resort.example`)
    expect(events[0]?.getFirstPropertyValue('status')).toBe('TENTATIVE')
    // The contact block's address, the one the site shows guests, is where the stay is.
    expect(events[0]?.getFirstPropertyValue('location')).toBe(contact.address)
    expect(resort.html).toBe('')
    expect(resort.attachments).toEqual([])
  })

  test('with the mail server down the booking still succeeds; its mail arrives once it is back', async () => {
    sink.setDown(true)
    const { status, body } = await book(152)
    const outbox = () =>
      api.inspect.db
        .selectFrom('email_outbox')
        .innerJoin('reservation', 'reservation.id', 'email_outbox.reservation_id')
        .select(['email_outbox.attempts', 'email_outbox.sent_at'])
        .where('reservation.ref', '=', body.ref)
        .execute()
    // Until the worker has tried both mails once, whatever the machine's speed (a bounded wait).
    let queued = await outbox()
    for (let look = 0; look < 200 && !queued.every((row) => row.attempts >= 1); look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      queued = await outbox()
    }
    const whileDown = sink.messages.filter((mail) => mail.text.includes(body.ref))

    sink.setDown(false)
    await sink.waitFor(
      (mail) => mail.to.includes('maria.santos@example.com') && mail.text.includes(body.ref),
    )
    await sink.waitFor(
      (mail) => mail.to.includes('desk@resort.example') && mail.text.includes(body.ref),
    )
    await new Promise((resolve) => setTimeout(resolve, 600))

    expect(status).toBe(201)
    expect(whileDown).toEqual([])
    expect(queued).toHaveLength(2)
    expect(queued.every((row) => row.sent_at === null && row.attempts >= 1)).toBe(true)
    expect(sink.messages.filter((mail) => mail.text.includes(body.ref))).toHaveLength(2)
  })
})

describe.each(ENGINES)('links in mail on %s', (engine) => {
  test('come from configuration, never from a forged Host and Origin', async () => {
    const sink = await startSmtpSink()
    const api = await startApiServer(engine, {
      env: { SMTP_URL: sink.url, RESORT_EMAIL: 'desk@resort.example' },
      mail: { intervalMs: 200, backoff: { firstMs: 200, maxMs: 400 } },
    })
    try {
      const port = Number(new URL(api.url).port)
      const body = JSON.stringify(bookingBody(stayFromToday(160, 1)))
      const forged = await sendRaw(
        port,
        request('POST', '/api/reservations', {
          Host: 'resort-login.evil.test',
          Origin: 'https://resort-login.evil.test',
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
        }) + body,
      )
      const ref = (JSON.parse(forged.response?.body.toString() ?? '{}') as { ref?: string }).ref

      const guest = await sink.waitFor(
        (mail) => mail.to.includes('maria.santos@example.com') && mail.text.includes(ref ?? '-'),
      )
      const resort = await sink.waitFor(
        (mail) => mail.to.includes('desk@resort.example') && mail.text.includes(ref ?? '-'),
      )

      expect(forged.response?.status).toBe(201)
      for (const mail of [guest, resort]) {
        expect(mail.text).not.toContain('evil.test')
        expect(mail.text).toContain(api.url)
      }
    } finally {
      await api.stop()
      await sink.stop()
    }
  })
})

describe.each(ENGINES)('an address the mail server refuses for good, on %s', (engine) => {
  // It starts a server of its own, waits for a real mail and a second more: past 5 s when busy.
  test('is tried once, not forever, and staff read why in the reservation’s history', async () => {
    const sink = await startSmtpSink()
    sink.refuseRecipient('nobody.here@example.com')
    const api = await startApiServer(engine, {
      env: { SMTP_URL: sink.url, RESORT_EMAIL: 'desk@resort.example' },
      mail: { intervalMs: 100, backoff: { firstMs: 100, maxMs: 200 } },
    })
    try {
      const response = await api.post(
        '/api/reservations',
        bookingBody({
          ...stayFromToday(170, 1),
          guest: {
            name: 'Nobody Here',
            email: 'nobody.here@example.com',
            phone: '+63 917 123 4567',
          },
        }),
      )
      const { ref } = (await response.json()) as ReservationView
      await sink.waitFor(
        (mail) => mail.to.includes('desk@resort.example') && mail.text.includes(ref),
      )
      // Long enough for several retries at the test's backoff, had the worker kept trying.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const outbox = await api.inspect.db
        .selectFrom('email_outbox')
        .innerJoin('reservation', 'reservation.id', 'email_outbox.reservation_id')
        .select(['email_outbox.attempts', 'email_outbox.failed_at', 'email_outbox.sent_at'])
        .where('reservation.ref', '=', ref)
        .where('email_outbox.kind', '=', 'request-received')
        .executeTakeFirstOrThrow()
      const notes = await api.inspect.db
        .selectFrom('reservation_event')
        .innerJoin('reservation', 'reservation.id', 'reservation_event.reservation_id')
        .select('reservation_event.note')
        .where('reservation.ref', '=', ref)
        .execute()

      expect(outbox).toMatchObject({ attempts: 1, sent_at: null })
      expect(outbox.failed_at).not.toBeNull()
      expect(notes.map((event) => event.note)).toContainEqual(
        expect.stringMatching(
          /^Email not delivered \(request received\): .*550.*call the guest\.$/,
        ),
      )
      expect(api.logs.join('\n')).not.toContain('nobody.here')
    } finally {
      await api.stop()
      await sink.stop()
    }
  }, 20_000)
})
