import { MAX_EXTRA_QUANTITY, isExtraQuantity } from '../../../../domain/extras'
import { MAX_CHARGE, type ChargeLine } from '../../../../domain/folio'
import { formatCentavos } from '../../../../domain/money'
import { STAFF_TEXT_LIMITS } from '../../../../domain/staff-contract'
import { centavosFromText, wholeFromText } from '../../ui/amounts'

/**
 * The 'Add charge' form as typed: an extra from the catalogue (priced by the server for the
 * stay), a charge in words (a restaurant bill) at a price each, or an adjustment that takes
 * money off the bill or adds it, with its reason. Pure; the server holds
 * the same rules (services/folio.ts) and its field names are these.
 */
export type ChargeDraft = {
  kind: 'extra' | 'charge' | 'adjustment'
  /** The catalogue's code of the extra chosen. */
  extra: string
  description: string
  quantity: string
  amount: string
  /** An adjustment's way: 'off' takes the amount off the bill. */
  direction: 'off' | 'on'
  reason: string
}

/** What the form posts (a ChargeRequest): an extra, a charge in words, or an adjustment. */
export type FormCharge =
  | { extra: string; quantity: number }
  | { description: string; amount: number; quantity: number }
  | { kind: 'adjustment'; amount: number; reason: string }

export const CHARGE_FIELDS = ['extra', 'description', 'quantity', 'amount', 'reason'] as const
export type ChargeField = (typeof CHARGE_FIELDS)[number]
export type ChargeProblems = Partial<Record<ChargeField, string>>

export const STARTING_CHARGE: ChargeDraft = {
  kind: 'charge',
  extra: '',
  description: '',
  quantity: '1',
  amount: '',
  direction: 'off',
  reason: '',
}

const MAX_QUANTITY = 999

/** The request to send, or each field's problem in words. */
export function checkChargeDraft(
  draft: ChargeDraft,
): { charge: FormCharge } | { problems: ChargeProblems } {
  if (draft.kind === 'extra') return checkExtra(draft)
  return draft.kind === 'adjustment' ? checkAdjustment(draft) : checkCharge(draft)
}

function checkExtra(draft: ChargeDraft): { charge: FormCharge } | { problems: ChargeProblems } {
  const problems: ChargeProblems = {}
  if (draft.extra === '') problems.extra = 'Choose the extra.'
  const quantity = wholeFromText(draft.quantity)
  if (quantity === null || !isExtraQuantity(quantity))
    problems.quantity = `Give how many, from 1 to ${MAX_EXTRA_QUANTITY}.`
  if (Object.keys(problems).length > 0 || quantity === null) return { problems }
  return { charge: { extra: draft.extra, quantity } }
}

function checkCharge(draft: ChargeDraft): { charge: FormCharge } | { problems: ChargeProblems } {
  const problems: ChargeProblems = {}
  const description = draft.description.trim()
  if (description === '') problems.description = 'Say what the charge is for.'
  else if (description.length > STAFF_TEXT_LIMITS.chargeDescription)
    problems.description = `Use at most ${STAFF_TEXT_LIMITS.chargeDescription} characters (now ${description.length}).`
  const quantity = wholeFromText(draft.quantity)
  if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY)
    problems.quantity = `Give a quantity from 1 to ${MAX_QUANTITY}.`
  const amount = centavosFromText(draft.amount)
  if (amount === null || amount === 0)
    problems.amount = 'Enter the price of one in pesos, such as 450 or 1,250.50.'
  else if (quantity !== null && amount * quantity > MAX_CHARGE)
    problems.amount = `That comes to ${formatCentavos(amount * quantity)}; post at most ${formatCentavos(MAX_CHARGE)} at a time.`
  if (Object.keys(problems).length > 0 || amount === null || quantity === null) return { problems }
  return { charge: { description, quantity, amount } }
}

function checkAdjustment(
  draft: ChargeDraft,
): { charge: FormCharge } | { problems: ChargeProblems } {
  const problems: ChargeProblems = {}
  const amount = centavosFromText(draft.amount)
  if (amount === null || amount === 0)
    problems.amount = 'Enter the amount in pesos, such as 500 or 1,250.50.'
  else if (amount > MAX_CHARGE)
    problems.amount = `Adjust by at most ${formatCentavos(MAX_CHARGE)} at a time.`
  const reason = draft.reason.trim()
  if (reason === '') problems.reason = 'Say why the folio is adjusted.'
  else if (reason.length > STAFF_TEXT_LIMITS.reason)
    problems.reason = `Use at most ${STAFF_TEXT_LIMITS.reason} characters (now ${reason.length}).`
  if (Object.keys(problems).length > 0 || amount === null) return { problems }
  return {
    charge: { kind: 'adjustment', amount: draft.direction === 'off' ? -amount : amount, reason },
  }
}

/** The first field with a problem, in the form's order, to take focus. */
export function firstProblemField(problems: ChargeProblems): ChargeField | undefined {
  return CHARGE_FIELDS.find((field) => problems[field] !== undefined)
}

/**
 * What was posted, in words: 'Added Restaurant bill, 2 × ₱675: ₱1,350.' An extra is priced by
 * the server: its words and amount are the folio's newest line.
 */
export function chargePostedMessage(charge: FormCharge, newest?: ChargeLine): string {
  if ('kind' in charge) {
    return `Adjustment of ${formatCentavos(charge.amount)} posted.`
  }
  if ('extra' in charge) {
    return newest
      ? `Added ${newest.description}, ${newest.quantity} × ${formatCentavos(newest.unitAmount)}: ${formatCentavos(newest.amount)}.`
      : 'Extra added.'
  }
  const { quantity } = charge
  const each = quantity === 1 ? '' : `, ${quantity} × ${formatCentavos(charge.amount)}`
  return `Added ${charge.description}${each}: ${formatCentavos(quantity * charge.amount)}.`
}
