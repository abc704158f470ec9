import type { Fee } from '../../../../domain/pricing'
import { centavosFromText, pesosText } from '../../ui/amounts'
import { STAFF_TEXT_LIMITS } from '../../../../domain/staff-contract'

/**
 * The taxes and fees editor: the whole list is edited, then saved at once (the API replaces
 * it). Each line keeps a `key` of its own, so removing one never hands its text to another.
 */
export type FeeKind = Fee['kind']

export type FeeDraft = {
  key: number
  label: string
  kind: FeeKind
  /** The percentage for `percent`, else pesos. */
  amount: string
  included: boolean
}

export type FeeField = 'label' | 'kind' | 'amount' | 'included'

/** Problems by the id of the field they belong to (feeFieldId). */
export type FeeProblems = Partial<Record<string, string>>

export const FEE_KINDS: readonly { value: FeeKind; label: string }[] = [
  { value: 'percent', label: 'Percent of the room total' },
  { value: 'per_stay', label: 'Fixed amount per stay' },
  { value: 'per_guest_night', label: 'Amount per guest per night' },
]

const MAX_FEE_LABEL = STAFF_TEXT_LIMITS.feeLabel

export function feeFieldId(key: number, field: FeeField): string {
  return `fee-${key}-${field}`
}

export function feeDraftsOf(fees: readonly Fee[]): FeeDraft[] {
  return fees.map((fee, key) => ({
    key,
    label: fee.label,
    kind: fee.kind,
    amount: fee.kind === 'percent' ? String(fee.amount) : pesosText(fee.amount),
    included: fee.included,
  }))
}

/** A new, empty line with a key no line of `drafts` has. */
export function newFeeDraft(drafts: readonly FeeDraft[]): FeeDraft {
  const key = Math.max(-1, ...drafts.map((draft) => draft.key)) + 1
  return { key, label: '', kind: 'per_stay', amount: '', included: false }
}

export function checkFees(
  drafts: readonly FeeDraft[],
): { request: Fee[] } | { problems: FeeProblems } {
  const problems: FeeProblems = {}
  const fees: Fee[] = []
  for (const draft of drafts) {
    const label = draft.label.trim()
    if (label === '')
      problems[feeFieldId(draft.key, 'label')] = 'Give the line a label, such as VAT 12%.'
    else if (label.length > MAX_FEE_LABEL)
      problems[feeFieldId(draft.key, 'label')] =
        `Use at most ${MAX_FEE_LABEL} characters (now ${label.length}).`
    const amount = amountOf(draft)
    if (amount === null)
      problems[feeFieldId(draft.key, 'amount')] =
        draft.kind === 'percent'
          ? 'Enter a percentage from 0 to 100, such as 12.'
          : 'Enter the amount in pesos, such as 150 or 150.50.'
    else fees.push({ label, kind: draft.kind, amount, included: draft.included })
  }
  return Object.keys(problems).length > 0 ? { problems } : { request: fees }
}

function amountOf(draft: FeeDraft): number | null {
  if (draft.kind !== 'percent') return centavosFromText(draft.amount)
  const text = draft.amount.trim().replace(/\s*%$/, '')
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null
  const percent = Number(text)
  return percent <= 100 ? percent : null
}

/** The API's `fields` for the lines ('fees.0.amount') at their fields; the rest are left out. */
export function feeProblemsFrom(
  fields: Record<string, string>,
  drafts: readonly FeeDraft[],
): FeeProblems {
  const problems: FeeProblems = {}
  for (const [field, message] of Object.entries(fields)) {
    const [, index, name] = /^fees\.(\d+)\.(label|kind|amount|included)$/.exec(field) ?? []
    const draft = index === undefined ? undefined : drafts[Number(index)]
    if (draft && name) problems[feeFieldId(draft.key, name as FeeField)] = message
  }
  return problems
}
