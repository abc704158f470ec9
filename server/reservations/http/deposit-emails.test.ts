/**
 * The deposit's emails as they reach a real SMTP server on loopback, on both engines: each way
 * of paying gets only the mail that applies to it, in words true for it, and the transfer
 * details keep their lines in HTML as in text.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'
import { mailsOf } from '../test-support/reservation-records'
import { startPaymongoStandIn, type PaymongoStandIn } from '../test-support/paymongo-stand-in'

const GUEST = 'maria.santos@example.com'
const KEYS = { secretKey: 'sk_test_depositEmails', webhookSecret: 'whsk_depositEmails' }
const FAST_MAIL = { intervalMs: 100, backoff: { firstMs: 100, maxMs: 200 } }

describe.each(ENGINES)('deposit emails on %s', (engine) => {
  let sink: SmtpSink
  let transfer: ApiServer
  let online: ApiServer
  let standIn: PaymongoStandIn
  let offset = 60

  beforeAll(async () => {
    sink = await startSmtpSink()
    standIn = await startPaymongoStandIn(KEYS)
    const env = { SMTP_URL: sink.url, RESORT_EMAIL: 'desk@resort.example', DEPOSIT: '30%' }
    transfer = await startApiServer(engine, {
      env: { ...env, PAYMENTS: 'transfer' },
      mail: FAST_MAIL,
    })
    online = await startApiServer(engine, {
      env: {
        ...env,
        PAYMENTS: 'online',
        PAYMONGO_SECRET_KEY: KEYS.secretKey,
        PAYMONGO_WEBHOOK_SECRET: KEYS.webhookSecret,
        PAYMONGO_API_URL: standIn.url,
      },
      mail: FAST_MAIL,
    })
    standIn.setWebhookUrl(`${online.url}/api/payments/paymongo`)
  })
  afterAll(async () => {
    await online.stop()
    await transfer.stop()
    await standIn.close()
    await sink.stop()
  })

  async function book(api: ApiServer, paymentMethod: 'online' | 'transfer') {
    offset += 3
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(offset, 2), paymentMethod }),
    )
    expect(response.status).toBe(201)
    return (await response.json()) as ReservationView
  }

  const toGuestAbout = (ref: string) => (mail: { to: string[]; text: string }) =>
    mail.to.includes(GUEST) && mail.text.includes(ref)

  test('the transfer mail lays each account line on its own line in HTML, and says the receipt is checked first', async () => {
    const view = await book(transfer, 'transfer')

    const mail = await sink.waitFor(toGuestAbout(view.ref))

    const html = mail.html.replace(/\s+/g, ' ')
    for (const line of [
      'BPI, Coron branch',
      'Account name: Alon Cove Resort Inc.',
      'Account number: 3081 0427 55',
      'Number: 0917 555 0142',
      'Name: Alon Cove Resort',
    ]) {
      expect(html).toMatch(new RegExp(`>${line}</p>`))
    }
    expect(html).not.toContain('BPI, Coron branch Account name')
    expect(mail.text).toContain('BPI, Coron branch\nAccount name: Alon Cove Resort Inc.\n')
    expect(mail.text).not.toContain('confirmed at once')
    expect(mail.text).toContain('Once our front desk has checked it against our account')
  })

  test('an online payer who pays on the payment page gets the confirmation alone, never a request to pay', async () => {
    const view = await book(online, 'online')
    const session = view.payment?.url?.split('/').at(-1) ?? ''

    await standIn.pay(session)
    const confirmed = await sink.waitFor(toGuestAbout(view.ref))

    expect(confirmed.subject).toMatch(/confirmed/i)
    const kinds = (await mailsOf(online.inspect.db, view.ref)).map((mail) => mail.kind)
    expect(kinds).toEqual(['confirmed', 'deposit-paid'])
    expect(sink.messages.filter(toGuestAbout(view.ref))).toHaveLength(1)
  })

  test('an online payer who left the page is reminded, minutes on, to pay online', async () => {
    const before = Date.now()
    const view = await book(online, 'online')

    const [reminder] = await online.inspect.db
      .selectFrom('email_outbox')
      .innerJoin('reservation', 'reservation.id', 'email_outbox.reservation_id')
      .select(['email_outbox.id', 'email_outbox.kind', 'email_outbox.next_attempt_at'])
      .where('reservation.ref', '=', view.ref)
      .execute()
    expect(reminder?.kind).toBe('deposit-reminder')
    expect(Date.parse(reminder?.next_attempt_at ?? '') - before).toBeGreaterThan(9 * 60_000)
    // As if those minutes had passed without the deposit.
    await online.inspect.db
      .updateTable('email_outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', reminder!.id)
      .execute()

    const mail = await sink.waitFor(toGuestAbout(view.ref))
    expect(mail.subject).toContain(`Pay the deposit for reservation ${view.ref}`)
    expect(mail.text).toContain('Pay it online by then and your stay is confirmed as soon as')
    expect(mail.text).toContain(`/reservation?ref=${view.ref}`)
  })
})
