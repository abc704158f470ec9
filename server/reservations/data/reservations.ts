/** Reservations and their events: reads and writes, no business decisions. */
import type { Kysely, Transaction } from 'kysely'
import type { ReservationStatus } from '../../../domain/reservation-status'
import type { ActorKind, Database, NewReservation, ReservationRow } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export type Actor = { kind: ActorKind; staffId: number | null }

export async function insertReservation(trx: Executor, reservation: NewReservation): Promise<ReservationRow> {
  return trx.insertInto('reservation').values(reservation).returningAll().executeTakeFirstOrThrow()
}

export async function findReservationByRef(db: Executor, ref: string): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservation').selectAll().where('ref', '=', ref).executeTakeFirst()
}

/**
 * Moves a reservation from the state it was read in to another. Conditional on that state, so
 * of two servers (or a guest and the expiry sweep) racing, exactly one moves it.
 */
export async function updateStatus(
  trx: Transaction<Database>,
  id: number,
  from: ReservationStatus,
  to: ReservationStatus,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set({ status: to, updated_at: now, hold_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertEvent(
  trx: Executor,
  event: { reservationId: number; actor: Actor; at: string; from: ReservationStatus | null; to: ReservationStatus; note: string },
): Promise<void> {
  await trx
    .insertInto('reservation_event')
    .values({
      reservation_id: event.reservationId,
      actor_kind: event.actor.kind,
      staff_id: event.actor.staffId,
      at: event.at,
      from_status: event.from,
      to_status: event.to,
      note: event.note,
    })
    .execute()
}

/** Requests whose hold has run out, oldest first, a bounded batch at a time. */
export async function expiredHolds(db: Executor, now: string, limit: number): Promise<ReservationRow[]> {
  return db
    .selectFrom('reservation')
    .selectAll()
    .where('status', '=', 'requested')
    .where('hold_expires_at', '<=', now)
    .orderBy('hold_expires_at')
    .limit(limit)
    .execute()
}
