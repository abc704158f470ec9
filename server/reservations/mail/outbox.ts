/**
 * The email outbox (docs/reservations.md, "Emails" and "Scale"): mail is written here in the same
 * transaction as the change it tells of, and sent later by ./mail-worker.ts, so a dead SMTP
 * server delays mail but never fails or loses a booking. Workers on several servers share the
 * table: a row is claimed for a while (a lease) before it is sent, and only one worker can
 * claim it.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Engine } from '../data/connect'
import type { BookingMail } from '../data/new-booking'
import { insertEvent } from '../data/reservations'
import type { Database, OutboxRow } from '../data/tables'
import type { Letter } from './letter'

export type OutgoingEmail = {
  kind: string
  to: string
  subject: string
  text: string
  /** A guest's mail: the worker makes its HTML and calendar from it. Notices to the resort have none. */
  letter?: Letter
  reservationId: number | null
  /** Not sent before this (a reminder that may no longer apply by then); absent is at once. */
  notBefore?: Date
}

export type Backoff = { firstMs: number; maxMs: number }

/** 30 s after the first failure, doubling each time, never more than an hour apart. */
export const DEFAULT_BACKOFF: Backoff = { firstMs: 30_000, maxMs: 60 * 60_000 }

const MAX_ERROR_LENGTH = 200

type Queryable = Kysely<Database> | Transaction<Database>

/** Only inserts, so it joins the caller's transaction: the mail exists if and only if the change does. */
export async function enqueueEmails(
  db: Queryable,
  emails: OutgoingEmail[],
  now: Date,
): Promise<void> {
  if (emails.length === 0) return
  await db
    .insertInto('email_outbox')
    .values(
      emails.map((email) => ({ ...outboxRow(email, now), reservation_id: email.reservationId })),
    )
    .execute()
}

/** A mail's row in the outbox, but for the reservation it is about. */
export function outboxRow(email: OutgoingEmail, now: Date): BookingMail {
  const at = now.toISOString()
  return {
    kind: email.kind,
    to_address: email.to,
    // The templates never put CR or LF in a subject; this keeps any other caller honest too.
    subject: email.subject.replace(/[\r\n]+/g, ' '),
    text_body: email.text,
    letter: email.letter ? JSON.stringify(email.letter) : null,
    created_at: at,
    attempts: 0,
    next_attempt_at: email.notBefore?.toISOString() ?? at,
  }
}

/**
 * Takes back a reservation's mails of one kind that have not gone yet, because what they ask
 * is done (the deposit they ask for is paid). A row a worker holds right now may still go.
 */
export async function withdrawUnsent(
  db: Queryable,
  reservationId: number,
  kind: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  await db
    .deleteFrom('email_outbox')
    .where('reservation_id', '=', reservationId)
    .where('kind', '=', kind)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .execute()
}

/**
 * Takes up to `limit` unsent rows that are due and not held by another worker, and holds them
 * for `leaseMs` (claimed_until). A worker that dies mid-send loses its hold when the lease ends,
 * so its rows come back. The lease must outlast a batch of sends, or a row could go out twice.
 */
export async function claimDueEmails(
  db: Kysely<Database>,
  engine: Engine,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const at = now.toISOString()
  const until = new Date(now.getTime() + leaseMs).toISOString()
  const due = (query: Queryable) =>
    query
      .selectFrom('email_outbox')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)

  if (engine === 'sqlite') {
    // One statement is atomic on SQLite, and holds the write lock only while it runs.
    const rows = await db
      .updateTable('email_outbox')
      .set({ claimed_until: until })
      .where('id', 'in', due(db).select('id'))
      .returningAll()
      .execute()
    return rows.sort((a, b) => a.id - b.id)
  }

  // PostgreSQL: rows another worker is claiming right now are skipped, not waited for.
  return db.transaction().execute(async (trx) => {
    const rows = await due(trx).selectAll().forUpdate().skipLocked().execute()
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    await trx
      .updateTable('email_outbox')
      .set({ claimed_until: until })
      .where('id', 'in', ids)
      .execute()
    return rows.map((row) => ({ ...row, claimed_until: until }))
  })
}

export async function markSent(
  db: Queryable,
  id: number,
  attempts: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ sent_at: now.toISOString(), attempts, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

/** Gives claimed rows back unsent, for a worker that stops before sending them. */
export async function releaseEmails(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .updateTable('email_outbox')
    .set({ claimed_until: null })
    .where('id', 'in', ids)
    .where('sent_at', 'is', null)
    .execute()
}

/** `attempts` counts this failed one; the next try waits longer each time (retryDelayMs). */
export async function markFailed(
  db: Queryable,
  id: number,
  error: string,
  attempts: number,
  now: Date,
  backoff: Backoff = DEFAULT_BACKOFF,
): Promise<Date> {
  const next = new Date(now.getTime() + retryDelayMs(attempts, backoff))
  await db
    .updateTable('email_outbox')
    .set({
      attempts,
      last_error: cleanError(error),
      next_attempt_at: next.toISOString(),
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute()
  return next
}

/**
 * A mail server refused the mail for good (a 5xx reply, e.g. no such mailbox): trying again
 * cannot help. The row stops, and the reservation's history tells staff in words, so they can
 * call the guest or correct the address.
 */
export async function markUndeliverable(
  db: Kysely<Database>,
  row: Pick<OutboxRow, 'id' | 'kind' | 'reservation_id'>,
  error: string,
  attempts: number,
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_outbox')
      .set({ attempts, failed_at: at, last_error: cleanError(error), claimed_until: null })
      .where('id', '=', row.id)
      .execute()
    if (row.reservation_id === null) return
    const reservation = await trx
      .selectFrom('reservation')
      .select('status')
      .where('id', '=', row.reservation_id)
      .executeTakeFirst()
    if (!reservation) return
    await insertEvent(trx, {
      reservationId: row.reservation_id,
      actor: { kind: 'system', staffId: null },
      at,
      from: reservation.status,
      to: reservation.status,
      note: `Email not delivered (${describeKind(row.kind)}): the mail server refused it for good (${cleanError(error)}). ${
        row.kind === 'new-request'
          ? 'Check the resort address in RESORT_EMAIL.'
          : 'Check the guest’s email address, or call the guest.'
      }`,
    })
  })
}

/** Whether an SMTP reply code says that the same mail will never be accepted. */
export function isPermanentFailure(responseCode: number | undefined): boolean {
  return responseCode !== undefined && responseCode >= 500 && responseCode < 600
}

function describeKind(kind: string): string {
  return kind.replace(/[-_]+/g, ' ')
}

/** firstMs after the first failure, then doubling, capped at maxMs. */
export function retryDelayMs(attempts: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30))
  return Math.min(backoff.firstMs * 2 ** doublings, backoff.maxMs)
}

/**
 * Error text fit to store and log: SMTP servers quote the recipient back ("550 <ana@…>
 * unknown"), so anything shaped like an address goes; then one line, at most 200 characters.
 */
export function cleanError(text: string): string {
  const cleaned = text
    .replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '[address]')
    .replace(/\s+/g, ' ')
    .trim()
  return cleaned.length > MAX_ERROR_LENGTH ? `${cleaned.slice(0, MAX_ERROR_LENGTH - 1)}…` : cleaned
}

/** Erases the address and body of mail of one kind written before `before` (data care). */
export async function eraseMailOfKind(db: Queryable, kind: string, before: string): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ to_address: '', text_body: '', letter: null })
    .where('kind', '=', kind)
    .where('created_at', '<', before)
    .where('text_body', '!=', '')
    .execute()
}
