/**
 * A reservation's folio at the desk (docs/reservations.md, "The folio"): read with its payments,
 * and charges posted to it. Every line is written in the transaction that reads the stay's row,
 * so a charge and a move of the same stay never cross.
 */
import { resortToday } from '../../../domain/calendar'
import { chargeLine, MAX_CHARGE, type ChargeLine } from '../../../domain/folio'
import { formatCentavos } from '../../../domain/money'
import { normalizeReference } from '../../../domain/reference'
import type { ReservationStatus } from '../../../domain/reservation-status'
import type { ChargeRequest, FolioView, StaffMember } from '../../../domain/staff-contract'
import { insertFolioLines } from '../data/folio'
import { insertEvent, touchReservation } from '../data/reservations'
import type { Db } from '../data/connect'
import { invalid, ok, refuse, type Outcome } from './problem'
import { readFolio } from './folio-view'
import { NOT_FOUND } from './staff-desk'

/** A charge may be posted while the stay is open: booked, awaiting payment or in the house. */
const OPEN: ReadonlySet<ReservationStatus> = new Set([
  'requested',
  'awaiting_payment',
  'confirmed',
  'checked_in',
])

export async function folioByRef(db: Db, ref: string): Promise<Outcome<FolioView>> {
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const row = await db
    .selectFrom('reservation')
    .select('id')
    .where('ref', '=', reference)
    .executeTakeFirst()
  return row ? ok(await readFolio(db, Number(row.id))) : refuse(NOT_FOUND)
}

/**
 * Posts a charge in words (a restaurant bill, a tour) to an open stay, or a signed adjustment
 * with its reason to any stay: after check-out or a cancellation only an adjustment may change
 * what is owed.
 */
export async function postCharge(
  db: Db,
  ref: string,
  request: ChargeRequest,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<FolioView>> {
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const line = lineOf(request, resortToday(now))
  if ('fields' in line) return refuse(invalid(line.fields))
  const at = now.toISOString()
  return db.transaction().execute(async (trx): Promise<Outcome<FolioView>> => {
    const row = await touchReservation(trx, reference, at)
    if (!row) return refuse(NOT_FOUND)
    if (line.kind !== 'adjustment' && !OPEN.has(row.status)) {
      return refuse({
        code: 'wrong_state',
        message:
          'Charges go on a stay that is booked or in the house. To change what a closed stay owes, post an adjustment with its reason.',
      })
    }
    const actor = { kind: 'staff' as const, staffId: staff.id }
    await insertFolioLines(trx, row.id, [line], actor, at)
    await insertEvent(trx, {
      reservationId: row.id,
      actor,
      at,
      from: row.status,
      to: row.status,
      note: `${line.kind === 'adjustment' ? 'Adjustment' : 'Charge'}: ${line.description}, ${formatCentavos(line.amount)}`,
    })
    return ok(await readFolio(trx, row.id))
  })
}

/** The line a request asks for, or the fields to correct. */
function lineOf(
  request: ChargeRequest,
  today: string,
): ChargeLine | { fields: Record<string, string> } {
  if ('kind' in request && request.kind === 'adjustment') {
    const reason = request.reason.trim()
    const amount = request.amount
    if (!reason) return { fields: { reason: 'Say why the folio is adjusted.' } }
    if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_CHARGE)
      return { fields: { amount: amountWords() } }
    return chargeLine('adjustment', reason, today, 1, amount)
  }
  const description = request.description.trim()
  const quantity = request.quantity ?? 1
  const amount = request.amount
  if (!description) return { fields: { description: 'Say what the charge is for.' } }
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > 999)
    return { fields: { quantity: 'Give a quantity from 1 to 999.' } }
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount * quantity > MAX_CHARGE)
    return { fields: { amount: amountWords() } }
  return chargeLine('extra', description, today, quantity, amount)
}

function amountWords(): string {
  return `Enter an amount in pesos, other than zero, of at most ${formatCentavos(MAX_CHARGE)}.`
}
