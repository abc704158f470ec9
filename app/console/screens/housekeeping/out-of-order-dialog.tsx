import { useId, useState, type FormEvent } from 'react'
import type { IsoDate } from '../../../../domain/calendar'
import { checkStatusChange } from '../../../../domain/housekeeping'
import type { HousekeepingUnit, UnitStatusRequest } from '../../../../domain/staff-contract'
import { DialogForm } from '../../ui/dialog-form'
import { TextField } from '../../ui/text-field'

type OutOfOrderDialogProps = {
  unit: HousekeepingUnit
  today: IsoDate
  onClose: () => void
  /** Resolves to the refusal in words (sold out, given to a stay), or null when it went through. */
  onConfirm: (request: UnitStatusRequest) => Promise<string | null>
}

/**
 * Takes a unit out of order for its nights, first and last both included, and says why: the
 * same checks as the server's, then the server's own refusal (every unit sold on a night, or
 * this one given to a stay) in its words.
 */
export function OutOfOrderDialog({ unit, today, onClose, onConfirm }: OutOfOrderDialogProps) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [from, setFrom] = useState(today)
  const [to, setTo] = useState(today)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkStatusChange({ status: 'out_of_order', reason, from, to })
    if ('fields' in checked) {
      setFields(checked.fields)
      const first = ['reason', 'from', 'to'].find((field) => checked.fields[field])
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setFields({})
    setSending(true)
    setRefusal(await onConfirm({ status: 'out_of_order', reason: reason.trim(), from, to }))
    setSending(false)
  }

  return (
    <DialogForm
      open
      id={id}
      title={`Out of order ${unit.label}`}
      describedBy={`${id}-what`}
      confirmLabel="Take out of order"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p id={`${id}-what`}>
        No guest can be given {unit.label} on these nights, and one unit fewer of its room is for
        sale.
      </p>
      <TextField
        id={`${id}-reason`}
        label="Reason"
        multiline
        value={reason}
        onChange={setReason}
        error={fields.reason}
      />
      <div className="st:grid st:gap-4 st:sm:grid-cols-2">
        <TextField
          id={`${id}-from`}
          label="First night"
          type="date"
          value={from}
          onChange={setFrom}
          error={fields.from}
        />
        <TextField
          id={`${id}-to`}
          label="Last night"
          type="date"
          value={to}
          onChange={setTo}
          error={fields.to}
        />
      </div>
    </DialogForm>
  )
}
