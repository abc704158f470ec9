/**
 * Money for a booking's deposit, from the gateway's signed webhook or from staff accepting a
 * transfer receipt (docs/reservations.md, "States"): written to the ledger whatever the booking's
 * state, so no payment is ever lost. Enough of it confirms a booking awaiting payment, with no
 * staff step; money for a booking that no longer holds its room is kept and flagged to be given
 * back. The caller's transaction holds the reservation (touchReservation) while this runs.
 */
import type { Transaction } from 'kysely'
import { formatCentavos } from '../../../domain/money'
import { holdsInventory } from '../../../domain/reservation-status'
import { folioTotalOf } from '../data/folio'
import { insertPayment, paidByReservation } from '../data/payments'
import { findReservationByRef, insertEvent, type Actor } from '../data/reservations'
import type { Database, PaymentTable, ReservationRow } from '../data/tables'
import { enqueueEmails, withdrawUnsent } from '../mail/outbox'
import { paidAfterHoldEmail, paidBookingEmail } from '../mail/payment-templates'
import { confirmedEmail, EMAIL_KINDS, type MailContext } from '../mail/templates'
import type { BookableRoom } from './catalog'
import { moveReservation } from './move-reservation'
import { toReservationView } from './reservation-view'

export type DepositMoney = {
  amount: number
  /** 'paymongo:gcash', 'bank_transfer': how it came, for the ledger. */
  method: string
  providerRef: string | null
  recordedBy: PaymentTable['recorded_by']
  staffId: number | null
  note: string
}

/**
 * confirmed: the deposit is paid and the stay confirmed; recorded: kept on a stay that goes on
 * (a deposit paid in part, or money beyond it); owed_back: the stay no longer holds its room.
 */
export type DepositOutcome = 'confirmed' | 'recorded' | 'owed_back'

export async function takeDeposit(
  trx: Transaction<Database>,
  context: { rooms: readonly BookableRoom[]; mail: MailContext },
  reservation: ReservationRow,
  money: DepositMoney,
  now: Date,
): Promise<DepositOutcome> {
  const at = now.toISOString()
  await insertPayment(trx, { reservationId: reservation.id, ...money, at })
  const paid = (await paidByReservation(trx, [reservation.id])).get(reservation.id) ?? 0
  const actor: Actor =
    money.recordedBy === 'staff'
      ? { kind: 'staff', staffId: money.staffId }
      : { kind: 'system', staffId: null }
  const deposit = Number(reservation.deposit ?? reservation.total)
  const words = `${formatCentavos(money.amount)} paid${money.recordedBy === 'provider' ? ' online' : ''}`

  if (reservation.status === 'awaiting_payment' && paid >= deposit) {
    const moved = await moveReservation(
      trx,
      reservation,
      'confirmed',
      actor,
      `Deposit paid: ${words}`,
      now,
    )
    if (moved !== 'moved') throw new Error('a held reservation changed inside its transaction')
    const confirmed = await findReservationByRef(trx, reservation.ref)
    if (!confirmed) throw new Error('a reservation vanished inside its own transaction')
    const view = toReservationView(confirmed, context.rooms, { paid, receiptInReview: false })
    // An online payer's reminder to pay, still waiting (onlineReminderAt), no longer applies.
    await withdrawUnsent(trx, confirmed.id, EMAIL_KINDS.depositReminder, now)
    await enqueueEmails(
      trx,
      [
        ...(view.guest.email ? [confirmedEmail(view, context.mail, confirmed.id)] : []),
        paidBookingEmail(view, context.mail, confirmed.id),
        ...(paid > Number(confirmed.total)
          ? [paidAfterHoldEmail(view, context.mail, confirmed.id)]
          : []),
      ],
      now,
    )
    return 'confirmed'
  }

  const due = await folioTotalOf(trx, reservation.id)
  // A stay that no longer holds its room may still owe its cancellation's or no-show's charge:
  // only money beyond that goes back.
  const owedBack = !holdsInventory(reservation.status) && paid > due
  await insertEvent(trx, {
    reservationId: reservation.id,
    actor,
    at,
    from: reservation.status,
    to: reservation.status,
    note: owedBack
      ? `${words} after the room was no longer held: give it back`
      : paid < deposit
        ? `${words}: ${formatCentavos(deposit - paid)} of the deposit is still to pay`
        : `${words}${paid > due ? `: ${formatCentavos(paid - due)} more than is due` : ''}`,
  })
  if (paid > due) {
    const view = toReservationView(reservation, context.rooms, { paid, receiptInReview: false })
    await enqueueEmails(trx, [paidAfterHoldEmail(view, context.mail, reservation.id)], now)
  }
  return owedBack ? 'owed_back' : 'recorded'
}
