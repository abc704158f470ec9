/**
 * A guest changes their own dates (domain/guest-date-change.ts): the change is priced by the
 * same transaction staff's 'Change stay' runs, as a preview first; a requested stay is then
 * changed at once, a confirmed one is written down as a request for staff, with mail.
 */
import type { GuestDateChange, GuestDateChangeRequest } from '../../../domain/api-contract'
import { formatStayDate, resortToday } from '../../../domain/calendar'
import {
  GUEST_NIGHTS_TAKEN,
  guestDateChangeRefusal,
  guestDateChangeWay,
  type GuestDateChangeWay,
} from '../../../domain/guest-date-change'
import { formatCentavos } from '../../../domain/money'
import { checkStay } from '../../../domain/stay'
import type { StayChangeSummary } from '../../../domain/staff-contract'
import { insertEvent } from '../data/reservations'
import type { ReservationRow } from '../data/tables'
import { dateChangeRequestedEmails } from '../mail/date-change-templates'
import { enqueueEmails } from '../mail/outbox'
import { changeStayTerms, type StayChangeContext } from './change-stay'
import { matching } from './guest-reservations'
import { NOT_FOUND, ok, refuse, type Outcome, type Problem } from './problem'
import { toReservationView } from './reservation-view'

const GUEST = { kind: 'guest' as const, staffId: null }

export async function changeGuestDates(
  context: StayChangeContext,
  ref: unknown,
  request: GuestDateChangeRequest,
  options: { siteOrigin: string; now: Date },
): Promise<Outcome<GuestDateChange>> {
  const row = await matching(context.db, ref, request.email)
  if (!row) return refuse(NOT_FOUND)
  const way = guestDateChangeWay(row.status)
  if (!way) {
    return refuse({
      code: 'wrong_state',
      message: 'This reservation can no longer be changed online: please call or email us.',
    })
  }
  const today = resortToday(options.now)
  const checked = checkStay(request, today)
  if ('problems' in checked)
    return refuse({ code: 'invalid', message: 'Check the dates.', fields: checked.problems })
  const refusal = guestDateChangeRefusal(
    { checkIn: row.check_in, checkOut: row.check_out },
    checked.stay,
    today,
  )
  if (refusal) return refuse({ code: 'invalid', message: refusal, fields: { checkIn: refusal } })
  const terms = { checkIn: checked.stay.checkIn, checkOut: checked.stay.checkOut }
  const preview = request.preview || way === 'request'
  const changed = await changeStayTerms(context, row.ref, { ...terms, preview }, GUEST, options)
  if (!changed.ok) return inGuestWords(changed.problem)
  if (preview && !request.preview) await askResort(context, row, changed.value, options)
  return ok(answer(way, changed.value, request.preview === true))
}

/** The staff change's refusals of nights and units, as the guest reads them. */
function inGuestWords(problem: Problem): Outcome<never> {
  if (problem.code !== 'sold_out' && problem.code !== 'unit_taken') return refuse(problem)
  return refuse({
    code: 'sold_out',
    message: GUEST_NIGHTS_TAKEN,
    fields: { checkIn: GUEST_NIGHTS_TAKEN },
  })
}

function answer(way: GuestDateChangeWay, change: StayChangeSummary, preview: boolean) {
  const { checkIn, checkOut, nights, total, previousTotal, difference } = change
  return { way, preview, checkIn, checkOut, nights, total, previousTotal, difference }
}

/** A confirmed stay's change waits for staff: an event on the reservation, and the two mails. */
async function askResort(
  context: StayChangeContext,
  row: ReservationRow,
  change: StayChangeSummary,
  options: { siteOrigin: string; now: Date },
) {
  const view = toReservationView(row, context.rooms)
  await context.db.transaction().execute(async (trx) => {
    await insertEvent(trx, {
      reservationId: row.id,
      actor: GUEST,
      at: options.now.toISOString(),
      from: row.status,
      to: row.status,
      note: `Guest asks to change the dates to ${formatStayDate(change.checkIn)} to ${formatStayDate(change.checkOut)} (${formatCentavos(change.total)} at today's prices); answer with 'Change stay'`,
    })
    const mail = { ...context.mail, siteOrigin: options.siteOrigin }
    await enqueueEmails(trx, dateChangeRequestedEmails(view, change, mail, row.id), options.now)
  })
}
