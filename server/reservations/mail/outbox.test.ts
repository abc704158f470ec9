import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { ENGINES, freshDatabase, type FreshDatabase } from '../../test-support/test-database'
import { openDatabase, type OpenDatabase } from '../data/connect'
import {
  claimDueEmails,
  cleanError,
  enqueueEmails,
  markFailed,
  markSent,
  releaseEmails,
  retryDelayMs,
  type OutgoingEmail,
} from './outbox'

const T0 = new Date('2026-11-23T06:00:00.000Z')
const LEASE_MS = 60_000
const later = (ms: number) => new Date(T0.getTime() + ms)

function email(n: number, overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    kind: 'request-received',
    to: `guest${n}@example.com`,
    subject: `Mail ${n}`,
    text: `Body ${n}\n`,
    reservationId: null,
    ...overrides,
  }
}

test('retries wait 30 s, then twice as long each time, never more than an hour', () => {
  expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([
    30_000, 60_000, 120_000, 240_000,
  ])
  expect(retryDelayMs(8)).toBe(60 * 60_000)
  expect(retryDelayMs(1000)).toBe(60 * 60_000)
})

test('a custom backoff doubles from its own first delay up to its own cap', () => {
  const backoff = { firstMs: 50, maxMs: 300 }

  expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, backoff))).toEqual([
    50, 100, 200, 300, 300,
  ])
})

test('stored errors lose addresses, line breaks and anything past 200 characters', () => {
  const error = cleanError(
    `550 5.1.1 <ana.reyes@example.com>: Recipient\r\nrejected ${'x'.repeat(300)}`,
  )

  expect(error).not.toContain('ana.reyes')
  expect(error).not.toContain('@')
  expect(error).toMatch(/^550 5\.1\.1 <\[address\]>: Recipient rejected x+…$/)
  expect(error).toHaveLength(200)
})

