/**
 * The reservations configuration read on its own, for what needs no server process; how a bad
 * value stops the real server is in start.test.ts.
 */
import { describe, expect, test } from 'vitest'
import { ConfigError, readConfig } from './config'

const cwd = '/srv/resort'

test('receipts go to data/uploads under the working directory by default', () => {
  expect(readConfig({}, cwd).uploadsDir).toBe('/srv/resort/data/uploads')
})

test('receipts follow a SQLite database kept elsewhere, into uploads/ beside it', () => {
  const config = readConfig({ DATABASE_URL: 'file:/var/lib/resort/reservations.db' }, cwd)

  expect(config.uploadsDir).toBe('/var/lib/resort/uploads')
})

test('with PostgreSQL, receipts go to data/uploads under the working directory', () => {
  const config = readConfig({ DATABASE_URL: 'postgres://resort@db/resort' }, cwd)

  expect(config.uploadsDir).toBe('/srv/resort/data/uploads')
})

test('UPLOADS_DIR names the folder, absolute or relative to the working directory', () => {
  expect(readConfig({ UPLOADS_DIR: '/mnt/receipts' }, cwd).uploadsDir).toBe('/mnt/receipts')
  expect(readConfig({ UPLOADS_DIR: 'private/receipts/' }, cwd).uploadsDir).toBe(
    '/srv/resort/private/receipts',
  )
  expect(readConfig({ UPLOADS_DIR: '  ' }, cwd).uploadsDir).toBe('/srv/resort/data/uploads')
})

test('an UPLOADS_DIR with a line break in it stops the start, naming the variable', () => {
  expect(() => readConfig({ UPLOADS_DIR: 'data/uploads\nrm' }, cwd)).toThrow(ConfigError)
  expect(() => readConfig({ UPLOADS_DIR: 'data/uploads\nrm' }, cwd)).toThrow(/^UPLOADS_DIR/)
})

const ONLINE = {
  PAYMENTS: 'online',
  PAYMONGO_SECRET_KEY: 'sk_test_abc123',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_def456',
}

function payments(env: Record<string, string>) {
  return readConfig(env, '/srv/resort').payments
}

describe('payments configuration', () => {
  test('off by default: no ways, a 30% deposit, the documented holds', () => {
    expect(payments({})).toEqual({
      ways: [],
      deposit: { kind: 'percent', percent: 30 },
      paymongo: null,
      paymentHoldMinutes: 30,
      transferHoldHours: 24,
    })
    expect(payments({ PAYMENTS: 'off' }).ways).toEqual([])
  })

  test('both ways in either order, online first', () => {
    expect(payments({ ...ONLINE, PAYMENTS: 'transfer,online' }).ways).toEqual([
      'online',
      'transfer',
    ])
  })

  test('online reads PayMongo: its keys, its default address and methods', () => {
    expect(payments(ONLINE).paymongo).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsk_def456',
      apiUrl: 'https://api.paymongo.com',
      methods: ['card', 'gcash', 'paymaya', 'qrph'],
    })
    expect(
      payments({ ...ONLINE, PAYMONGO_API_URL: 'http://127.0.0.1:4010/', PAYMONGO_METHODS: 'gcash' })
        .paymongo,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:4010', methods: ['gcash'] })
  })

  test('transfer alone needs no PayMongo key', () => {
    expect(payments({ PAYMENTS: 'transfer', TRANSFER_HOLD_HOURS: '6' })).toMatchObject({
      ways: ['transfer'],
      paymongo: null,
      transferHoldHours: 6,
    })
  })

  test.each([
    [{ PAYMENTS: 'cash' }, 'PAYMENTS'],
    [{ PAYMENTS: 'online,online', ...{ PAYMONGO_SECRET_KEY: 'sk_test_a' } }, 'PAYMENTS'],
    [{ DEPOSIT: 'half' }, 'DEPOSIT'],
    [{ DEPOSIT: '0%' }, 'DEPOSIT'],
    [{ PAYMENTS: 'online' }, 'PAYMONGO_SECRET_KEY'],
    [{ ...ONLINE, PAYMONGO_SECRET_KEY: 'pk_test_public' }, 'PAYMONGO_SECRET_KEY'],
    [{ ...ONLINE, PAYMONGO_WEBHOOK_SECRET: '' }, 'PAYMONGO_WEBHOOK_SECRET'],
    [{ ...ONLINE, PAYMONGO_API_URL: 'ftp://pay' }, 'PAYMONGO_API_URL'],
    [{ ...ONLINE, PAYMONGO_METHODS: 'card,bitcoin' }, 'PAYMONGO_METHODS'],
    [{ PAYMENT_HOLD_MINUTES: '2' }, 'PAYMENT_HOLD_MINUTES'],
    [{ TRANSFER_HOLD_HOURS: 'soon' }, 'TRANSFER_HOLD_HOURS'],
  ])('%j stops the server naming %s', (env, name) => {
    expect(() => payments(env)).toThrow(ConfigError)
    expect(() => payments(env)).toThrow(new RegExp(`^${name}`))
  })

  test('the secret keys never appear in a refusal', () => {
    expect(() => payments({ ...ONLINE, PAYMONGO_METHODS: 'nope' })).not.toThrow(/sk_test|whsk_/)
  })
})

