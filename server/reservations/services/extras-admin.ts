/**
 * Staff's extras catalogue (the Rates screen's 'Extras'): list, add and change. Like every price
 * change, each one and its line in the price history are one transaction.
 */
import {
  EXTRA_BASES,
  EXTRA_CODE_PATTERN,
  EXTRA_NAME_MAX,
  MAX_EXTRA_PRICE,
  describeExtra,
  normalizeExtraCode,
  type Extra,
  type ExtraUpdate,
  type ExtrasResponse,
} from '../../../domain/extras'
import { formatCentavos } from '../../../domain/money'
import type { StaffMember } from '../../../domain/staff-contract'
import type { Db } from '../data/connect'
import { isUniqueViolation } from '../data/errors'
import { insertExtra, listExtras, updateExtra } from '../data/extras'
import { recordPriceChange } from '../data/prices'
import { isPlainName } from './plain-name'
import { invalid, ok, refuse, type Outcome } from './problem'

export async function extras(db: Db): Promise<ExtrasResponse> {
  return { extras: await listExtras(db) }
}

export async function createExtra(
  db: Db,
  request: Extra,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<Extra>> {
  const code = normalizeExtraCode(request.code)
  const fields = updateProblems(request)
  if (!EXTRA_CODE_PATTERN.test(code)) {
    fields.code =
      'A code is 2 to 32 lower case letters, digits or dashes, starting with a letter or digit.'
  }
  if (Object.keys(fields).length > 0) return refuse(invalid(fields))
  const extra: Extra = { ...request, code, name: request.name.trim() }
  try {
    await db.transaction().execute(async (trx) => {
      await insertExtra(trx, extra)
      await recordPriceChange(trx, {
        staffId: staff.id,
        at: now.toISOString(),
        what: `Added: extra ${code}, ${describeSale(extra)}`,
      })
    })
  } catch (error) {
    if (!isUniqueViolation(error, 'extra')) throw error
    return refuse({
      code: 'conflict',
      message: `There is an extra ${code} already.`,
      fields: { code: `There is an extra ${code} already: choose another code.` },
    })
  }
  return ok(extra)
}

export async function changeExtra(
  db: Db,
  codeInput: string,
  request: ExtraUpdate,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<Extra>> {
  const code = normalizeExtraCode(codeInput)
  const missing = refuse({ code: 'not_found', message: `There is no extra ${code}.` })
  if (!EXTRA_CODE_PATTERN.test(code)) return missing
  const fields = updateProblems(request)
  if (Object.keys(fields).length > 0) return refuse(invalid(fields))
  const extra: Extra = { ...request, code, name: request.name.trim() }
  return db.transaction().execute(async (trx): Promise<Outcome<Extra>> => {
    if (!(await updateExtra(trx, code, extra))) return missing
    await recordPriceChange(trx, {
      staffId: staff.id,
      at: now.toISOString(),
      what: `Changed: extra ${code}, ${describeSale(extra)}`,
    })
    return ok(extra)
  })
}

/** What staff may set of an extra, field by field, in words. */
function updateProblems(request: ExtraUpdate): Record<string, string> {
  const fields: Record<string, string> = {}
  if (!isPlainName(request.name.trim(), EXTRA_NAME_MAX)) {
    fields.name = `Name the extra in 1 to ${EXTRA_NAME_MAX} characters.`
  }
  if (!(Number.isInteger(request.price) && request.price > 0 && request.price <= MAX_EXTRA_PRICE)) {
    fields.price = `A price is more than ₱0 and at most ${formatCentavos(MAX_EXTRA_PRICE)}, in whole centavos.`
  }
  if (!EXTRA_BASES.includes(request.basis)) fields.basis = 'Choose how the extra is priced.'
  return fields
}

/** 'Breakfast, ₱450 a guest a night, offered online': the history's words for an extra. */
function describeSale(extra: Extra): string {
  const sold = !extra.active ? 'not sold' : extra.online ? 'offered online' : 'at the desk only'
  return `${describeExtra(extra)}, ${sold}`
}
