import { expect, test } from 'vitest'
import {
  addRow,
  checkDiscountRows,
  describeBeneficiaries,
  discountsSavedMessage,
  firstProblem,
  removeRow,
  startingRows,
  type DiscountRow,
} from './discounts-draft'

const lourdes = { kind: 'senior', name: 'Lourdes Reyes', idNumber: 'QC-12345' } as const
const ramon = { kind: 'pwd', name: 'Ramon Cruz', idNumber: 'PWD-0042' } as const

test('the form opens with the stay’s list, or one empty senior citizen’s row when there is none', () => {
  expect(startingRows([lourdes, ramon])).toEqual([
    { key: 0, ...lourdes },
    { key: 1, ...ramon },
  ])
  expect(startingRows([])).toEqual([{ key: 0, kind: 'senior', name: '', idNumber: '' }])
})

test('a row added after others removed takes a key no row has', () => {
  const rows = removeRow(startingRows([lourdes, ramon]), 0).rows

  const added = addRow(rows)

  expect(added.map((row) => row.key)).toEqual([1, 2])
  expect(addRow([])).toEqual([{ key: 0, kind: 'senior', name: '', idNumber: '' }])
})

test('removing a row hands focus to the row after it, else the one before, else to none', () => {
  const rows = addRow(startingRows([lourdes, ramon]))

  expect(removeRow(rows, 1)).toEqual({ rows: [rows[0], rows[2]], focusKey: 2 })
  expect(removeRow(rows, 2).focusKey).toBe(1)
  expect(removeRow([rows[0]!], 0)).toEqual({ rows: [], focusKey: undefined })
  expect(removeRow(rows, 9).rows).toEqual(rows)
})

test('the whole list is sent trimmed, in the rows’ order; no rows clears it', () => {
  const rows: DiscountRow[] = [
    { key: 3, kind: 'pwd', name: '  Ramon Cruz ', idNumber: ' PWD-0042\t' },
    { key: 1, ...lourdes },
  ]

  expect(checkDiscountRows(rows)).toEqual({ request: { discounts: [ramon, lourdes] } })
  expect(checkDiscountRows([])).toEqual({ request: { discounts: [] } })
})

test('a row without a name or an ID number says which, naming the card its kind shows', () => {
  const rows: DiscountRow[] = [
    { key: 0, ...lourdes },
    { key: 1, kind: 'pwd', name: '   ', idNumber: '' },
    { key: 2, kind: 'senior', name: 'Pilar Santos', idNumber: ' ' },
  ]

  const checked = checkDiscountRows(rows)

  expect(checked).toEqual({
    problems: [
      {},
      {
        name: "Give the guest's name, as on the PWD ID.",
        idNumber: 'Give the number on the PWD ID.',
      },
      { idNumber: 'Give the number on the OSCA ID.' },
    ],
  })
  expect('problems' in checked && firstProblem(rows, checked.problems)).toEqual({
    key: 1,
    field: 'name',
  })
})

test('text longer than the API takes is refused with its length, before sending', () => {
  const rows: DiscountRow[] = [{ key: 0, ...lourdes, idNumber: 'x'.repeat(65) }]

  const checked = checkDiscountRows(rows)

  expect(checked).toEqual({ problems: [{ idNumber: 'Use at most 64 characters (now 65).' }] })
  expect('problems' in checked && firstProblem(rows, checked.problems)).toEqual({
    key: 0,
    field: 'idNumber',
  })
  expect(checkDiscountRows([{ key: 0, ...lourdes, name: ` ${'n'.repeat(200)} ` }])).toEqual({
    request: { discounts: [{ ...lourdes, name: 'n'.repeat(200) }] },
  })
})

test('no problem, no field to focus', () => {
  expect(firstProblem([{ key: 0, ...lourdes }], [{}])).toBeUndefined()
})

test('the list names each guest by their number among their kind, as the folio lines do', () => {
  const pilar = { kind: 'senior', name: 'Pilar Santos', idNumber: 'MNL-778' } as const

  expect(describeBeneficiaries([lourdes, ramon, pilar])).toEqual([
    'Senior citizen 1: Lourdes Reyes, OSCA ID QC-12345',
    'PWD 1: Ramon Cruz, PWD ID PWD-0042',
    'Senior citizen 2: Pilar Santos, OSCA ID MNL-778',
  ])
  expect(describeBeneficiaries([])).toEqual([])
})

test('saving says how many of each kind, and the total now', () => {
  expect(discountsSavedMessage({ beneficiaries: [lourdes], total: 514_286 })).toBe(
    'Saved: 1 senior citizen. Total now ₱5,142.86.',
  )
  expect(
    discountsSavedMessage({ beneficiaries: [ramon, lourdes, lourdes, ramon], total: 800_000 }),
  ).toBe('Saved: 2 senior citizens and 2 PWDs. Total now ₱8,000.')
  expect(discountsSavedMessage({ beneficiaries: [ramon], total: 100 })).toBe(
    'Saved: 1 PWD. Total now ₱1.',
  )
})

test('saving an empty list says no guest has the discount now', () => {
  expect(discountsSavedMessage({ beneficiaries: [], total: 600_000 })).toBe(
    'No guest has the senior or PWD discount now. Total now ₱6,000.',
  )
})
