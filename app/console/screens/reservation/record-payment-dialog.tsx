import { useId, useState, type FormEvent } from 'react'
import { DESK_PAYMENT_METHODS, PAYMENT_METHOD_WORDS } from '../../../../domain/ledger'
import type { MoneyView, ReservationDetail } from '../../../../domain/staff-contract'
import { DialogForm } from '../../ui/dialog-form'
import { SelectField } from '../../ui/select-field'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { TextField } from '../../ui/text-field'
import { checkPaymentDraft, startingDraft, type PaymentDraft } from './payment-draft'

const DIRECTIONS = [
  { value: 'received', label: 'Payment received' },
  { value: 'given_back', label: 'Money given back' },
] as const

const METHOD_OPTIONS = DESK_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_WORDS[method],
}))

type RecordPaymentDialogProps = {
  open: boolean
  reference: string
  money: MoneyView
  onClose: () => void
  onRecorded: (detail: ReservationDetail, entry: { amount: number }) => void
}

/** 'Record payment': money taken or given back at the desk, one row of the ledger. */
export function RecordPaymentDialog(props: RecordPaymentDialogProps) {
  // Remade at each opening, so the form starts from the balance as it is then.
  return props.open ? <PaymentForm {...props} /> : null
}

function PaymentForm({ reference, money, onClose, onRecorded }: RecordPaymentDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const [draft, setDraft] = useState<PaymentDraft>(() => startingDraft(money))
  const [problem, setProblem] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const set =
    <K extends keyof PaymentDraft>(key: K) =>
    (value: PaymentDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkPaymentDraft(draft, money)
    if ('problem' in checked) {
      setProblem(checked.problem)
      document.getElementById(`${id}-amount`)?.focus()
      return
    }
    setProblem(null)
    setSending(true)
    const result = await call(staffApi.recordPayment(reference, checked.entry))
    setSending(false)
    if (!result.ok) {
      const amountProblem = result.problem.fields.amount
      if (amountProblem) {
        setProblem(amountProblem)
        document.getElementById(`${id}-amount`)?.focus()
      } else setRefusal(result.problem.fields.method ?? describeProblem(result.problem))
      return
    }
    onRecorded(result.data, checked.entry)
  }

  return (
    <DialogForm
      open
      id={id}
      title={
        <>
          Record payment <span className="st:font-mono st:tracking-[0.12em]">{reference}</span>
        </>
      }
      confirmLabel="Record payment"
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <fieldset>
        <legend className="st:mb-1.5 st:text-sm st:font-medium st:text-sea-deep">Money</legend>
        <div className="st:flex st:flex-wrap st:gap-x-6 st:gap-y-2">
          {DIRECTIONS.map((direction) => (
            <label key={direction.value} className="st:flex st:min-h-11 st:items-center st:gap-2">
              <input
                type="radio"
                name={`${id}-direction`}
                value={direction.value}
                checked={draft.direction === direction.value}
                onChange={() => set('direction')(direction.value)}
                className="st:size-5 st:accent-accent"
              />
              {direction.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${id}-amount`}
        label="Amount (₱)"
        value={draft.amount}
        onChange={set('amount')}
        inputMode="decimal"
        autoComplete="off"
        error={problem ?? undefined}
      />
      <SelectField
        id={`${id}-method`}
        label="Method"
        value={draft.method}
        options={METHOD_OPTIONS}
        onChange={(value) => {
          const method = DESK_PAYMENT_METHODS.find((known) => known === value)
          if (method) set('method')(method)
        }}
      />
      <TextField
        id={`${id}-note`}
        label="Note"
        optional
        required={false}
        value={draft.note}
        onChange={set('note')}
        hint="For staff: a receipt number, who paid. Erased with the guest's details."
      />
    </DialogForm>
  )
}
