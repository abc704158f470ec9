/**
 * Money taken or given back at the desk (docs/reservations.md, "States"): one ledger row per entry,
 * checked against what the stay owes in its state. Money for a stay awaiting its deposit is taken
 * as the deposit, by the path a receipt or the gateway takes: enough of it confirms the stay, so
 * the sweep never lets a paid hold expire. Two desks recording at once are taken one after the
 * other: the entry first writes the reservation's row, which holds it for the rest of the
 * transaction on PostgreSQL as SQLite's write transaction holds the whole database.
 */
import {
  deskEntryRefusal,
  DESK_PAYMENT_METHODS,
  paidOf,
  PAYMENT_METHOD_WORDS,
} from '../../../domain/ledger'
import { formatCentavos } from '../../../domain/money'
import { normalizeReference } from '../../../domain/reference'
import type {
  DeskPaymentRequest,
  ReservationDetail,
  StaffMember,
} from '../../../domain/staff-contract'
import { folioTotalOf } from '../data/folio'
import { insertPayment, paymentsOf, refundsOnTheirWay } from '../data/payments'
import { insertEvent, touchReservation } from '../data/reservations'
import { invalid, ok, refuse, type Outcome } from './problem'
import { NOT_FOUND, reservationDetail, type DeskContext } from './staff-desk'
import { takeDeposit } from './take-deposit'

export async function recordDeskPayment(
  context: DeskContext,
  ref: string,
  entry: DeskPaymentRequest,
  staff: StaffMember,
  options: { siteOrigin: string; now: Date },
): Promise<Outcome<ReservationDetail>> {
  const { now } = options
  const method = DESK_PAYMENT_METHODS.find((known) => known === entry.method)
  if (!method) {
    return refuse(
      invalid({ method: `Choose one of: ${Object.values(PAYMENT_METHOD_WORDS).join(', ')}.` }),
    )
  }
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const at = now.toISOString()
  const outcome = await context.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const row = await touchReservation(trx, reference, at)
    if (!row) return refuse(NOT_FOUND)
    // Money PayMongo is already giving back counts as given back: the desk must not repeat it.
    const onTheirWay = entry.amount < 0 ? await refundsOnTheirWay(trx, row.id) : 0
    const paid =
      paidOf((await paymentsOf(trx, row.id)).map((payment) => payment.amount)) - onTheirWay
    const due = await folioTotalOf(trx, row.id)
    const refusal = deskEntryRefusal(entry.amount, paid, due)
    if (refusal) {
      const refunding =
        onTheirWay > 0
          ? ` PayMongo is already refunding ${formatCentavos(onTheirWay)} of what was paid.`
          : ''
      return refuse(invalid({ amount: refusal + refunding }))
    }
    if (row.status === 'awaiting_payment' && entry.amount > 0) {
      const mail = { ...context.mail, siteOrigin: options.siteOrigin }
      const money = {
        amount: entry.amount,
        method,
        providerRef: null,
        recordedBy: 'staff' as const,
        staffId: staff.id,
        note: entry.note?.trim() ?? '',
      }
      await takeDeposit(trx, { rooms: context.rooms, mail }, row, money, now)
      return ok(null)
    }
    await insertPayment(trx, {
      reservationId: row.id,
      amount: entry.amount,
      method,
      providerRef: null,
      note: entry.note?.trim() ?? '',
      recordedBy: 'staff',
      staffId: staff.id,
      at,
    })
    await insertEvent(trx, {
      reservationId: row.id,
      actor: { kind: 'staff', staffId: staff.id },
      at,
      from: row.status,
      to: row.status,
      note: `${entry.amount > 0 ? 'Payment' : 'Money given back'}: ${formatCentavos(Math.abs(entry.amount))}, ${PAYMENT_METHOD_WORDS[method]}`,
    })
    return ok(null)
  })
  return outcome.ok ? reservationDetail(context, reference, now) : outcome
}
