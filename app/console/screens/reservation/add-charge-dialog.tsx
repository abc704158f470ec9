import { useEffect, useId, useState, type FormEvent } from 'react'
import { describeExtra, type Extra } from '../../../../domain/extras'
import type { FolioView } from '../../../../domain/staff-contract'
import { DialogForm } from '../../ui/dialog-form'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import {
  CHARGE_FIELDS,
  STARTING_CHARGE,
  checkChargeDraft,
  firstProblemField,
  type ChargeDraft,
  type ChargeProblems,
  type FormCharge,
} from './charge-draft'

type AddChargeDialogProps = {
  open: boolean
  reference: string
  onClose: () => void
  onPosted: (folio: FolioView, charge: FormCharge) => void
}

/**
 * 'Add charge': an extra from the catalogue, a charge in words at a price each, or an
 * adjustment with its reason.
 */
export function AddChargeDialog(props: AddChargeDialogProps) {
  // Remade at each opening, so the form starts empty.
  return props.open ? <ChargeForm {...props} /> : null
}

function ChargeForm({ reference, onClose, onPosted }: AddChargeDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const [draft, setDraft] = useState<ChargeDraft>(STARTING_CHARGE)
  const [problems, setProblems] = useState<ChargeProblems>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const set =
    <K extends keyof ChargeDraft>(key: K) =>
    (value: ChargeDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }))

  function showProblems(found: ChargeProblems) {
    setProblems(found)
    const field = firstProblemField(found)
    if (field) document.getElementById(`${id}-${field}`)?.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkChargeDraft(draft)
    if ('problems' in checked) {
      showProblems(checked.problems)
      return
    }
    setProblems({})
    setSending(true)
    const result = await call(staffApi.postCharge(reference, checked.charge))
    setSending(false)
    if (result.ok) {
      onPosted(result.data, checked.charge)
      return
    }
    const atFields = Object.fromEntries(
      CHARGE_FIELDS.flatMap((field) => {
        const problem = result.problem.fields[field]
        return problem ? [[field, problem]] : []
      }),
    ) as ChargeProblems
    if (firstProblemField(atFields)) showProblems(atFields)
    else setRefusal(describeProblem(result.problem))
  }

  const adjustment = draft.kind === 'adjustment'
  return (
    <DialogForm
      open
      id={id}
      title={
        <>
          Add charge <span className="st:font-mono st:tracking-[0.12em]">{reference}</span>
        </>
      }
      confirmLabel={adjustment ? 'Post adjustment' : 'Add charge'}
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Choice
        legend="Post"
        name={`${id}-kind`}
        choices={[
          { value: 'charge', label: 'Charge' },
          { value: 'extra', label: 'Extra' },
          { value: 'adjustment', label: 'Adjustment' },
        ]}
        value={draft.kind}
        onChange={(kind) => {
          set('kind')(kind)
          setProblems({})
        }}
      />
      {adjustment ? (
        <AdjustmentFields id={id} draft={draft} problems={problems} set={set} />
      ) : draft.kind === 'extra' ? (
        <ExtraFields id={id} draft={draft} problems={problems} set={set} />
      ) : (
        <ChargeFields id={id} draft={draft} problems={problems} set={set} />
      )}
    </DialogForm>
  )
}

type FieldsProps = {
  id: string
  draft: ChargeDraft
  problems: ChargeProblems
  set: <K extends keyof ChargeDraft>(key: K) => (value: ChargeDraft[K]) => void
}

function ChargeFields({ id, draft, problems, set }: FieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-description`}
        label="What"
        value={draft.description}
        onChange={set('description')}
        autoComplete="off"
        hint="As the guest reads it on the bill: 'Restaurant, dinner for two'."
        error={problems.description}
      />
      <div className="st:grid st:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] st:gap-3">
        <TextField
          id={`${id}-quantity`}
          label="Quantity"
          value={draft.quantity}
          onChange={set('quantity')}
          inputMode="numeric"
          autoComplete="off"
          error={problems.quantity}
        />
        <TextField
          id={`${id}-amount`}
          label="Amount each (₱)"
          value={draft.amount}
          onChange={set('amount')}
          inputMode="decimal"
          autoComplete="off"
          error={problems.amount}
        />
      </div>
    </>
  )
}

/** The catalogue's extras on sale, read when the desk turns to them. */
function useExtrasOnSale(): Extra[] | null {
  const call = useStaffCall()
  const [extras, setExtras] = useState<Extra[] | null>(null)
  useEffect(() => {
    let current = true
    void call(staffApi.extras()).then((result) => {
      if (current) setExtras(result.ok ? result.data.extras.filter((extra) => extra.active) : [])
    })
    return () => {
      current = false
    }
  }, [call])
  return extras
}

function ExtraFields({ id, draft, problems, set }: FieldsProps) {
  const extras = useExtrasOnSale()
  return (
    <>
      <SelectField
        id={`${id}-extra`}
        label="Which extra"
        value={draft.extra}
        options={[
          { value: '', label: extras === null ? 'Reading the catalogue…' : 'Choose an extra' },
          ...(extras ?? []).map((extra) => ({ value: extra.code, label: describeExtra(extra) })),
        ]}
        onChange={set('extra')}
        error={problems.extra}
      />
      <TextField
        id={`${id}-quantity`}
        label="Quantity"
        value={draft.quantity}
        onChange={set('quantity')}
        inputMode="numeric"
        autoComplete="off"
        hint="Priced for this stay by what the price is for: each guest, each night, each item."
        error={problems.quantity}
      />
    </>
  )
}

function AdjustmentFields({ id, draft, problems, set }: FieldsProps) {
  return (
    <>
      <Choice
        legend="Adjustment"
        name={`${id}-direction`}
        choices={[
          { value: 'off', label: 'Take off the bill' },
          { value: 'on', label: 'Add to the bill' },
        ]}
        value={draft.direction}
        onChange={set('direction')}
      />
      <TextField
        id={`${id}-amount`}
        label="Amount (₱)"
        value={draft.amount}
        onChange={set('amount')}
        inputMode="decimal"
        autoComplete="off"
        error={problems.amount}
      />
      <TextField
        id={`${id}-reason`}
        label="Reason"
        multiline
        value={draft.reason}
        onChange={set('reason')}
        hint="It reads as the line's words on the folio."
        error={problems.reason}
      />
    </>
  )
}

type ChoiceProps<V extends string> = {
  legend: string
  name: string
  choices: readonly { value: V; label: string }[]
  value: V
  onChange: (value: V) => void
}

function Choice<V extends string>({ legend, name, choices, value, onChange }: ChoiceProps<V>) {
  return (
    <fieldset>
      <legend className="st:mb-1.5 st:text-sm st:font-medium st:text-sea-deep">{legend}</legend>
      <div className="st:flex st:flex-wrap st:gap-x-6 st:gap-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="st:flex st:min-h-11 st:items-center st:gap-2">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="st:size-5 st:accent-accent"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
