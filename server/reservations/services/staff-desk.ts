/**
 * What the front desk does with reservations: the queue, a reservation's page, decisions,
 * guest details, search, the desk's day, and bookings for guests who call.
 * Every change goes through moveReservation or leaves its own event, with the staff account.
 */
import type { Seller } from '../../../domain/invoice'
import type { ReservationView } from '../../../domain/api-contract'
import { parseIsoDate, resortToday } from '../../../domain/calendar'
import { groupDeskDay } from '../../../domain/desk-day'
import {
  deskClockAt,
  deskMovesAllowed,
  nightsToAssign,
  type DeskClock,
  type DeskStay,
} from '../../../domain/front-desk'
import { checkGuest } from '../../../domain/guest'
import { stayMayChange } from '../../../domain/stay-change'
import { normalizeReference } from '../../../domain/reference'
import type { ReservationStatus } from '../../../domain/reservation-status'
import {
  STAFF_TEXT_LIMITS,
  type DeskStayView,
  type MovementsResponse,
  type PhoneBookingRequest,
  type ReservationDetail,
  type StaffAction,
  type StaffMember,
  type MoneyView,
} from '../../../domain/staff-contract'
import type { Db } from '../data/connect'
import {
  eventsOf,
  findReservationByRef,
  insertEvent,
  deskDayCandidates,
  pendingRequests,
  searchReservations,
  updateGuest,
} from '../data/reservations'
import { notesOf } from '../data/notes'
import { folioTotalsOf } from '../data/folio'
import { newestReceiptOf } from '../data/receipts'
import { paidByReservation, paymentsOf } from '../data/payments'
import { storedUnits, unitById } from '../data/units'
import type { ReservationRow } from '../data/tables'
import { enqueueEmails, type OutgoingEmail } from '../mail/outbox'
import { cancelledEmail, confirmedEmail, declinedEmail, type MailContext } from '../mail/templates'
import { bookStay, checkStayRequest } from './book-stay'
import type { BookableRoom, PriceCatalog } from './catalog'
import { deskStayOf, moveReservation } from './move-reservation'
import { readFolio } from './folio-view'
import { paymentProgressOf } from './payment-progress'
import { invalid, ok, refuse, type Outcome, type Problem } from './problem'
import { toReservationView } from './reservation-view'

export type DeskContext = {
  db: Db
  rooms: readonly BookableRoom[]
  prices: PriceCatalog
  mail: Omit<MailContext, 'siteOrigin'>
  randomBytes: (count: number) => Uint8Array
  /** TRANSFER_HOLD_HOURS: also the time a guest has to send another receipt after a late rejection. */
  transferHoldHours: number
  /** NO_SHOW_FROM_HOUR: the resort's hour from which an arrival may be marked a no-show. */
  noShowFromHour: number
  /** Who invoices are issued by, with INVOICES=on; null while invoices are off. */
  seller: Seller | null
}

const LIST_LIMIT = 200
const MAX_REASON_LENGTH = STAFF_TEXT_LIMITS.reason

export const NOT_FOUND: Problem = {
  code: 'not_found',
  message: 'There is no reservation with that reference.',
}

export async function requestQueue(context: DeskContext): Promise<ReservationView[]> {
  const rows = await pendingRequests(context.db, LIST_LIMIT)
  return rows.map((row) => toReservationView(row, context.rooms))
}

export async function reservationDetail(
  context: DeskContext,
  ref: string,
  now: Date,
): Promise<Outcome<ReservationDetail>> {
  const reference = normalizeReference(ref)
  const row = reference && (await findReservationByRef(context.db, reference))
  if (!row) return refuse(NOT_FOUND)
  const events = await eventsOf(context.db, row.id)
  const notes = await notesOf(context.db, row.id)
  const payments = await paymentsOf(context.db, row.id)
  const unit = row.unit_id === null ? undefined : await unitById(context.db, Number(row.unit_id))
  const receipt = await newestReceiptOf(context.db, row.id)
  const folio = await readFolio(context.db, row.id)
  return ok({
    reservation: toReservationView(row, context.rooms),
    events: events.map((event) => ({
      at: event.at,
      who:
        event.actor_kind === 'staff'
          ? (event.staff_email ?? 'Staff')
          : event.actor_kind === 'guest'
            ? 'Guest'
            : 'System',
      from: event.from_status,
      to: event.to_status,
      note: event.note,
    })),
    actions: actionsFor(deskStayOf(row), deskClockAt(now, context.noShowFromHour)),
    unit: unit?.label ?? null,
    internalNotes: notes.map((note) => ({ at: note.at, who: note.staff_email, text: note.text })),
    payments: payments.map((payment) => ({
      at: payment.at,
      amount: payment.amount,
      method: payment.method,
      note: payment.note,
      who: payment.staff_email ?? 'Payment provider',
    })),
    money: moneyOf(row, folio.total, folio.paid),
    folio,
    invoicing: context.seller !== null,
    ...(receipt && {
      receipt: {
        id: Number(receipt.id),
        contentType: receipt.content_type,
        status: receipt.status,
        reason: receipt.reason,
        uploadedAt: receipt.uploaded_at,
      },
    }),
  })
}

