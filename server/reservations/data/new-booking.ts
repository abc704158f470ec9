/**
 * A new booking's writes, all or none: a unit of each night, a use of its promo code, the
 * reservation, its charge lines and first event, its mails, and the answer kept for its
 * Idempotency-Key. On PostgreSQL they are one statement, which is atomic on its own, so the
 * booking needs no transaction and makes no `BEGIN` or `COMMIT` round trip: on a machine that
 * also runs PostgreSQL, each round trip costs a booking more than the writing does (decisions
 * 036 and 046). A refusal found inside the statement ends it with an error (`booking_refused`,
 * migration 024), which undoes what it had written. SQLite runs in the process: its statements
 * follow one another in the transaction `atomically` opens, rolled back by the same refusal.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { IsoDate } from '../../../domain/calendar'
import type { ChargeLine } from '../../../domain/folio'
import { engineOf } from './engine'
import { folioLineRow, insertFolioLines } from './folio'
import { dayBefore, saveAnswer, type StoredAnswer } from './idempotency'
import { takeNights } from './inventory'
import { takePromoUse } from './prices'
import { eventRow, insertEvent, insertReservation, type Actor, type NewEvent } from './reservations'
import type {
  Database,
  EmailOutboxTable,
  FolioLineTable,
  ReservationEventTable,
  ReservationRow,
} from './tables'

/** The columns a new booking sets; the others start as the migrations' defaults say. */
export type BookingRow = Omit<
  ReservationRow,
  | 'id'
  | 'cancellation_charge'
  | 'unit_id'
  | 'released_from'
  | 'stay_changes'
  | 'checkout_session_id'
  | 'checkout_url'
>

/** A mail of the booking, its `reservation_id` the save's to give. */
export type BookingMail = Omit<
  EmailOutboxTable,
  'id' | 'reservation_id' | 'claimed_until' | 'sent_at' | 'failed_at' | 'last_error'
>

export type NewBooking = {
  reservation: BookingRow
  nights: readonly IsoDate[]
  /** A promo code the quote applied: one use is taken, or the booking is refused. */
  promoCode: string | null
  lines: readonly ChargeLine[]
  actor: Actor
  event: Omit<NewEvent, 'reservationId' | 'actor' | 'at'>
  mails: readonly BookingMail[]
  /** The answer kept for the request's key; one kept for it less than a day ago refuses it. */
  answer: { key: string; stored: StoredAnswer } | null
  at: string
}

export type RefusalReason = 'sold_out' | 'promo_used_up' | 'key_taken'

export class BookingRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`booking refused: ${reason}`)
  }
}

/**
 * The stored row as the insert will store it, before it does, so the booking's answer, mails
 * and kept answer go in the same statement; its id is the statement's to give.
 */
export function rowBeforeInsert(reservation: BookingRow): ReservationRow {
  return {
    ...reservation,
    id: LATER,
    cancellation_charge: null,
    unit_id: null,
    released_from: null,
    stay_changes: 0,
    checkout_session_id: null,
    checkout_url: null,
  }
}

/**
 * Runs a booking's reads and its save as one unit: on SQLite in a write transaction, on
 * PostgreSQL as they come, the save being one statement (what the reads found that can change
 * meanwhile, the save checks again: nights, the promo code's uses, the key's answer).
 */