describe.each(ENGINES)('%s', (engine) => {
  let fresh: FreshDatabase
  let opened: OpenDatabase

  beforeEach(async () => {
    fresh = await freshDatabase(engine)
    opened = await openDatabase(fresh.target)
  })

  afterEach(async () => {
    await opened.close()
    await fresh.cleanup()
  })

  const rows = () => opened.db.selectFrom('email_outbox').selectAll().orderBy('id').execute()

  test('enqueued mail is stored due now, unsent, with its fields', async () => {
    await enqueueEmails(opened.db, [email(1, { reservationId: null, kind: 'new-request' })], T0)

    expect(await rows()).toEqual([
      expect.objectContaining({
        kind: 'new-request',
        to_address: 'guest1@example.com',
        subject: 'Mail 1',
        text_body: 'Body 1\n',
        reservation_id: null,
        attempts: 0,
        created_at: T0.toISOString(),
        next_attempt_at: T0.toISOString(),
        claimed_until: null,
        sent_at: null,
        last_error: null,
      }),
    ])
  })

  test('mail enqueued in a transaction that rolls back is never queued', async () => {
    const attempt = opened.db.transaction().execute(async (trx) => {
      await enqueueEmails(trx, [email(1)], T0)
      throw new Error('the booking failed after writing its mail')
    })

    await expect(attempt).rejects.toThrow('the booking failed')
    expect(await rows()).toEqual([])
  })

  test('a line break in a subject is flattened before it is stored', async () => {
    await enqueueEmails(opened.db, [email(1, { subject: 'Hello\r\nBcc: x@example.org' })], T0)

    expect((await rows())[0]?.subject).toBe('Hello Bcc: x@example.org')
  })

  test('a due mail is claimed once, and again only after its lease ends', async () => {
    await enqueueEmails(opened.db, [email(1)], T0)

    const first = await claimDueEmails(opened.db, engine, T0, 10, LEASE_MS)
    const during = await claimDueEmails(opened.db, engine, later(LEASE_MS - 1), 10, LEASE_MS)
    const after = await claimDueEmails(opened.db, engine, later(LEASE_MS), 10, LEASE_MS)

    expect(first.map((row) => row.subject)).toEqual(['Mail 1'])
    expect(first[0]?.claimed_until).toBe(later(LEASE_MS).toISOString())
    expect(during).toEqual([])
    expect(after.map((row) => row.subject)).toEqual(['Mail 1'])
  })

  test('claims take the oldest due mail first and no more than the limit', async () => {
    await enqueueEmails(opened.db, [email(1), email(2)], T0)
    await enqueueEmails(opened.db, [email(3)], later(1))

    const claimed = await claimDueEmails(opened.db, engine, later(1), 2, LEASE_MS)
    const rest = await claimDueEmails(opened.db, engine, later(1), 2, LEASE_MS)

    expect(claimed.map((row) => row.subject)).toEqual(['Mail 1', 'Mail 2'])
    expect(rest.map((row) => row.subject)).toEqual(['Mail 3'])
  })

  test('mail enqueued for later is not claimed before its time', async () => {
    await enqueueEmails(opened.db, [email(1)], later(5000))

    expect(await claimDueEmails(opened.db, engine, later(4999), 10, LEASE_MS)).toEqual([])
    expect(await claimDueEmails(opened.db, engine, later(5000), 10, LEASE_MS)).toHaveLength(1)
  })

  test('sent mail is never claimed again', async () => {
    await enqueueEmails(opened.db, [email(1)], T0)
    const [row] = await claimDueEmails(opened.db, engine, T0, 10, LEASE_MS)

    await markSent(opened.db, row!.id, 1, later(10))

    expect(await claimDueEmails(opened.db, engine, later(LEASE_MS * 10), 10, LEASE_MS)).toEqual([])
    expect(await rows()).toEqual([
      expect.objectContaining({
        sent_at: later(10).toISOString(),
        attempts: 1,
        claimed_until: null,
      }),
    ])
  })

  test('a failure is counted, its error kept clean, and the next try moved by the backoff', async () => {
    await enqueueEmails(opened.db, [email(1)], T0)
    const [row] = await claimDueEmails(opened.db, engine, T0, 10, LEASE_MS)

    const next = await markFailed(opened.db, row!.id, '421 busy for ana@example.com', 3, T0)

    expect(next.toISOString()).toBe(later(120_000).toISOString())
    expect(await rows()).toEqual([
      expect.objectContaining({
        attempts: 3,
        last_error: '421 busy for [address]',
        next_attempt_at: later(120_000).toISOString(),
        claimed_until: null,
        sent_at: null,
      }),
    ])
    expect(await claimDueEmails(opened.db, engine, later(119_999), 10, LEASE_MS)).toEqual([])
    expect(await claimDueEmails(opened.db, engine, later(120_000), 10, LEASE_MS)).toHaveLength(1)
  })

  test('claimed mail handed back unsent can be claimed again at once, sent mail stays sent', async () => {
    await enqueueEmails(opened.db, [email(1), email(2)], T0)
    const [first, second] = await claimDueEmails(opened.db, engine, T0, 10, LEASE_MS)
    await markSent(opened.db, first!.id, 1, T0)

    await releaseEmails(opened.db, [first!.id, second!.id])

    const again = await claimDueEmails(opened.db, engine, later(1), 10, LEASE_MS)
    expect(again.map((row) => row.subject)).toEqual(['Mail 2'])
  })

  test('workers claiming at the same moment from separate connections never share a row', async () => {
    const other = await openDatabase(fresh.target)
    try {
      const count = 40
      await enqueueEmails(
        opened.db,
        Array.from({ length: count }, (_, index) => email(index)),
        T0,
      )

      const claimedIds: number[] = []
      // Each round, six claimers race; 40 rows at 3 a claim are gone within a few rounds.
      for (let round = 0; round < 10 && claimedIds.length < count; round += 1) {
        const batches = await Promise.all(
          [opened.db, other.db, opened.db, other.db, opened.db, other.db].map((db) =>
            claimDueEmails(db, engine, later(1), 3, LEASE_MS),
          ),
        )
        for (const batch of batches) claimedIds.push(...batch.map((row) => row.id))
      }

      expect(claimedIds).toHaveLength(count)
      expect(new Set(claimedIds).size).toBe(count)
    } finally {
      await other.close()
    }
  })
})
