import { createHmac } from 'node:crypto'
import { expect, test } from 'vitest'
import { signPaymongoWebhook, verifyPaymongoSignature } from './paymongo-signature'

const SECRET = 'whsk_test_stand_in_secret'
const NOW = new Date('2026-11-26T08:00:00Z')
const NOW_SECONDS = NOW.getTime() / 1000

function bodyFor(livemode: boolean): string {
  return JSON.stringify({
    data: {
      id: 'evt_9bJgHzC8oQbyVj5pZ3s8Ye1T',
      type: 'event',
      attributes: { type: 'checkout_session.payment.paid', livemode, data: {} },
    },
  })
}

const TEST_BODY = bodyFor(false)

function signed(rawBody = TEST_BODY, options: { timestamp?: number; secret?: string } = {}) {
  const livemode = JSON.parse(rawBody).data.attributes.livemode as boolean
  return signPaymongoWebhook({
    rawBody,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp ?? NOW_SECONDS,
    livemode,
  })
}

test('a test-mode event signed with the webhook secret is accepted', () => {
  const header = signed()

  const check = verifyPaymongoSignature({ header, rawBody: TEST_BODY, secret: SECRET, now: NOW })

  expect(check).toEqual({ ok: true })
})

test('the signature is the documented HMAC-SHA256 of "t.body", in te for test mode', () => {
  const expected = createHmac('sha256', SECRET).update(`${NOW_SECONDS}.${TEST_BODY}`).digest('hex')

  const header = signed()

  expect(header).toBe(`t=${NOW_SECONDS},te=${expected},li=`)
})

test('a live-mode event is checked against li, and te is left empty', () => {
  const liveBody = bodyFor(true)
  const header = signed(liveBody)

  const check = verifyPaymongoSignature({ header, rawBody: liveBody, secret: SECRET, now: NOW })

  expect(header).toMatch(/^t=\d+,te=,li=[0-9a-f]{64}$/)
  expect(check).toEqual({ ok: true })
})

test('a live-mode event carrying only a test signature is refused', () => {
  const liveBody = bodyFor(true)
  const testSignature = signed(liveBody).replace(/te=,li=(\w+)/, 'te=$1,li=')

  const check = verifyPaymongoSignature({
    header: testSignature,
    rawBody: liveBody,
    secret: SECRET,
    now: NOW,
  })

  expect(check).toEqual({ ok: false, reason: 'malformed' })
})

test('one changed character of the body is a mismatch', () => {
  const header = signed()
  const tampered = TEST_BODY.replace('evt_9b', 'evt_9c')

  const check = verifyPaymongoSignature({ header, rawBody: tampered, secret: SECRET, now: NOW })

  expect(check).toEqual({ ok: false, reason: 'mismatch' })
})

test('a body re-serialized with other spacing is a mismatch: only the raw bytes count', () => {
  const header = signed()
  const reformatted = JSON.stringify(JSON.parse(TEST_BODY), null, 2)

  const check = verifyPaymongoSignature({ header, rawBody: reformatted, secret: SECRET, now: NOW })

  expect(check).toEqual({ ok: false, reason: 'mismatch' })
})

test('a signature made with another secret is a mismatch', () => {
  const header = signed(TEST_BODY, { secret: 'whsk_someone_else' })

  const check = verifyPaymongoSignature({ header, rawBody: TEST_BODY, secret: SECRET, now: NOW })

  expect(check).toEqual({ ok: false, reason: 'mismatch' })
})

test('a correctly signed event more than 5 minutes old is stale', () => {
  const header = signed(TEST_BODY, { timestamp: NOW_SECONDS - 5 * 60 - 1 })

  const check = verifyPaymongoSignature({ header, rawBody: TEST_BODY, secret: SECRET, now: NOW })

  expect(check).toEqual({ ok: false, reason: 'stale' })
})

test('an event exactly 5 minutes old is still accepted', () => {
  const header = signed(TEST_BODY, { timestamp: NOW_SECONDS - 5 * 60 })

  const check = verifyPaymongoSignature({ header, rawBody: TEST_BODY, secret: SECRET, now: NOW })

  expect(check).toEqual({ ok: true })
})

test('an event stamped more than 5 minutes in the future is refused as stale', () => {
  const header = signed(TEST_BODY, { timestamp: NOW_SECONDS + 5 * 60 + 1 })

  const check = verifyPaymongoSignature({ header, rawBody: TEST_BODY, secret: SECRET, now: NOW })

  expect(check).toEqual({ ok: false, reason: 'stale' })
})

test('a replayed old event cannot be refreshed by changing t: the signature covers it', () => {
  const old = signed(TEST_BODY, { timestamp: NOW_SECONDS - 3600 })
  const refreshed = old.replace(/^t=\d+/, `t=${NOW_SECONDS}`)

  const check = verifyPaymongoSignature({
    header: refreshed,
    rawBody: TEST_BODY,
    secret: SECRET,
    now: NOW,
  })

  expect(check).toEqual({ ok: false, reason: 'mismatch' })
})

test('no header, or an empty one, is missing', () => {
  for (const header of [undefined, null, '', '   ']) {
    expect(
      verifyPaymongoSignature({ header, rawBody: TEST_BODY, secret: SECRET, now: NOW }),
    ).toEqual({ ok: false, reason: 'missing' })
  }
})

test('headers that are not t=…,te=…,li=… are malformed', () => {
  const good = signed()
  const signature = good.split('te=')[1]!.split(',')[0]!
  const malformed = [
    'nonsense',
    `te=${signature},li=`,
    `t=,te=${signature},li=`,
    `t=soon,te=${signature},li=`,
    `t=-${NOW_SECONDS},te=${signature},li=`,
    `t=${NOW_SECONDS},te=${signature.slice(0, 63)},li=`,
    `t=${NOW_SECONDS},te=${signature}zz,li=`,
    `t=${NOW_SECONDS},te=,li=`,
    `t=${NOW_SECONDS},t=${NOW_SECONDS},te=${signature},li=`,
    `t=${NOW_SECONDS};te=${signature};li=`,
  ]

  for (const header of malformed) {
    expect(
      verifyPaymongoSignature({ header, rawBody: TEST_BODY, secret: SECRET, now: NOW }),
      header,
    ).toEqual({ ok: false, reason: 'malformed' })
  }
})

test('a body that is not an event, so without livemode, is malformed', () => {
  for (const rawBody of ['', 'not json', '{}', '{"data":{"attributes":{"livemode":"false"}}}']) {
    const header = signPaymongoWebhook({
      rawBody,
      secret: SECRET,
      timestamp: NOW_SECONDS,
      livemode: false,
    })

    const check = verifyPaymongoSignature({ header, rawBody, secret: SECRET, now: NOW })

    expect(check, rawBody).toEqual({ ok: false, reason: 'malformed' })
  }
})

test('uppercase hex and spaces after commas are read as PayMongo meant them', () => {
  const header = signed()
    .toUpperCase()
    .replace('T=', 't=')
    .replace(',TE=', ', te=')
    .replace(',LI=', ', li=')

  const check = verifyPaymongoSignature({ header, rawBody: TEST_BODY, secret: SECRET, now: NOW })

  expect(check).toEqual({ ok: true })
})
