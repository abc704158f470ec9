/**
 * The front desk's moves (docs/reservations.md, "States"): check-in (giving a free unit when
 * the stay has none), check-out and no-show, each allowed by domain/front-desk.ts and made by
 * moveReservation, which gives back the nights not used and leaves the event.
 */
import type { Transaction } from 'kysely'
import {
  deskClockAt,
  nightsFreedBy,
  DESK_MOVE_TARGET,
  refuseDeskMove,
  type DeskMove,
} from '../../../domain/front-desk'
import { earlyNightLines, folioBalance, folioTotal } from '../../../domain/folio'
import { paidOf } from '../../../domain/ledger'
import { formatCentavos } from '../../../domain/money'
import { resortToday } from '../../../domain/calendar'
import { normalizeReference } from '../../../domain/reference'
import type {
  CheckInRequest,
  CheckOutRequest,
  ReservationDetail,
  StaffMember,
} from '../../../domain/staff-contract'
import { folioLinesOf, insertFolioLines } from '../data/folio'
import { paymentsOf } from '../data/payments'
import { touchReservation } from '../data/reservations'
import type { Database, ReservationRow } from '../data/tables'
import { markDirty } from '../data/unit-status'
import { checkedOutEmail } from '../mail/invoice-email'
import { enqueueEmails } from '../mail/outbox'
import { invoiceWhatIsLeft } from './invoices'
import { deskStayOf, moveReservation } from './move-reservation'
import { toReservationView } from './reservation-view'
import { invalid, ok, refuse, type Outcome } from './problem'
import { NOT_FOUND, reservationDetail, type DeskContext } from './staff-desk'
import { beneficiaryLinesFor } from './stay-discounts'
import { CHANGED_MEANWHILE, Refused, refusedOutcome, unitForCheckIn } from './unit-assignment'

const NOTES: Record<DeskMove, string> = {
  check_in: 'Checked in',
  check_out: 'Checked out',
  no_show: 'Marked a no-show',
}

/** A check-out as the route hands it on: the request, and the site the guest's mail links to. */
export type CheckOutMove = CheckOutRequest & { siteOrigin?: string }

export async function makeDeskMove(
  context: DeskContext,
  ref: string,
  move: DeskMove,
  staff: StaffMember,
  now: Date,
  checkOut: CheckOutMove = {},
  checkIn: CheckInRequest = {},
): Promise<Outcome<ReservationDetail>> {
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const outcome = await context.db
    .transaction()
    .execute(async (trx): Promise<Outcome<null>> => {
      // The stay's row first: a change or a charge at another desk waits, so the nights given
      // back and the balance settled are those of the stay as it is.
      const row = await touchReservation(trx, reference, now.toISOString())
      if (!row) return refuse(NOT_FOUND)
      const refusal = refuseDeskMove(
        move,
        deskStayOf(row),
        deskClockAt(now, context.noShowFromHour),
      )
      if (refusal) return refuse({ code: 'wrong_state', message: refusal })
      let note = NOTES[move]
      if (move === 'check_out') {
        const settled = await settleAtCheckOut(trx, row, checkOut, staff, now)
        if (!settled.ok) return settled
        note = [note, settled.value].filter(Boolean).join('; ')
      }
      if (move === 'check_in') {
        note = [note, await unitForCheckIn(trx, context, row, checkIn, staff, now)]
          .filter(Boolean)
          .join('; ')
      }
      const moved = await moveReservation(
        trx,
        row,
        DESK_MOVE_TARGET[move],
        { kind: 'staff', staffId: staff.id },
        note,
        now,
      )
      // A unit may have been given above: it goes back with the rest.
      if (moved !== 'moved') throw new Refused(CHANGED_MEANWHILE)
      // The guest has left the unit: it needs cleaning before the next one.
      if (move === 'check_out' && row.unit_id !== null)
        await markDirty(trx, [Number(row.unit_id)], now.toISOString())
      // In the same transaction: a stay is never checked out without the invoice it is owed,
      // and an issue that fails takes the check-out back with it rather than skip a number.
      if (move === 'check_out' && context.seller) {
        const stay = { ...row, status: 'checked_out' as const }
        const invoice = await invoiceWhatIsLeft(trx, context.seller, stay, undefined, staff, now)
        const view = toReservationView(stay, context.rooms)
        if (invoice && view.guest.email) {
          const mail = { ...context.mail, siteOrigin: checkOut.siteOrigin ?? '' }
          await enqueueEmails(trx, [checkedOutEmail(view, invoice, mail, row.id)], now)
        }
      }
      return ok(null)
    })
    .catch(refusedOutcome)
  return outcome.ok ? reservationDetail(context, reference, now) : outcome
}

/**
 * Check-out settles the folio (docs/reservations.md, "Settling at the desk"): refused while the
 * guest owes, unless staff say why it stays owed; nights an early check-out frees stay charged
 * unless staff take them off, each by an adjustment line. Gives the words the move's event adds.
 */
async function settleAtCheckOut(
  trx: Transaction<Database>,
  row: ReservationRow,
  request: CheckOutRequest,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<string>> {
  const lines = await folioLinesOf(trx, row.id)
  const freed = nightsFreedBy(deskStayOf(row), 'checked_out', resortToday(now))
  const early = request.keepEarlyNights === false ? earlyNightLines(lines, freed) : []
  // Nights taken off are lodging no longer sold: a senior's or PWD's share follows them.
  const repriced = await beneficiaryLinesFor(trx, row, [...lines, ...early], resortToday(now))
  const takenOff = [...early, ...repriced]
  const paid = paidOf((await paymentsOf(trx, row.id)).map((payment) => payment.amount))
  const { balance } = folioBalance([...lines, ...takenOff], paid)
  const reason = request.reason?.trim() ?? ''
  if (balance > 0 && !request.allowBalance) {
    return refuse({
      code: 'balance_due',
      message: `${formatCentavos(balance)} is still owed on this stay. Take the payment first, or check out leaving it owed and say why.`,
    })
  }
  if (balance > 0 && !reason) {
    return refuse(invalid({ reason: `Say why ${formatCentavos(balance)} is left owed.` }))
  }
  await insertFolioLines(
    trx,
    row.id,
    takenOff,
    { kind: 'staff', staffId: staff.id },
    now.toISOString(),
  )
  return ok(
    [
      early.length > 0
        ? `${formatCentavos(-folioTotal(early))} taken off for the nights not stayed`
        : '',
      balance > 0 ? `${formatCentavos(balance)} left owed: ${reason}` : '',
      balance < 0 ? `${formatCentavos(-balance)} to give back to the guest` : '',
    ]
      .filter(Boolean)
      .join('; '),
  )
}
