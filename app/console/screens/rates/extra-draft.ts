import {
  EXTRA_CODE_PATTERN,
  EXTRA_NAME_MAX,
  MAX_EXTRA_PRICE,
  normalizeExtraCode,
  type Extra,
  type ExtraBasis,
} from '../../../../domain/extras'
import { formatCentavos } from '../../../../domain/money'
import { centavosFromText, pesosText } from '../../ui/amounts'

/** An extra as the form holds it: the price as typed, in pesos. */
export type ExtraDraft = {
  code: string
  name: string
  price: string
  basis: ExtraBasis
  online: boolean
  active: boolean
}

export type ExtraField = 'code' | 'name' | 'price' | 'basis'
export type ExtraProblems = Partial<Record<ExtraField, string>>

export const EXTRA_FIELDS: readonly ExtraField[] = ['code', 'name', 'price', 'basis']

export const EMPTY_EXTRA: ExtraDraft = {
  code: '',
  name: '',
  price: '',
  basis: 'per_guest',
  online: true,
  active: true,
}

/** What the price is for, as staff choose it. */
export const BASIS_OPTIONS: readonly { value: ExtraBasis; label: string }[] = [
  { value: 'per_stay', label: 'For the whole stay' },
  { value: 'per_night', label: 'A night' },
  { value: 'per_guest', label: 'A guest' },
  { value: 'per_guest_night', label: 'A guest a night' },
  { value: 'per_item', label: 'Each (the guest says how many)' },
]

export function draftOf(extra: Extra): ExtraDraft {
  return { ...extra, price: pesosText(extra.price) }
}

/** The draft as the API takes it, or each field's problem in words. */
export function checkExtraDraft(
  draft: ExtraDraft,
): { request: Extra } | { problems: ExtraProblems } {
  const problems: ExtraProblems = {}
  const code = normalizeExtraCode(draft.code)
  if (code === '') problems.code = 'Enter a code for the extra, such as sunset-cruise.'
  else if (!EXTRA_CODE_PATTERN.test(code))
    problems.code =
      'Use 2 to 32 lower case letters, digits or dashes, beginning with a letter or digit.'
  const name = draft.name.trim()
  if (name === '') problems.name = 'Name the extra as guests will read it.'
  else if (name.length > EXTRA_NAME_MAX)
    problems.name = `Use at most ${EXTRA_NAME_MAX} characters (now ${name.length}).`
  const price = centavosFromText(draft.price)
  if (price === null || price === 0 || price > MAX_EXTRA_PRICE)
    problems.price = `Enter a price in pesos above 0 and up to ${formatCentavos(MAX_EXTRA_PRICE)}, such as 450.`
  if (Object.keys(problems).length > 0 || price === null) return { problems }
  const { basis, online, active } = draft
  return { request: { code, name, price, basis, online, active } }
}

/** The API's `fields` under the form's names. */
export function extraProblemsFrom(fields: Record<string, string>): ExtraProblems {
  const problems: ExtraProblems = {}
  for (const [field, message] of Object.entries(fields)) {
    const name = EXTRA_FIELDS.find((candidate) => candidate === field)
    if (name) problems[name] = message
  }
  return problems
}

/** Whom the extra is sold to, in words. */
export function saleWords(extra: Pick<Extra, 'online' | 'active'>): string {
  if (!extra.active) return 'Not sold'
  return extra.online ? 'Offered online' : 'At the desk only'
}
