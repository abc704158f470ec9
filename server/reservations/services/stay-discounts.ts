/**
 * The senior citizen's and PWD's discount at the desk (docs/senior-and-pwd-discounts.md): the
 * list of guests who have it, and the folio lines that follow the stay's lodging whenever the
 * list or the lodging changes. Each runs in the transaction that holds the stay's row.
 */
import type { Transaction } from 'kysely'
import { resortToday, type IsoDate } from '../../../domain/calendar'
import type { ChargeLine } from '../../../domain/folio'
import {
  feeTierProblem,
  localFeeLines,
  localFeeRepricing,
  tiersOfGuests,
  type FeeTierChoice,
  type LocalFee,
} from '../../../domain/local-fees'
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
import { localFeesOf, replaceStayFeeTiers, stayFeeTiersOf } from '../data/local-fees'
import { replaceStayDiscounts, stayDiscountsOf } from '../data/stay-discounts'
import type { Database, ReservationRow } from '../data/tables'
import { OPEN_FOR_CHARGES } from './folio'
import { readFolio } from './folio-view'
import { invalid, ok, refuse, type Outcome } from './problem'
import { NOT_FOUND } from './staff-desk'

type Stay = Pick<ReservationRow, 'id' | 'adults' | 'kids' | 'nights' | 'check_in'>

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
  const discounts = beneficiaryRepricing(lines, beneficiaries, guests, today)
  return [...discounts, ...(await localFeeLinesFor(trx, stay, lines))]
}

/**
 * The lines that bring the stay's local fees in line with its guests' tiers, its party and its
 * nights (docs/local-fees.md): none charged until the desk has recorded tiers. They are dated
 * the day of arrival, when the local government collects them.
 */
async function localFeeLinesFor(
  trx: Transaction<Database>,
  stay: Stay,
  lines: readonly ChargeLine[],
): Promise<ChargeLine[]> {
  const choices = await stayFeeTiersOf(trx, stay.id)
  const fees = choices.length > 0 ? await localFeesOf(trx) : []
  const guests = stay.adults + stay.kids
  const stayed = { guests, nights: Number(stay.nights) }
  const wanted = localFeeLines(fees, choices, stayed, stay.check_in as IsoDate)
  return localFeeRepricing(lines, wanted)
}

/** Every guest's tier of every fee: the desk's choice, or the fee's default. */
function everyGuestsTier(
  fees: readonly LocalFee[],
  choices: readonly FeeTierChoice[],
  guests: number,
): FeeTierChoice[] {
  return fees.flatMap((fee) =>
    tiersOfGuests(fee, choices, guests).map((tier, index) => ({
      fee: fee.code,
      guest: index + 1,
      tier: tier.code,
    })),
  )
}

/**
 * `POST /api/staff/reservations/{ref}/discounts`: the stay's list replaced and, when
 * `feeTiers` is given, its guests' local fee tiers; its folio repriced.
 */
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
    const guests = row.adults + row.kids
    const problem = beneficiaryProblem(beneficiaries, guests)
    if (problem) return refuse(invalid({ discounts: problem }))
    if (request.feeTiers) {
      const fees = await localFeesOf(trx)
      const feeProblem = feeTierProblem(fees, request.feeTiers, guests)
      if (feeProblem) return refuse(invalid({ feeTiers: feeProblem }))
      await replaceStayFeeTiers(trx, row.id, everyGuestsTier(fees, request.feeTiers, guests), at)
    }
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
      note: `Senior / PWD: ${listWords(beneficiaries)}${request.feeTiers ? '; local fee tiers chosen' : ''}`,
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
