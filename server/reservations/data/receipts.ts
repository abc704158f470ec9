/**
 * Guests' proofs of transfer (docs/reservations.md, "States"): one row per upload, never
 * replaced, so an earlier receipt and what staff decided about it stay on record.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database, ReceiptStatus } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export async function insertReceipt(
  trx: Executor,
  receipt: { reservationId: number; fileName: string; contentType: string; at: string },
): Promise<void> {
  await trx
    .insertInto('receipt')
    .values({
      reservation_id: receipt.reservationId,
      file_name: receipt.fileName,
      content_type: receipt.contentType,
      status: 'waiting',
      uploaded_at: receipt.at,
    })
    .execute()
}

/** How many receipts the guest has sent for the reservation, decided or not. */
export async function receiptCount(db: Executor, reservationId: number): Promise<number> {
  const row = await db
    .selectFrom('receipt')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('reservation_id', '=', reservationId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Whether any receipt of the reservation waits for staff. */
export async function hasWaitingReceipt(db: Executor, reservationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('receipt')
    .select('id')
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'waiting')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** Whether the guest sent any receipt, decided or not, before the hold ended. */
export async function hadReceiptInTime(
  db: Executor,
  reservationId: number,
  holdExpiresAt: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('receipt')
    .select('id')
    .where('reservation_id', '=', reservationId)
    .where('uploaded_at', '<=', holdExpiresAt)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The newest waiting receipt of each reservation that has one, oldest upload first: one line
 * per booking on the Requests screen, however many times its guest sent a receipt.
 */
export async function waitingReceipts(db: Executor, limit: number) {
  const newest = db
    .selectFrom('receipt')
    .select((eb) => ['reservation_id', eb.fn.max('id').as('id')])
    .where('status', '=', 'waiting')
    .groupBy('reservation_id')
    .as('newest')
  return db
    .selectFrom(newest)
    .innerJoin('receipt', 'receipt.id', 'newest.id')
    .innerJoin('reservation', 'reservation.id', 'receipt.reservation_id')
    .select([
      'receipt.id as id',
      'receipt.content_type as content_type',
      'receipt.uploaded_at as uploaded_at',
      'reservation.ref as ref',
      'reservation.guest_name as guest_name',
      'reservation.room_type_id as room_type_id',
      'reservation.check_in as check_in',
      'reservation.check_out as check_out',
      'reservation.deposit as deposit',
      'reservation.total as total',
      'reservation.status as status',
      'reservation.hold_expires_at as hold_expires_at',
    ])
    .orderBy('receipt.uploaded_at')
    .orderBy('receipt.id')
    .limit(limit)
    .execute()
}

/**
 * Bookings held for a transfer that no receipt of the guest's waits for (none sent yet, or the
 * last one rejected), the hold ending soonest first: the desk can chase them before they expire.
 */
export async function transferHoldsWithoutReceipt(db: Executor, limit: number) {
  return db
    .selectFrom('reservation')
    .select([
      'ref',
      'guest_name',
      'room_type_id',
      'check_in',
      'check_out',
      'deposit',
      'total',
      'hold_expires_at',
    ])
    .where('status', '=', 'awaiting_payment')
    .where('payment_way', '=', 'transfer')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('receipt')
            .select('receipt.id')
            .whereRef('receipt.reservation_id', '=', 'reservation.id')
            .where('receipt.status', '=', 'waiting'),
        ),
      ),
    )
    .orderBy('hold_expires_at')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** The newest receipt of a reservation, whatever its state, while its file is kept. */
export async function newestReceiptOf(db: Executor, reservationId: number) {
  return db
    .selectFrom('receipt')
    .select(['id', 'content_type', 'status', 'reason', 'uploaded_at', 'decided_at'])
    .where('reservation_id', '=', reservationId)
    .where('file_name', '<>', '')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function receiptById(db: Executor, id: number) {
  return db
    .selectFrom('receipt')
    .select(['file_name', 'content_type'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/**
 * Staff's decision on every receipt of the reservation that waits: one transfer seen in the
 * bank settles them all, and a rejection is of what the guest sent so far. How many changed.
 */
export async function decideWaitingReceipts(
  trx: Executor,
  decision: {
    reservationId: number
    status: Exclude<ReceiptStatus, 'waiting'>
    reason: string
    staffId: number
    at: string
  },
): Promise<number> {
  const result = await trx
    .updateTable('receipt')
    .set({
      status: decision.status,
      reason: decision.reason,
      staff_id: decision.staffId,
      decided_at: decision.at,
    })
    .where('reservation_id', '=', decision.reservationId)
    .where('status', '=', 'waiting')
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Data care: the reservation's receipt files to delete; their rows keep no name of them. */
export async function forgetReceiptFilesOf(
  trx: Executor,
  reservationId: number,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('receipt')
    .select('file_name')
    .where('reservation_id', '=', reservationId)
    .where('file_name', '<>', '')
    .execute()
  if (rows.length > 0) {
    await trx
      .updateTable('receipt')
      .set({ file_name: '', reason: '' })
      .where('reservation_id', '=', reservationId)
      .execute()
  }
  return rows.map((row) => row.file_name)
}
