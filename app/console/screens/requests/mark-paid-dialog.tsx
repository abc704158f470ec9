import { useId, useState, type FormEvent } from 'react'
import type { ReservationDetail, WaitingReceiptView } from '../../../../domain/staff-contract'
import { centavosFromText, pesosText } from '../../ui/amounts'
import { DialogForm } from '../../ui/dialog-form'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { TextField } from '../../ui/text-field'

type MarkPaidDialogProps = {
  open: boolean
  receipt: WaitingReceiptView
  onClose: () => void
  onPaid: (detail: ReservationDetail) => void
}

/** 'Mark as paid': the amount seen in the bank, the deposit asked unless staff change it. */
export function MarkPaidDialog(props: MarkPaidDialogProps) {
  // Remade at each opening, so the amount starts from the deposit again.
  return props.open ? <MarkPaidForm {...props} /> : null
}

function MarkPaidForm({ receipt, onClose, onPaid }: MarkPaidDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const [amount, setAmount] = useState(() => pesosText(receipt.deposit))
  const [problem, setProblem] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const centavos = centavosFromText(amount)
    if (centavos === null || centavos <= 0) {
      setProblem('Enter the amount that arrived in pesos, such as 2500 or 2,500.50.')
      document.getElementById(`${id}-amount`)?.focus()
      return
    }
    setProblem(null)
    setSending(true)
    const result = await call(staffApi.acceptReceipt(receipt.ref, centavos))
    setSending(false)
    if (result.ok) return onPaid(result.data)
    const amountProblem = result.problem.fields.amount
    if (amountProblem) {
      setProblem(amountProblem)
      document.getElementById(`${id}-amount`)?.focus()
    } else setRefusal(describeProblem(result.problem))
  }

  return (
    <DialogForm
      open
      id={id}
      title={
        <>
          Mark <span className="st:font-mono st:tracking-[0.12em]">{receipt.ref}</span> as paid
        </>
      }
      confirmLabel="Mark as paid"
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField
        id={`${id}-amount`}
        label="Amount received (₱)"
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        hint="What the bank shows arrived. The deposit asked is filled in."
        error={problem ?? undefined}
      />
    </DialogForm>
  )
}