/** `charged`: what the folio's lines come to. */
function moneyOf(row: ReservationRow, charged: number, paid: number): MoneyView {
  return {
    due: charged,
    paid,
    balance: charged - paid,
    ...(row.deposit !== null &&
      row.payment_way !== null && {
        deposit: { amount: Number(row.deposit), way: row.payment_way },
      }),
  }
}

/** What staff may do with a stay now (resort time): decisions, edits, a unit, desk moves. */
export function actionsFor(stay: DeskStay, clock: DeskClock): StaffAction[] {
  const { today } = clock
  const actions: StaffAction[] =
    stay.status === 'requested'
      ? ['confirm', 'decline', 'cancel', 'edit']
      : stay.status === 'confirmed' || stay.status === 'awaiting_payment'
        ? ['cancel', 'edit']
        : []
  if (stayMayChange(stay.status)) actions.push('change')
  if (nightsToAssign(stay, today).length > 0) actions.push('assign')
  return [...actions, ...deskMovesAllowed(stay, clock)]
}

type Decision = 'confirm' | 'decline' | 'cancel'
const TARGET: Record<Decision, ReservationStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
}

/** Confirm, decline or cancel; declining and cancelling need a reason, which the guest receives. */
export async function decide(
  context: DeskContext,
  ref: string,
  decision: Decision,
  reasonInput: unknown,
  staff: StaffMember,
  options: { siteOrigin: string; now: Date },
): Promise<Outcome<ReservationDetail>> {
  const reason = typeof reasonInput === 'string' ? reasonInput.trim() : ''
  if (decision !== 'confirm' && reason === '')
    return refuse(invalid({ reason: 'Give a reason: the guest receives it by email.' }))
  if (reason.length > MAX_REASON_LENGTH)
    return refuse(invalid({ reason: `Use at most ${MAX_REASON_LENGTH} characters.` }))
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)

  const outcome = await context.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const row = await findReservationByRef(trx, reference)
    if (!row) return refuse(NOT_FOUND)
    const moved = await moveReservation(
      trx,
      row,
      TARGET[decision],
      { kind: 'staff', staffId: staff.id },
      reason,
      options.now,
    )
    if (moved !== 'moved') {
      return refuse({
        code: moved === 'not_allowed' ? 'not_allowed' : 'conflict',
        message:
          moved === 'not_allowed'
            ? `This reservation is ${row.status}: it cannot be ${TARGET[decision]}.`
            : 'Someone changed this reservation a moment ago. Reload it.',
      })
    }
    const updated = (await findReservationByRef(trx, reference)) ?? row
    const email = decisionEmail(
      decision,
      // With what was paid, so a cancelled guest reads what will be refunded.
      toReservationView(updated, context.rooms, await paymentProgressOf(trx, updated)),
      reason,
      { ...context.mail, siteOrigin: options.siteOrigin },
      updated.stay_changes,
    )
    if (email) await enqueueEmails(trx, [{ ...email, reservationId: row.id }], options.now)
    return ok(null)
  })
  return outcome.ok ? reservationDetail(context, reference, options.now) : outcome
}

function decisionEmail(
  decision: Decision,
  view: ReservationView,
  reason: string,
  mail: MailContext,
  stayChanges: number,
): OutgoingEmail | null {
  // A guest who booked by phone may have given no email.
  if (!view.guest.email) return null
  if (decision === 'confirm') return confirmedEmail(view, mail, null, stayChanges)
  if (decision === 'decline') return declinedEmail(view, reason, mail)
  return cancelledEmail(view, mail, null, reason)
}

