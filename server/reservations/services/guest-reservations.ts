/** A guest's own booking: found by reference and email, and cancelled by its guest. */
import type { ReservationView } from '../../../domain/api-contract'
import { formatStayDate, resortToday } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import { normalizeEmail } from '../../../domain/guest'
import { guestMayPayBalance } from '../../../domain/ledger'
import { normalizeReference } from '../../../domain/reference'
import { guestMayCancel } from '../../../domain/stay'
import type { Db } from '../data/connect'
import { folioLinesOf } from '../data/folio'
import { paidByReservation } from '../data/payments'
import type { Actor } from '../data/reservations'
import { findReservationByRef } from '../data/reservations'
import type { ReservationRow } from '../data/tables'
import { enqueueEmails } from '../mail/outbox'
import { cancelledEmail } from '../mail/templates'
import type { BookableRoom } from './catalog'
import { cancellationCharge, moveReservation } from './move-reservation'
import { NOT_FOUND, ok, refuse, type Outcome } from './problem'
import { paymentProgressOf } from './payment-progress'
import { guestFolioOf, toReservationView } from './reservation-view'

export type GuestContext = {
  db: Db
  rooms: readonly BookableRoom[]
  resortName: string
  resortEmail: string
  resortAddress?: string
}

/**
 * The look-up's answer: the booking with its folio as the guest reads it, and whether what it
 * owes can be paid online from the page (pay-balance.ts refuses the same cases).
 */
export async function findGuestReservation(
  context: GuestContext & { paysOnline: boolean },
  ref: unknown,
  email: unknown,
): Promise<Outcome<ReservationView>> {
  const row = await matching(context.db, ref, email)
  if (!row) return refuse(NOT_FOUND)
  const view = toReservationView(row, context.rooms, await paymentProgressOf(context.db, row))
  const paid = (await paidByReservation(context.db, [row.id])).get(row.id) ?? 0
  const folio = guestFolioOf(await folioLinesOf(context.db, row.id), paid)
  const payBalance = context.paysOnline && guestMayPayBalance(row.status) && folio.balance > 0
  return ok({ ...view, folio, payBalance })
}

const GUEST: Actor = { kind: 'guest', staffId: null }

/**
 * Cancelling twice answers the cancelled booking again, so a guest's retry after a lost
 * answer is not an error.
 */
export async function cancelGuestReservation(
  context: GuestContext,
  ref: unknown,
  email: unknown,
  options: { expectedCharge?: number | undefined; siteOrigin: string; now: Date },
): Promise<Outcome<ReservationView>> {
  return context.db.transaction().execute(async (trx) => {
    const row = await matching(trx, ref, email)
    if (!row) return refuse(NOT_FOUND)
    if (row.status === 'cancelled') {
      return ok(toReservationView(row, context.rooms, await paymentProgressOf(trx, row)))
    }
    if (!guestMayCancel(row.check_in, resortToday(options.now))) {
      return refuse({
        code: 'not_allowed',
        message: `This stay began on ${formatStayDate(row.check_in)}: it can no longer be cancelled here. Please contact the resort.`,
      })
    }
    // The free day may have passed since the guest read what cancelling costs (midnight, resort
    // time): a charge they were not shown is never taken.
    const due = cancellationCharge(row, 'cancelled', GUEST, options.now) ?? 0
    if (options.expectedCharge !== undefined && options.expectedCharge !== due) {
      return refuse({
        code: 'price_changed',
        message: `Cancelling now costs ${formatCentavos(due)}, not the ${formatCentavos(options.expectedCharge)} you were shown. Nothing was cancelled: look it up again to see why.`,
        total: due,
      })
    }
    const result = await moveReservation(
      trx,
      row,
      'cancelled',
      GUEST,
      'Cancelled by the guest',
      options.now,
    )
    if (result !== 'moved') {
      return refuse({
        code: result === 'not_allowed' ? 'not_allowed' : 'conflict',
        message:
          result === 'not_allowed'
            ? `This reservation is ${row.status} and can no longer be cancelled.`
            : 'This reservation changed a moment ago. Look it up again.',
      })
    }
    const cancelled = await findReservationByRef(trx, row.ref)
    if (!cancelled) throw new Error('a reservation vanished inside its own transaction')
    const view = toReservationView(
      cancelled,
      context.rooms,
      await paymentProgressOf(trx, cancelled),
    )
    await enqueueEmails(
      trx,
      [
        {
          ...cancelledEmail(view, {
            resortName: context.resortName,
            siteOrigin: options.siteOrigin,
            resortEmail: context.resortEmail,
            resortAddress: context.resortAddress,
          }),
          reservationId: row.id,
        },
      ],
      options.now,
    )
    return ok(view)
  })
}

/** The reservation of `ref` when `email` is its guest's; undefined alike for either wrong. */
export async function matching(
  db: Parameters<typeof findReservationByRef>[0],
  ref: unknown,
  email: unknown,
): Promise<ReservationRow | undefined> {
  const reference = normalizeReference(ref)
  if (reference === null || typeof email !== 'string' || email.length > 254) return undefined
  const row = await findReservationByRef(db, reference)
  // Erased guest data (null) and a phone booking without email ('') never match.
  if (!row || !row.guest_email || row.guest_email !== normalizeEmail(email)) return undefined
  return row
}
