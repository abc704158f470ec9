import { useId, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import {
  BENEFICIARY_KINDS,
  BENEFICIARY_WORDS,
  type Beneficiary,
  type BeneficiaryKind,
} from '../../../../domain/lodging-discounts'
import type { FolioView } from '../../../../domain/staff-contract'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { DialogForm } from '../../ui/dialog-form'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import {
  addRow,
  checkDiscountRows,
  firstProblem,
  removeRow,
  startingRows,
  type DiscountRow,
  type RowProblems,
} from './discounts-draft'

const KIND_OPTIONS = BENEFICIARY_KINDS.map((kind) => ({
  value: kind,
  label: BENEFICIARY_WORDS[kind].who,
}))

type DiscountsDialogProps = {
  open: boolean
  reference: string
  beneficiaries: readonly Beneficiary[]
  onClose: () => void
  onSaved: (folio: FolioView) => void
}

/** 'Senior / PWD': the guests who showed a senior citizen's or a PWD's ID, saved as one list. */
export function DiscountsDialog(props: DiscountsDialogProps) {
  // Remade at each opening, so the rows start from the list as the folio has it then.
  return props.open ? <DiscountsForm {...props} /> : null
}

function DiscountsForm({ reference, beneficiaries, onClose, onSaved }: DiscountsDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const [rows, setRows] = useState(() => startingRows(beneficiaries))
  const [problems, setProblems] = useState<RowProblems[]>([])
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const fieldId = (key: number, field: string) => `${id}-${key}-${field}`

  function update(key: number, change: Partial<DiscountRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))
  }

  // Rows come and go under the keyboard: focus goes to a field that is there, never to the body.
  function add() {
    const added = addRow(rows)
    flushSync(() => {
      setRows(added)
      setProblems([])
    })
    document.getElementById(fieldId(added.at(-1)!.key, 'kind'))?.focus()
  }

  function remove(key: number) {
    const { rows: left, focusKey } = removeRow(rows, key)
    flushSync(() => {
      setRows(left)
      setProblems([])
    })
    const next = focusKey === undefined ? `${id}-add` : fieldId(focusKey, 'kind')
    document.getElementById(next)?.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkDiscountRows(rows)
    if ('problems' in checked) {
      setProblems(checked.problems)
      const first = firstProblem(rows, checked.problems)
      if (first) document.getElementById(fieldId(first.key, first.field))?.focus()
      return
    }
    setProblems([])
    setSending(true)
    const result = await call(staffApi.setDiscounts(reference, checked.request))
    setSending(false)
    if (result.ok) onSaved(result.data)
    // The list as a whole is refused (too many for the stay, a guest twice): said where the
    // buttons are, the rows kept as typed.
    else setRefusal(result.problem.fields.discounts ?? describeProblem(result.problem))
  }

  return (
    <DialogForm
      open
      id={id}
      title="Senior / PWD"
      describedBy={`${id}-about`}
      confirmLabel="Save"
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p id={`${id}-about`}>
        Each guest who shows an OSCA ID or a PWD ID: their share of the lodging is sold without VAT,
        then 20% off.
      </p>
      {rows.length === 0 && <p className="st:text-muted">No guest has the discount.</p>}
      {rows.map((row, index) => (
        <GuestRow
          key={row.key}
          number={index + 1}
          row={row}
          problems={problems[index] ?? {}}
          fieldId={(field) => fieldId(row.key, field)}
          onChange={(change) => update(row.key, change)}
          onRemove={() => remove(row.key)}
        />
      ))}
      <button
        id={`${id}-add`}
        type="button"
        onClick={add}
        className={`${SECONDARY_BUTTON} st:self-start`}
      >
        Add a guest
      </button>
    </DialogForm>
  )
}

type GuestRowProps = {
  number: number
  row: DiscountRow
  problems: RowProblems
  fieldId: (field: string) => string
  onChange: (change: Partial<DiscountRow>) => void
  onRemove: () => void
}

function GuestRow({ number, row, problems, fieldId, onChange, onRemove }: GuestRowProps) {
  return (
    // Two columns from sm up, filled in reading order: the discount and the name, then the ID
    // number and 'Remove', level with the inputs.
    <fieldset className="st:grid st:gap-3 st:border st:border-sand-deep st:p-4 st:sm:grid-cols-2">
      <legend className="st:px-1 st:text-sm st:font-medium st:text-sea-deep">Guest {number}</legend>
      <SelectField
        id={fieldId('kind')}
        label="Discount"
        value={row.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => onChange({ kind: kind as BeneficiaryKind })}
      />
      <TextField
        id={fieldId('name')}
        label="Name"
        value={row.name}
        onChange={(name) => onChange({ name })}
        autoComplete="off"
        error={problems.name}
      />
      <TextField
        id={fieldId('idNumber')}
        label="ID number"
        value={row.idNumber}
        onChange={(idNumber) => onChange({ idNumber })}
        autoComplete="off"
        hint={`As on the ${BENEFICIARY_WORDS[row.kind].id}.`}
        error={problems.idNumber}
      />
      <button
        type="button"
        onClick={onRemove}
        className={`${SECONDARY_BUTTON} st:self-start st:justify-self-end st:sm:mt-[1.625rem]`}
      >
        Remove<span className="st:sr-only"> guest {number}</span>
      </button>
    </fieldset>
  )
}
