/** Reservations and their events: reads and writes, no business decisions. */
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Transaction } from 'kysely'
import type { IsoDate } from '../../../domain/calendar'
import type { ReservationStatus } from '../../../domain/reservation-status'
import type {
  ActorKind,
  Database,
  NewReservation,
  ReservationEventTable,
  ReservationRow,
} from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export type Actor = { kind: ActorKind; staffId: number | null }

export async function insertReservation(
  trx: Executor,
  reservation: NewReservation,
): Promise<ReservationRow> {
  return trx.insertInto('reservation').values(reservation).returningAll().executeTakeFirstOrThrow()
}

export async function findReservationByRef(
  db: Executor,
  ref: string,
): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservation').selectAll().where('ref', '=', ref).executeTakeFirst()
}

/**
 * The reservation of `ref`, read after writing its row: from here to the end of the transaction
 * no other transaction can change it (on PostgreSQL the row is held; SQLite holds the database).
 */
export async function touchReservation(
  trx: Transaction<Database>,
  ref: string,
  now: string,
): Promise<ReservationRow | undefined> {
  return trx
    .updateTable('reservation')
    .set({ updated_at: now })
    .where('ref', '=', ref)
    .returningAll()
    .executeTakeFirst()
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
  recorded: { cancellationCharge: number | null; releasedFrom: string | null } = {
    cancellationCharge: null,
    releasedFrom: null,
  },
): Promise<boolean> {
  const { cancellationCharge, releasedFrom } = recorded
  const result = await trx
    .updateTable('reservation')
    // The request's address served only to cap open requests: it goes when the request closes.
    .set({
      status: to,
      updated_at: now,
      hold_expires_at: null,
      request_address: null,
      ...(cancellationCharge !== null && { cancellation_charge: cancellationCharge }),
      ...(releasedFrom !== null && { released_from: releasedFrom }),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Takes a desk move back: the state before it, with no nights given back and no charge recorded
 * (docs/reservations.md, "Settling at the desk"). Conditional on the state it was read in, like
 * updateStatus, so of two undos at once exactly one counts.
 */
export async function restoreStatus(
  trx: Transaction<Database>,
  id: number,
  from: ReservationStatus,
  to: ReservationStatus,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set({ status: to, updated_at: now, released_from: null, cancellation_charge: null })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertEvent(trx: Executor, event: NewEvent): Promise<void> {
  await trx.insertInto('reservation_event').values(eventRow(event)).execute()
}

export type NewEvent = {
  reservationId: number
  actor: Actor
  at: string
  from: ReservationStatus | null
  to: ReservationStatus
  note: string
}

/** An event as its row. */
export function eventRow(event: NewEvent): Insertable<ReservationEventTable> {
  return {
    reservation_id: event.reservationId,
    actor_kind: event.actor.kind,
    staff_id: event.actor.staffId,
    at: event.at,
    from_status: event.from,
    to_status: event.to,
    note: event.note,
  }
}

/**
 * Requests and unpaid bookings whose hold has run out, oldest first, a bounded batch at a time.
 * A booking with a receipt of transfer that came before its hold ended and still waits for
 * staff is not among them: its guest says they paid in time, and staff have not decided yet.
 */
export async function expiredHolds(
  db: Executor,
  now: string,
  limit: number,
): Promise<ReservationRow[]> {
  return db
    .selectFrom('reservation')
    .selectAll()
    .where(holdRanOut(now))
    .orderBy('hold_expires_at')
    .limit(limit)
    .execute()
}

/**
 * The reservation, locked for this transaction, when its hold has still run out as
 * expiredHolds means it: the sweep's batch was read before, and meanwhile a receipt may have
 * come in time, or staff may have held it again. The write that locks it changes nothing.
 */
export async function lockIfHoldRanOut(
  trx: Transaction<Database>,
  id: number,
  now: string,
): Promise<ReservationRow | undefined> {
  await trx
    .updateTable('reservation')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .execute()
  return trx
    .selectFrom('reservation')
    .selectAll()
    .where('id', '=', id)
    .where(holdRanOut(now))
    .executeTakeFirst()
}

function holdRanOut(now: string) {
  return ({ and, eb, exists, not, selectFrom }: ExpressionBuilder<Database, 'reservation'>) =>
    and([
      eb('status', 'in', ['requested', 'awaiting_payment']),
      eb('hold_expires_at', '<=', now),
      not(
        exists(
          selectFrom('receipt')
            .select('receipt.id')
            .whereRef('receipt.reservation_id', '=', 'reservation.id')
            .where('receipt.status', '=', 'waiting')
            .whereRef('receipt.uploaded_at', '<=', 'reservation.hold_expires_at'),
        ),
      ),
    ])
}

/** A new end for a reservation's hold; the row as it is now. */
export async function setHoldExpiry(
  trx: Transaction<Database>,
  id: number,
  holdExpiresAt: string,
): Promise<ReservationRow> {
  return trx
    .updateTable('reservation')
    .set({ hold_expires_at: holdExpiresAt })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Requests waiting for a decision, oldest first. */
export async function pendingRequests(db: Executor, limit: number): Promise<ReservationRow[]> {
  return db
    .selectFrom('reservation')
    .selectAll()
    .where('status', '=', 'requested')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute()
}

export type EventRow = {
  at: string
  actor_kind: ActorKind
  staff_email: string | null
  from_status: ReservationStatus | null
  to_status: ReservationStatus
  note: string
}

export async function eventsOf(db: Executor, reservationId: number): Promise<EventRow[]> {
  return db
    .selectFrom('reservation_event')
    .leftJoin('staff', 'staff.id', 'reservation_event.staff_id')
    .select([
      'reservation_event.at as at',
      'reservation_event.actor_kind as actor_kind',
      'staff.email as staff_email',
      'reservation_event.from_status as from_status',
      'reservation_event.to_status as to_status',
      'reservation_event.note as note',
    ])
    .where('reservation_event.reservation_id', '=', reservationId)
    .orderBy('reservation_event.id')
    .execute()
}

/**
 * Reservations that may still hold nights: those that ended unlived (declined, cancelled,
 * expired) hold none. What the desk's day and the room board read start here.
 */
export function liveReservations(db: Executor) {
  return db
    .selectFrom('reservation')
    .selectAll()
    .where('status', 'not in', ['declined', 'cancelled', 'expired'])
}

/**
 * The stays the desk's day could list (domain/desk-day.ts sorts them): those that have not
 * ended unlived and touch the day, and those overdue today (confirmed but never checked in, or
 * still checked in after their check-out day), by guest name.
 */
export async function deskDayCandidates(
  db: Executor,
  day: IsoDate,
  today: IsoDate,
  limit: number,
): Promise<ReservationRow[]> {
  return liveReservations(db)
    .where((eb) =>
      eb.or([
        eb.and([eb('check_in', '<=', day), eb('check_out', '>=', day)]),
        eb.and([eb('status', '=', 'confirmed'), eb('check_in', '<', today)]),
        eb.and([eb('status', '=', 'checked_in'), eb('check_out', '<', today)]),
      ]),
    )
    .orderBy('guest_name')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * Reservations whose stay includes `night` and that hold it, earliest arrival first: a
 * checked-out or no-show stay holds the nights before those it gave back (released_from).
 */
export async function holdingReservationsOn(
  db: Executor,
  roomTypeId: number,
  night: string,
): Promise<ReservationRow[]> {
  return db
    .selectFrom('reservation')
    .selectAll()
    .where('room_type_id', '=', roomTypeId)
    .where('check_in', '<=', night)
    .where('check_out', '>', night)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['requested', 'awaiting_payment', 'confirmed', 'checked_in']),
        eb.and([
          eb('status', 'in', ['checked_out', 'no_show']),
          eb.or([eb('released_from', 'is', null), eb('released_from', '>', night)]),
        ]),
      ]),
    )
    .orderBy('check_in')
    .orderBy('id')
    .execute()
}

/** By exact reference, or by a part of the guest's name or email, newest first. */
export async function searchReservations(
  db: Executor,
  ref: string | null,
  text: string,
  limit: number,
): Promise<ReservationRow[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return db
    .selectFrom('reservation')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(ref ? [eb('ref', '=', ref)] : []),
        // ESCAPE spelled out: SQLite has no default escape character, PostgreSQL's is the backslash.
        sql<boolean>`lower(guest_name) like ${pattern} escape '\\'`,
        sql<boolean>`lower(guest_email) like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
}

export async function updateGuest(
  trx: Executor,
  id: number,
  guest: { name: string; email: string; phone: string; notes: string },
  now: string,
): Promise<void> {
  await trx
    .updateTable('reservation')
    .set({
      guest_name: guest.name,
      guest_email: guest.email,
      guest_phone: guest.phone,
      notes: guest.notes,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute()
}

/**
 * Gives the stay new terms, conditional on the state and the count of changes it was read
 * with, so of two desks changing one stay at once only the first counts; false for the other.
 */
export async function updateStayTerms(
  trx: Transaction<Database>,
  read: { id: number; status: ReservationStatus; stayChanges: number },
  terms: Pick<
    ReservationRow,
    'room_type_id' | 'rate_code' | 'check_in' | 'check_out' | 'nights' | 'total' | 'breakdown'
  >,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set({ ...terms, stay_changes: read.stayChanges + 1, updated_at: now })
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('stay_changes', '=', read.stayChanges)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