export function atomically<T>(
  db: Kysely<Database>,
  work: (executor: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (engineOf(db) === 'postgres') return work(db)
  return db.transaction().execute(work)
}

/** Saves the booking and gives its id, or throws BookingRefused having written nothing. */
export async function saveBooking(
  executor: Kysely<Database>,
  booking: NewBooking,
): Promise<number> {
  if (engineOf(executor) === 'postgres') return savedInOneStatement(executor, booking)
  if (!executor.isTransaction) throw new Error('a SQLite booking is saved inside atomically()')
  return savedInSteps(executor as Transaction<Database>, booking)
}

async function savedInSteps(trx: Transaction<Database>, booking: NewBooking): Promise<number> {
  const { reservation, promoCode, answer } = booking
  if (promoCode !== null && !(await takePromoUse(trx, promoCode))) {
    throw new BookingRefused('promo_used_up')
  }
  if (!(await takeNights(trx, reservation.room_type_id, booking.nights))) {
    throw new BookingRefused('sold_out')
  }
  const { id } = await insertReservation(trx, reservation)
  await insertFolioLines(trx, id, booking.lines, booking.actor, booking.at)
  await insertEvent(trx, eventOf(booking, id))
  if (booking.mails.length > 0) {
    await trx
      .insertInto('email_outbox')
      .values(booking.mails.map((mail) => ({ ...mail, reservation_id: id })))
      .execute()
  }
  if (answer && !(await saveAnswer(trx, answer.key, answer.stored, booking.at))) {
    throw new BookingRefused('key_taken')
  }
  return id
}

function eventOf(booking: NewBooking, reservationId: number): NewEvent {
  return { ...booking.event, reservationId, actor: booking.actor, at: booking.at }
}

// The reservation's id is the statement's to give; the rows carry a stand-in the insert leaves out.
const LATER = 0

/**
 * The reservation, its lines, its event and its mails go in as JSON read back into rows of their
 * own tables (`jsonb_populate_record`), and the nights as a JSON array, so the statement's text
 * is the same for every booking and stays prepared (decision 036), however long the stay. It is
 * written as SQL rather than built with Kysely's query builder: building its seven parts took
 * a tenth of the server's time a booking (decision 046). The nights are taken in date order, so
 * two stays over the same nights queue instead of deadlocking. The refusals are checked in the
 * order SQLite finds them; a CASE stops at its first true branch.
 */
async function savedInOneStatement(db: Kysely<Database>, booking: NewBooking): Promise<number> {
  const { reservation, promoCode, answer, at } = booking
  const nights = [...new Set(booking.nights)].sort()
  const lines = booking.lines.map((line) => folioLineRow(LATER, line, booking.actor, at))
  const event = eventRow(eventOf(booking, LATER))
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
  // Its first part is takeNights' upsert (inventory.ts), the nights given as a JSON array.
  const statement = sql<{ refused: null; id: number }>`
    with n as (
      insert into inventory_night (room_type_id, night, units, booked, closed)
      select room_type.id, wanted.night, room_type.units, 1, 0
      from jsonb_array_elements_text(${json(nights)}) as wanted (night)
      join room_type on room_type.id = ${reservation.room_type_id} and room_type.units > 0
      order by wanted.night
      on conflict (room_type_id, night) do update set booked = inventory_night.booked + 1
        where inventory_night.booked < inventory_night.units and inventory_night.closed = 0
      returning night
    ), p as (
      update promo set uses = uses + 1
      where ${promoCode !== null} and code = ${promoCode ?? ''} and disabled_at is null
        and (max_uses is null or uses < max_uses)
      returning code
    ), r as (
      insert into reservation (${RESERVATION_COLUMNS})
      select ${RESERVATION_COLUMNS} from jsonb_populate_record(null::reservation, ${json(reservation)})
      returning id
    ), l as (
      insert into folio_line (reservation_id, ${LINE_COLUMNS})
      select r.id, ${LINE_COLUMNS}
      from r, jsonb_populate_recordset(null::folio_line, ${json(lines)}) with ordinality
      order by ordinality
    ), e as (
      insert into reservation_event (reservation_id, ${EVENT_COLUMNS})
      select r.id, ${EVENT_COLUMNS}
      from r, jsonb_populate_recordset(null::reservation_event, ${json([event])})
    ), m as (
      insert into email_outbox (reservation_id, ${MAIL_COLUMNS})
      select r.id, ${MAIL_COLUMNS}
      from r, jsonb_populate_recordset(null::email_outbox, ${json(booking.mails)}) with ordinality
      order by ordinality
    ), a as (
      insert into idempotency_key (key, request_hash, status, response, created_at)
      select ${answer?.key ?? ''}, ${answer?.stored.requestHash ?? ''},
        ${answer?.stored.status ?? 0}::integer, ${answer?.stored.response ?? ''}, ${at}
      where ${answer !== null}
      on conflict (key) do update set request_hash = excluded.request_hash,
        status = excluded.status, response = excluded.response, created_at = excluded.created_at
        where idempotency_key.created_at < ${dayBefore(at)}
      returning key
    )
    select case
        when ${promoCode !== null} and not exists (select from p) then booking_refused('promo_used_up')
        when (select count(*) from n) < ${nights.length} then booking_refused('sold_out')
        when ${answer !== null} and not exists (select from a) then booking_refused('key_taken')
      end as refused,
      (select id from r) as id
  `
  try {
    const { rows } = await statement.execute(db)
    return Number(rows[0]?.id)
  } catch (error) {
    throw refusalOf(error) ?? error
  }
}

/**
 * A row's columns as SQL, but for the ids: the compiler refuses a list that leaves one out, which
 * would otherwise be written as null from the JSON.
 */
function columns<Row>() {
  return <const Names extends readonly (keyof Row & string)[]>(
    names: Names &
      ([Exclude<keyof Row, Names[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof Row, Names[number]> }),
  ) => sql.raw(names.join(', '))
}
type Written<Table> = Omit<Table, 'id' | 'reservation_id'>
const RESERVATION_COLUMNS = columns<BookingRow>()([
  'ref',
  'room_type_id',
  'rate_code',
  'check_in',
  'check_out',
  'nights',
  'adults',
  'kids',
  'guest_name',
  'guest_email',
  'guest_phone',
  'notes',
  'status',
  'total',
  'breakdown',
  'hold_expires_at',
  'request_address',
  'deposit',
  'payment_way',
  'language',
  'created_at',
  'updated_at',
])
const LINE_COLUMNS = columns<Written<FolioLineTable>>()([
  'kind',
  'description',
  'date',
  'quantity',
  'unit_amount',
  'amount',
  'vat',
  'created_by',
  'staff_id',
  'created_at',
])
const EVENT_COLUMNS = columns<Written<ReservationEventTable>>()([
  'actor_kind',
  'staff_id',
  'at',
  'from_status',
  'to_status',
  'note',
])
const MAIL_COLUMNS = columns<BookingMail>()([
  'kind',
  'to_address',
  'subject',
  'text_body',
  'letter',
  'created_at',
  'attempts',
  'next_attempt_at',
])

const REASONS: readonly RefusalReason[] = ['sold_out', 'promo_used_up', 'key_taken']

function refusalOf(error: unknown): BookingRefused | null {
  const details = error as { code?: unknown; hint?: unknown; message?: unknown } | null
  if (details?.code !== 'P0001' || details.hint !== 'booking refused') return null
  const reason = REASONS.find((known) => known === details.message)
  return reason ? new BookingRefused(reason) : null
}