export async function editGuest(
  context: DeskContext,
  ref: string,
  input: { name: unknown; email?: unknown; phone: unknown; notes?: unknown },
  staff: StaffMember,
  now: Date,
): Promise<Outcome<ReservationDetail>> {
  const checked = checkGuest(input, { emailOptional: true })
  if ('problems' in checked) return refuse(invalid(checked.problems))
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const outcome = await context.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const row = await findReservationByRef(trx, reference)
    if (!row) return refuse(NOT_FOUND)
    if (!actionsFor(deskStayOf(row), deskClockAt(now, context.noShowFromHour)).includes('edit')) {
      return refuse({
        code: 'not_allowed',
        message: `This reservation is ${row.status}: its details are kept as they were.`,
      })
    }
    const at = now.toISOString()
    await updateGuest(trx, row.id, { ...checked.guest, notes: checked.notes }, at)
    await insertEvent(trx, {
      reservationId: row.id,
      actor: { kind: 'staff', staffId: staff.id },
      at,
      from: row.status,
      to: row.status,
      note: `Guest details edited (${changedFields(row, checked.guest, checked.notes).join(', ') || 'no change'})`,
    })
    return ok(null)
  })
  return outcome.ok ? reservationDetail(context, reference, now) : outcome
}

/** Which details changed, by name only: the event log keeps no copy of personal data. */
function changedFields(
  row: ReservationRow,
  guest: { name: string; email: string; phone: string },
  notes: string,
): string[] {
  return [
    row.guest_name !== guest.name && 'name',
    row.guest_email !== guest.email && 'email',
    row.guest_phone !== guest.phone && 'phone',
    row.notes !== notes && 'special requests',
  ].filter((field): field is string => Boolean(field))
}

export async function searchDesk(
  context: DeskContext,
  query: unknown,
): Promise<Outcome<ReservationView[]>> {
  const text = typeof query === 'string' ? query.trim() : ''
  if (text.length < 2 || text.length > 100)
    return refuse(invalid({ q: 'Type 2 to 100 characters: a reference, a name or an email.' }))
  const rows = await searchReservations(context.db, normalizeReference(text), text, 50)
  return ok(rows.map((row) => toReservationView(row, context.rooms)))
}

const DAY_LIMIT = 500

/**
 * The desk's day (domain/desk-day.ts) for `dateInput`, or the resort's today without one: each
 * stay with its unit and the moves open to it now.
 */
export async function movements(
  context: DeskContext,
  dateInput: unknown,
  now: Date,
): Promise<Outcome<MovementsResponse>> {
  const today = resortToday(now)
  const date = dateInput === undefined ? today : parseIsoDate(dateInput)
  if (!date) return refuse(invalid({ date: 'Give the day as YYYY-MM-DD.' }))
  const rows = await deskDayCandidates(context.db, date, today, DAY_LIMIT)
  const labels = new Map((await storedUnits(context.db)).map((unit) => [unit.id, unit.label]))
  const paid = await paidByReservation(
    context.db,
    rows.map((row) => row.id),
  )
  const charged = await folioTotalsOf(
    context.db,
    rows.map((row) => row.id),
  )
  const stays = rows.map((row) => ({ ...deskStayOf(row), row }))
  const view = ({ row }: (typeof stays)[number]): DeskStayView => ({
    reservation: toReservationView(row, context.rooms),
    unit: row.unit_id === null ? null : (labels.get(Number(row.unit_id)) ?? null),
    actions: actionsFor(deskStayOf(row), deskClockAt(now, context.noShowFromHour)),
    money: moneyOf(row, charged.get(row.id) ?? 0, paid.get(row.id) ?? 0),
  })
  const day = groupDeskDay(stays, date, today)
  return ok({
    date,
    today,
    arrivals: day.arrivals.map(view),
    inHouse: day.inHouse.map(view),
    departures: day.departures.map(view),
    noShows: day.noShows.map(view),
  })
}

/** A booking for a guest who called: the same no-oversell path, confirmed at once. */
export async function enterPhoneBooking(
  context: DeskContext,
  request: PhoneBookingRequest,
  staff: StaffMember,
  options: { siteOrigin: string; now: Date },
): Promise<Outcome<ReservationView>> {
  const checked = checkStayRequest(context.rooms, request, options.now, { emailOptional: true })
  if (!checked.ok) return checked
  const mail = { ...context.mail, siteOrigin: options.siteOrigin }
  return bookStay(
    context,
    checked.value,
    {
      status: 'confirmed',
      actor: { kind: 'staff', staffId: staff.id },
      holdExpiresAt: null,
      note: 'Booked by phone',
      emails: (view) => (view.guest.email ? [confirmedEmail(view, mail)] : []),
    },
    options.now,
  )
}
