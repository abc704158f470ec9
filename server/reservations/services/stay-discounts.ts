/**
 * The senior citizen's and PWD's discount at the desk (docs/senior-and-pwd-discounts.md): the
 * list of guests who have it, and the folio lines that follow the stay's lodging whenever the
 * list or the lodging changes. Each runs in the transaction that holds the stay's row.
 */
import type { Transaction } from 'kysely'
import { resortToday, type IsoDate } from '../../../domain/calendar'
import type { ChargeLine } from '../../../domain/folio'
import {
  beneficiaryProblem,
  beneficiaryRepricing,
  BENEFICIARY_WORDS,
  type Beneficiary,
} from '../../../domain/lodging-discounts'
import { normalizeReference } from '../../../domain/reference'
import type { DiscountsRequest, FolioView, StaffMember } from '../../../domain/staff-contract'
import { folioLinesOf, insertFolioLines } from '../data/folio'
import type { Db } from '../data/connect'
import { insertEvent, touchReservation, type Actor } from '../data/reservations'
import { replaceStayDiscounts, stayDiscountsOf } from '../data/stay-discounts'
import type { Database, ReservationRow } from '../data/tables'
import { OPEN_FOR_CHARGES } from './folio'
import { readFolio } from './folio-view'
import { invalid, ok, refuse, type Outcome } from './problem'
import { NOT_FOUND } from './staff-desk'

type Stay = Pick<ReservationRow, 'id' | 'adults' | 'kids'>

/**
 * The lines that bring the stay's beneficiary lines in line with its list and with `lines`
 * (the folio as it will be). More beneficiaries than guests, after a change of party, count
 * as many as there are guests: a share is never given twice.
 */
export async function beneficiaryLinesFor(
  trx: Transaction<Database>,
  stay: Stay,
  lines: readonly ChargeLine[],
  today: IsoDate,
): Promise<ChargeLine[]> {
  const guests = stay.adults + stay.kids
  const beneficiaries = (await stayDiscountsOf(trx, stay.id)).slice(0, guests)
  return beneficiaryRepricing(lines, beneficiaries, guests, today)
}

/** `POST /api/staff/reservations/{ref}/discounts`: the stay's list replaced, its folio repriced. */
export async function setStayDiscounts(
  db: Db,
  ref: string,
  request: DiscountsRequest,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<FolioView>> {
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const beneficiaries: Beneficiary[] = request.discounts.map((discount) => ({
    kind: discount.kind,
    name: discount.name.trim(),
    idNumber: discount.idNumber.trim(),
  }))
  const at = now.toISOString()
  return db.transaction().execute(async (trx): Promise<Outcome<FolioView>> => {
    const row = await touchReservation(trx, reference, at)
    if (!row) return refuse(NOT_FOUND)
    if (!OPEN_FOR_CHARGES.has(row.status)) {
      return refuse({
        code: 'wrong_state',
        message: 'The discount is marked on a stay that is booked or in the house.',
      })
    }
    const problem = beneficiaryProblem(beneficiaries, row.adults + row.kids)
    if (problem) return refuse(invalid({ discounts: problem }))
    await replaceStayDiscounts(trx, row.id, beneficiaries, at)
    const actor: Actor = { kind: 'staff', staffId: staff.id }
    const lines = await folioLinesOf(trx, row.id)
    const repriced = await beneficiaryLinesFor(trx, row, lines, resortToday(now))
    await insertFolioLines(trx, row.id, repriced, actor, at)
    await insertEvent(trx, {
      reservationId: row.id,
      actor,
      at,
      from: row.status,
      to: row.status,
      note: `Senior / PWD: ${listWords(beneficiaries)}`,
    })
    return ok(await readFolio(trx, row.id))
  })
}

/** The list in the event log, without names or ID numbers: '1 senior citizen, 2 PWD'. */
function listWords(beneficiaries: readonly Beneficiary[]): string {
  if (beneficiaries.length === 0) return 'none'
  const count = (kind: Beneficiary['kind']) =>
    beneficiaries.filter((beneficiary) => beneficiary.kind === kind).length
  const seniors = count('senior')
  const pwds = count('pwd')
  return [
    seniors > 0
      ? `${seniors} ${BENEFICIARY_WORDS.senior.who.toLowerCase()}${seniors > 1 ? 's' : ''}`
      : '',
    pwds > 0 ? `${pwds} ${BENEFICIARY_WORDS.pwd.who}` : '',
  ]
    .filter(Boolean)
    .join(', ')
}
