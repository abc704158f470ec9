import {
  BENEFICIARY_WORDS,
  beneficiaryLabels,
  type Beneficiary,
  type BeneficiaryKind,
} from '../../../../domain/lodging-discounts'
import { formatCentavos } from '../../../../domain/money'
import type { DiscountsRequest } from '../../../../domain/staff-contract'

/**
 * The 'Senior / PWD' form as typed: a row for each guest who showed a senior citizen's or a
 * PWD's ID. Pure. The whole list is sent at once, and the server judges what needs the stay
 * (how many guests it has, a person named twice: domain/lodging-discounts.ts); this says only
 * what each row lacks, next to its field.
 */
export type DiscountRow = {
  /** Stays with the row while the rows above it go, so React keeps each row's fields. */
  key: number
  kind: BeneficiaryKind
  name: string
  idNumber: string
}

export type RowField = 'name' | 'idNumber'
export type RowProblems = Partial<Record<RowField, string>>

// The API's schema (server/reservations/http/staff-schemas.ts) takes no longer text.
const LIMITS: Record<RowField, number> = { name: 200, idNumber: 64 }

/** The stay's list as the folio has it; one empty row when there is none, to fill at once. */
export function startingRows(beneficiaries: readonly Beneficiary[]): DiscountRow[] {
  if (beneficiaries.length === 0) return addRow([])
  return beneficiaries.map(({ kind, name, idNumber }, key) => ({ key, kind, name, idNumber }))
}

/** The rows with an empty one at the end, a senior citizen until the desk says otherwise. */
export function addRow(rows: readonly DiscountRow[]): DiscountRow[] {
  const key = Math.max(-1, ...rows.map((row) => row.key)) + 1
  return [...rows, { key, kind: 'senior', name: '', idNumber: '' }]
}

/**
 * The rows without the one removed, and the row whose fields take focus in place of its
 * 'Remove' button: the one after it, else the one before; none when it was the last.
 */
export function removeRow(
  rows: readonly DiscountRow[],
  key: number,
): { rows: DiscountRow[]; focusKey: number | undefined } {
  const index = rows.findIndex((row) => row.key === key)
  const left = rows.filter((row) => row.key !== key)
  return { rows: left, focusKey: (left[index] ?? left[index - 1])?.key }
}

/** The request to send, trimmed, or each row's problems (an entry a row, in the rows' order). */
export function checkDiscountRows(
  rows: readonly DiscountRow[],
): { request: DiscountsRequest } | { problems: RowProblems[] } {
  const problems = rows.map(rowProblems)
  if (problems.some((found) => Object.keys(found).length > 0)) return { problems }
  return {
    request: {
      discounts: rows.map(({ kind, name, idNumber }) => ({
        kind,
        name: name.trim(),
        idNumber: idNumber.trim(),
      })),
    },
  }
}

function rowProblems(row: DiscountRow): RowProblems {
  const problems: RowProblems = {}
  const card = BENEFICIARY_WORDS[row.kind].id
  const name = row.name.trim()
  const idNumber = row.idNumber.trim()
  if (name === '') problems.name = `Give the guest's name, as on the ${card}.`
  else if (name.length > LIMITS.name) problems.name = tooLong(name, LIMITS.name)
  if (idNumber === '') problems.idNumber = `Give the number on the ${card}.`
  else if (idNumber.length > LIMITS.idNumber) problems.idNumber = tooLong(idNumber, LIMITS.idNumber)
  return problems
}

function tooLong(text: string, limit: number): string {
  return `Use at most ${limit} characters (now ${text.length}).`
}

/** The first field with a problem, row by row and in each row's order, to take focus. */
export function firstProblem(
  rows: readonly DiscountRow[],
  problems: readonly RowProblems[],
): { key: number; field: RowField } | undefined {
  for (const [index, row] of rows.entries()) {
    const found = problems[index]
    const field = (['name', 'idNumber'] as const).find((each) => found?.[each] !== undefined)
    if (field) return { key: row.key, field }
  }
  return undefined
}

/**
 * Who has the discount, named by their number as the folio's lines name them:
 * 'Senior citizen 1: Lourdes Reyes, OSCA ID QC-12345'.
 */
export function describeBeneficiaries(beneficiaries: readonly Beneficiary[]): string[] {
  const labels = beneficiaryLabels(beneficiaries)
  return beneficiaries.map(
    (beneficiary, index) =>
      `${labels[index]}: ${beneficiary.name}, ${BENEFICIARY_WORDS[beneficiary.kind].id} ${beneficiary.idNumber}`,
  )
}

/** What is said once the list is saved: 'Saved: 1 senior citizen. Total now ₱5,142.86.' */
export function discountsSavedMessage(folio: {
  beneficiaries: readonly Beneficiary[]
  total: number
}): string {
  const total = `Total now ${formatCentavos(folio.total)}.`
  if (folio.beneficiaries.length === 0) {
    return `No guest has the senior or PWD discount now. ${total}`
  }
  const count = (kind: BeneficiaryKind) =>
    folio.beneficiaries.filter((beneficiary) => beneficiary.kind === kind).length
  const seniors = count('senior')
  const pwds = count('pwd')
  const who = [
    seniors > 0 ? `${seniors} senior citizen${seniors === 1 ? '' : 's'}` : '',
    pwds > 0 ? `${pwds} ${BENEFICIARY_WORDS.pwd.who}${pwds === 1 ? '' : 's'}` : '',
  ].filter(Boolean)
  return `Saved: ${who.join(' and ')}. ${total}`
}
