/**
 * A reservation's folio at the desk (docs/reservations.md, "The folio"): read with its payments,
 * and charges posted to it. Every line is written in the transaction that reads the stay's row,
 * so a charge and a move of the same stay never cross.
 */
import type { Transaction } from 'kysely'
import { resortToday } from '../../../domain/calendar'
import {
  MAX_EXTRA_QUANTITY,
  describeExtra,
  isExtraQuantity,
  type ExtraChoice,
} from '../../../domain/extras'
import { chargeLine, MAX_CHARGE, type ChargeLine } from '../../../domain/folio'
import { formatCentavos } from '../../../domain/money'
import { normalizeReference } from '../../../domain/reference'
import type { ReservationStatus } from '../../../domain/reservation-status'
import type { ChargeRequest, FolioView, StaffMember } from '../../../domain/staff-contract'
import { insertFolioLines } from '../data/folio'
import { insertEvent, touchReservation } from '../data/reservations'
import type { Db } from '../data/connect'
import type { Database, ReservationRow } from '../data/tables'
import { invalid, ok, refuse, type Outcome } from './problem'
import { readFolio } from './folio-view'
import { NOT_FOUND } from './staff-desk'
import { priceStayExtras } from './stay-extras'

/** A charge may be posted while the stay is open: booked, awaiting payment or in the house. */
export const OPEN_FOR_CHARGES: ReadonlySet<ReservationStatus> = new Set([
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
 * Posts a charge in words (a restaurant bill, a tour) or an extra of the catalogue to an open
 * stay, or a signed adjustment with its reason to any stay: after check-out or a cancellation
 * only an adjustment may change what is owed.
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
  const today = resortToday(now)
  const wanted =
    'extra' in request
      ? { code: request.extra, quantity: request.quantity ?? 1 }
      : lineOf(request, today)
  if ('fields' in wanted) return refuse(invalid(wanted.fields))
  const adjustment = 'kind' in wanted && wanted.kind === 'adjustment'
  const at = now.toISOString()
  return db.transaction().execute(async (trx): Promise<Outcome<FolioView>> => {
    const row = await touchReservation(trx, reference, at)
    if (!row) return refuse(NOT_FOUND)
    if (!adjustment && !OPEN_FOR_CHARGES.has(row.status)) {
      return refuse({
        code: 'wrong_state',
        message:
          'Charges go on a stay that is booked or in the house. To change what a closed stay owes, post an adjustment with its reason.',
      })
    }
    const priced = 'kind' in wanted ? ok(wanted) : await extraLine(trx, wanted, row, today)
    if (!priced.ok) return priced
    const line = priced.value
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

/**
 * An extra of the catalogue, active whether offered online or not, priced by its basis for
 * this stay: its units the line's quantity, its price the unit price.
 */
async function extraLine(
  trx: Transaction<Database>,
  choice: ExtraChoice,
  row: ReservationRow,
  today: string,
): Promise<Outcome<ChargeLine>> {
  if (!isExtraQuantity(choice.quantity ?? 1)) {
    return refuse(invalid({ quantity: `Give a quantity from 1 to ${MAX_EXTRA_QUANTITY}.` }))
  }
  const stay = { nights: row.nights, guests: row.adults + row.kids }
  const priced = await priceStayExtras(trx, [choice], stay, false)
  if (!priced.ok) return refuse(invalid({ extra: priced.problem.fields?.extras ?? '' }))
  const [extra] = priced.value
  if (!extra) throw new Error('an extra asked for was not priced')
  if (extra.amount > MAX_CHARGE) {
    return refuse(
      invalid({ quantity: `This comes to more than ${formatCentavos(MAX_CHARGE)}: post fewer.` }),
    )
  }
  return ok(chargeLine('extra', describeExtra(extra), today, extra.units, extra.price))
}

/** The line a request in words asks for, or the fields to correct. */
function lineOf(
  request: Exclude<ChargeRequest, { extra: string }>,
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
