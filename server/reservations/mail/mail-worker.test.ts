import net from 'node:net'
import ICAL from 'ical.js'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { SAMPLE_MAIL_CONTEXT, sampleReservationView } from '../../test-support/sample-reservation'
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test-support/smtp-sink'
import { ENGINES, freshDatabase, type FreshDatabase } from '../../test-support/test-database'
import { openDatabase, type OpenDatabase } from '../data/connect'
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker'
import { enqueueEmails, type OutgoingEmail } from './outbox'
import { declinedEmail, requestReceivedEmails } from './templates'

const MAIL_FROM = 'Alon Cove Resort <reservations@aloncove.example>'
const CONTEXT = SAMPLE_MAIL_CONTEXT
// Fast enough that tests wait milliseconds, not the production seconds.
const FAST = { intervalMs: 20, backoff: { firstMs: 40, maxMs: 160 } }
const PERSONAL = /@|Ana|Reyes/

function email(n: number): OutgoingEmail {
  return {
    kind: 'test',
    to: `guest${n}@example.com`,
    subject: `Mail ${n}`,
    text: `Body ${n}\n`,
    reservationId: null,
  }
}

/** Checks until `check` passes or the time is up; the last failure is the test's failure. */
async function eventually(check: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}

describe.each(ENGINES)('%s', (engine) => {
  let fresh: FreshDatabase
  let opened: OpenDatabase
  let sink: SmtpSink
  let logs: string[]
  const workers: MailWorker[] = []

  beforeEach(async () => {
    fresh = await freshDatabase(engine)
    opened = await openDatabase(fresh.target)
    sink = await startSmtpSink()
    logs = []
  })

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()))
    await sink.stop()
    await opened.close()
    await fresh.cleanup()
  })

  const start = (options: Partial<MailWorkerOptions> = {}) => {
    const worker = startMailWorker({
      db: opened.db,
      engine,
      smtpUrl: sink.url,
      mailFrom: MAIL_FROM,
      log: (line) => logs.push(line),
      ...FAST,
      ...options,
    })
    workers.push(worker)
    return worker
  }
  const outbox = () => opened.db.selectFrom('email_outbox').selectAll().orderBy('id').execute()
  const countOf = (subject: string) => sink.messages.filter((m) => m.subject === subject).length

  test('a queued booking mail is delivered once, to its recipient, with its subject and body', async () => {
    const view = sampleReservationView()
    await enqueueEmails(opened.db, requestReceivedEmails(view, CONTEXT, null), new Date())

    const worker = start({ intervalMs: 60_000 })
    worker.poke()
    const guest = await sink.waitFor((mail) => mail.to.includes('ana.reyes@example.com'))
    const resort = await sink.waitFor((mail) => mail.to.includes('frontdesk@aloncove.example'))
    await worker.stop()

    expect(guest.from).toBe('reservations@aloncove.example')
    expect(guest.to).toEqual(['ana.reyes@example.com'])
    expect(guest.subject).toBe('Reservation request K7M2Q9XD received: Alon Cove Resort')
    expect(guest.text).toContain('Total: ₱5,000')
    expect(guest.text).toContain('Check-in: Thu 24 Dec 2026')
    expect(guest.text).toContain('https://www.aloncove.example/reservation?ref=K7M2Q9XD')
    expect(resort.subject).toMatch(/^New reservation request K7M2Q9XD/)
    expect(resort.text).toContain('Guest: Ana Reyes')
    expect(sink.messages).toHaveLength(2)
    expect(await outbox()).toEqual([
      expect.objectContaining({ attempts: 1, last_error: null, claimed_until: null }),
      expect.objectContaining({ attempts: 1, last_error: null, claimed_until: null }),
    ])
    expect((await outbox()).every((row) => row.sent_at !== null)).toBe(true)
  })

  test('sent mail is not sent again on later ticks', async () => {
    await enqueueEmails(opened.db, [email(1)], new Date())

    start()
    await sink.waitFor((mail) => mail.subject === 'Mail 1')
    // Several more ticks of the worker go by.
    await new Promise((resolve) => setTimeout(resolve, FAST.intervalMs * 10))

    expect(countOf('Mail 1')).toBe(1)
  })

  test('mail waiting while SMTP refuses it is delivered once when it is back, attempts counted', async () => {
    sink.setDown(true)
    const created = new Date()
    await enqueueEmails(opened.db, [email(1), email(2), email(3)], created)

    start()
    await eventually(async () => {
      const rows = await outbox()
      expect(rows.every((row) => row.attempts >= 2)).toBe(true)
    })
    const failed = await outbox()
    sink.setDown(false)
    await Promise.all([1, 2, 3].map((n) => sink.waitFor((mail) => mail.subject === `Mail ${n}`)))
    await eventually(async () => expect((await outbox()).every((row) => row.sent_at)).toBe(true))
    await Promise.all(workers.splice(0).map((worker) => worker.stop()))

    expect(sink.messages.map((mail) => mail.subject).sort()).toEqual(['Mail 1', 'Mail 2', 'Mail 3'])
    for (const row of failed) {
      expect(row.sent_at).toBeNull()
      expect(row.last_error).toMatch(/421/)
      expect(row.next_attempt_at > created.toISOString()).toBe(true)
    }
    for (const [index, row] of (await outbox()).entries()) {
      // Every refused try counted, plus the one that went through.
      expect(row.attempts).toBeGreaterThan(failed[index]!.attempts)
      expect(row.last_error).toBeNull()
    }
    expect(
      logs.some((line) => /^mail \d+ \(test\) not sent, attempt 1, next at .*421/.test(line)),
    ).toBe(true)
    expect(logs.filter((line) => PERSONAL.test(line))).toEqual([])
  })

  test('an SMTP server that is gone and comes back on its port gets every mail once', async () => {
    const port = sink.port
    await sink.stop()
    await enqueueEmails(opened.db, [email(1), email(2)], new Date())

    start({ smtpUrl: `smtp://127.0.0.1:${port}` })
    await eventually(async () => {
      expect((await outbox()).every((row) => row.attempts >= 1 && row.last_error)).toBe(true)
    })
    sink = await startSmtpSink({ port })
    await sink.waitFor((mail) => mail.subject === 'Mail 1')
    await sink.waitFor((mail) => mail.subject === 'Mail 2')
    await Promise.all(workers.splice(0).map((worker) => worker.stop()))

    expect([countOf('Mail 1'), countOf('Mail 2')]).toEqual([1, 1])
    expect(logs.some((line) => /ECONNREFUSED|ECONNECTION/.test(line))).toBe(true)
  })

  test('a server that accepts and never answers costs a timeout, not a hung worker', async () => {
    const silent = net.createServer(() => {})
    const sockets = new Set<net.Socket>()
    silent.on('connection', (socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    try {
      await enqueueEmails(opened.db, [email(1)], new Date())

      const worker = start({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        smtpTimeoutsMs: { connection: 300, greeting: 200, socket: 300 },
      })
      await eventually(async () => expect((await outbox())[0]?.attempts).toBe(1), 3000)
      const stopped = Date.now()
      await worker.stop()

      expect(Date.now() - stopped).toBeLessThan(1000)
      expect((await outbox())[0]).toMatchObject({ sent_at: null, attempts: 1 })
      expect((await outbox())[0]?.last_error).toMatch(/greeting|timeout/i)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })

  test('without SMTP_URL mail stays queued and each is logged once, by id and kind only', async () => {
    const view = sampleReservationView()
    await enqueueEmails(opened.db, requestReceivedEmails(view, CONTEXT), new Date())

    const worker = start({ smtpUrl: null })
    await eventually(() => expect(logs).toHaveLength(2))
    await enqueueEmails(opened.db, [email(3)], new Date())
    worker.poke()
    await eventually(() => expect(logs).toHaveLength(3))
    await new Promise((resolve) => setTimeout(resolve, FAST.intervalMs * 10))
    await worker.stop()

    const [first, second, third] = await outbox()
    expect(logs).toEqual([
      `mail ${first!.id} (request-received) not sent: no SMTP_URL`,
      `mail ${second!.id} (new-request) not sent: no SMTP_URL`,
      `mail ${third!.id} (test) not sent: no SMTP_URL`,
    ])
    expect((await outbox()).map((row) => [row.sent_at, row.attempts, row.claimed_until])).toEqual([
      [null, 0, null],
      [null, 0, null],
      [null, 0, null],
    ])
    expect(sink.messages).toEqual([])
  })

  test('two workers on one database, as on two servers, never send a mail twice', async () => {
    const other = await openDatabase(fresh.target)
    try {
      const count = 20
      await enqueueEmails(
        opened.db,
        Array.from({ length: count }, (_, index) => email(index)),
        new Date(),
      )

      const one = start({ batchSize: 2 })
      const two = start({ db: other.db, batchSize: 2 })
      one.poke()
      two.poke()
      await eventually(() => expect(sink.messages.length).toBeGreaterThanOrEqual(count), 10_000)
      await Promise.all(workers.splice(0).map((worker) => worker.stop()))

      const subjects = sink.messages.map((mail) => mail.subject)
      expect(subjects).toHaveLength(count)
      expect(new Set(subjects).size).toBe(count)
    } finally {
      await other.close()
    }
  })

  test('stop waits for the mail being sent, hands the rest back, and a new worker sends them', async () => {
    await enqueueEmails(opened.db, [1, 2, 3, 4, 5].map(email), new Date())

    const worker = start({ leaseMs: 60 * 60_000 })
    await sink.waitFor((mail) => mail.subject === 'Mail 1')
    await worker.stop()
    const afterStop = await outbox()
    start()
    await eventually(() => expect(sink.messages).toHaveLength(5))
    await Promise.all(workers.splice(0).map((running) => running.stop()))

    const unsent = afterStop.filter((row) => row.sent_at === null)
    expect(unsent.length).toBeGreaterThan(0)
    // An hour-long lease would hold them back; handed back, they went out at once.
    expect(unsent.every((row) => row.claimed_until === null)).toBe(true)
    expect(sink.messages.map((mail) => mail.subject).sort()).toEqual([
      'Mail 1',
      'Mail 2',
      'Mail 3',
      'Mail 4',
      'Mail 5',
    ])
  })

  test('a database that fails for a while is logged and retried, and the mail still goes', async () => {
    await enqueueEmails(opened.db, [email(1)], new Date())
    await opened.db.schema.alterTable('email_outbox').renameTo('email_outbox_away').execute()

    start()
    await eventually(() => expect(logs.some((line) => /outbox unavailable/.test(line))).toBe(true))
    await opened.db.schema.alterTable('email_outbox_away').renameTo('email_outbox').execute()
    const mail: ReceivedMail = await sink.waitFor((received) => received.subject === 'Mail 1')

    expect(mail.to).toEqual(['guest1@example.com'])
    expect(logs.filter((line) => PERSONAL.test(line))).toEqual([])
  })

  test('CR/LF in a guest name adds no header and no recipient to the mail sent', async () => {
    const view = sampleReservationView({
      guest: {
        name: 'Ana\r\nBcc: victim@example.org\r\nSubject: free',
        email: 'ana@example.com',
        phone: '+63 917 123 4567',
      },
    })
    await enqueueEmails(opened.db, requestReceivedEmails(view, CONTEXT), new Date())

    start()
    const guest = await sink.waitFor((mail) => mail.to.includes('ana@example.com'))
    await sink.waitFor((mail) => mail.to.includes('frontdesk@aloncove.example'))

    const headers = guest.raw.slice(0, guest.raw.indexOf('\r\n\r\n'))
    expect(headers).not.toMatch(/^(Bcc|Subject: free)/im)
    expect(headers).not.toContain('victim')
    expect(guest.to).toEqual(['ana@example.com'])
    expect(sink.messages.flatMap((mail) => mail.to)).not.toContain('victim@example.org')
    expect(guest.subject).toBe('Reservation request K7M2Q9XD received: Alon Cove Resort')
  })

  test('a guest mail goes as text and HTML alternatives with the stay attached as a calendar', async () => {
    await enqueueEmails(
      opened.db,
      requestReceivedEmails(sampleReservationView(), CONTEXT),
      new Date('2026-11-23T06:05:00.000Z'),
    )

    start()
    const guest = await sink.waitFor((mail) => mail.to.includes('ana.reyes@example.com'))
    const resort = await sink.waitFor((mail) => mail.to.includes('frontdesk@aloncove.example'))

    expect(guest.raw).toMatch(/^Content-Type: multipart\/alternative;/im)
    expect(guest.text).toContain('Total: ₱5,000')
    expect(guest.html).toContain('Dear Ana Reyes,')
    expect(guest.html).toContain('href="https://www.aloncove.example/reservation?ref=K7M2Q9XD"')
    expect(guest.attachments).toHaveLength(1)
    const [calendar] = guest.attachments
    expect(calendar?.filename).toBe('stay-K7M2Q9XD.ics')
    expect(calendar?.contentType).toBe('text/calendar')
    expect(calendar?.content).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(calendar?.content).toContain('\r\nMETHOD:PUBLISH\r\n')
    expect(calendar?.content).toContain('\r\nDTSTART;VALUE=DATE:20261224\r\n')
    expect(calendar?.content).toContain('\r\nDTEND;VALUE=DATE:20261226\r\n')
    const event = new ICAL.Component(ICAL.parse(calendar?.content ?? '')).getFirstSubcomponent(
      'vevent',
    )
    expect(event?.getFirstPropertyValue('summary')).toBe('Alon Cove Resort: Hotel Rooms')
    expect(event?.getFirstPropertyValue('uid')).toBe('stay-K7M2Q9XD@www.aloncove.example')
    // The resort's own notice stays plain text (docs/reservations.md, "Emails").
    expect(resort.html).toBe('')
    expect(resort.attachments).toEqual([])
    expect(resort.raw).not.toMatch(/^Content-Type: multipart/im)
  })

  test('a declined stay is mailed with its HTML and no calendar', async () => {
    await enqueueEmails(
      opened.db,
      [declinedEmail(sampleReservationView(), 'Full that week.', CONTEXT)],
      new Date(),
    )

    start()
    const guest = await sink.waitFor((mail) => mail.to.includes('ana.reyes@example.com'))

    expect(guest.html).toContain('Full that week.')
    expect(guest.text).toContain('Full that week.')
    expect(guest.attachments).toEqual([])
  })

  test('a stored letter this version cannot read still sends the mail, as its text alone', async () => {
    const [guestMail] = requestReceivedEmails(sampleReservationView(), CONTEXT)
    await enqueueEmails(opened.db, [guestMail!], new Date())
    await opened.db
      .updateTable('email_outbox')
      .set({ letter: '{"shape":"of the future"}' })
      .execute()

    start()
    const guest = await sink.waitFor((mail) => mail.to.includes('ana.reyes@example.com'))

    expect(guest.text).toContain('Total: ₱5,000')
    expect(guest.html).toBe('')
    expect(logs).toContainEqual(
      expect.stringMatching(/^mail \d+ \(request-received\) goes as text alone/),
    )
    expect(logs.filter((line) => PERSONAL.test(line))).toEqual([])
  })
})