test('promo guesses are limited to 10 per address by default, RATE_LIMIT_PROMO_GUESSES to change it', () => {
  expect(readConfig({}, cwd).rateLimits.promoGuessesPerWindow).toBe(10)
  expect(readConfig({ RATE_LIMIT_PROMO_GUESSES: '25' }, cwd).rateLimits.promoGuessesPerWindow).toBe(
    25,
  )
  expect(() => readConfig({ RATE_LIMIT_PROMO_GUESSES: 'many' }, cwd)).toThrow(
    /RATE_LIMIT_PROMO_GUESSES/,
  )
})

test('no-shows open at 8 PM on the arrival day by default; NO_SHOW_FROM_HOUR from 0 to 24 moves it', () => {
  expect(readConfig({}, cwd).noShowFromHour).toBe(20)
  expect(readConfig({ NO_SHOW_FROM_HOUR: '0' }, cwd).noShowFromHour).toBe(0)
  expect(readConfig({ NO_SHOW_FROM_HOUR: '24' }, cwd).noShowFromHour).toBe(24)
  expect(() => readConfig({ NO_SHOW_FROM_HOUR: '25' }, cwd)).toThrow(/^NO_SHOW_FROM_HOUR/)
  expect(() => readConfig({ NO_SHOW_FROM_HOUR: 'evening' }, cwd)).toThrow(/^NO_SHOW_FROM_HOUR/)
})

test('slept-in units become dirty from 6 AM by default; HOUSEKEEPING_DAY_HOUR from 0 to 23 moves it', () => {
  expect(readConfig({}, cwd).housekeepingDayHour).toBe(6)
  expect(readConfig({ HOUSEKEEPING_DAY_HOUR: '0' }, cwd).housekeepingDayHour).toBe(0)
  expect(readConfig({ HOUSEKEEPING_DAY_HOUR: '23' }, cwd).housekeepingDayHour).toBe(23)
  expect(() => readConfig({ HOUSEKEEPING_DAY_HOUR: '24' }, cwd)).toThrow(/^HOUSEKEEPING_DAY_HOUR/)
  expect(() => readConfig({ HOUSEKEEPING_DAY_HOUR: 'dawn' }, cwd)).toThrow(/^HOUSEKEEPING_DAY_HOUR/)
})

test('INVOICES is off unless on, and anything else stops the server naming it', () => {
  expect(readConfig({}, cwd).invoices).toBe(false)
  expect(readConfig({ INVOICES: 'off' }, cwd).invoices).toBe(false)
  expect(readConfig({ INVOICES: 'on' }, cwd).invoices).toBe(true)
  expect(() => readConfig({ INVOICES: 'yes' }, cwd)).toThrow(
    new ConfigError('INVOICES must be on, off or unset'),
  )
})
