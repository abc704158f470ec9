import { useEffect, useId, useState, type FormEvent } from 'react'
import { formatStayDate } from '../../../../domain/calendar'
import type { InvoiceDocument, InvoiceLine } from '../../../../domain/invoice'
import { formatCentavos } from '../../../../domain/money'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { DialogForm } from '../../ui/dialog-form'
import { TextField } from '../../ui/text-field'
import {
  checkBuyer,
  checkCredit,
  NO_BUYER,
  type BuyerDraft,
  type BuyerProblems,
} from './invoice-draft'

type IssueInvoiceDialogProps = {
  open: boolean
  reference: string
  onClose: () => void
  onIssued: (document: InvoiceDocument) => void
}

/** 'Issue invoice': what the folio has left to invoice, in the guest's name or a buyer's. */
export function IssueInvoiceDialog(props: IssueInvoiceDialogProps) {
  // Remade at each opening, so the form starts empty.
  return props.open ? <IssueInvoiceForm {...props} /> : null
}

function IssueInvoiceForm({ reference, onClose, onIssued }: IssueInvoiceDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const [draft, setDraft] = useState<BuyerDraft>(NO_BUYER)
  const [problems, setProblems] = useState<BuyerProblems>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const set = (key: keyof BuyerDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkBuyer(draft)
    if ('problems' in checked) {
      setProblems(checked.problems)
      const first = (['name', 'tin'] as const).find((field) => checked.problems[field])
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setProblems({})
    setSending(true)
    const result = await call(staffApi.issueInvoice(reference, checked.request))
    setSending(false)
    if (result.ok) onIssued(result.data)
    else setRefusal(describeProblem(result.problem))
  }

  return (
    <DialogForm
      open
      id={id}
      title={
        <>
          Issue invoice <span className="st:font-mono st:tracking-[0.12em]">{reference}</span>
        </>
      }
      describedBy={`${id}-about`}
      confirmLabel="Issue invoice"
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p id={`${id}-about`}>
        Invoices every charge not invoiced yet. It is issued in the guest’s name unless you give the
        buyer’s, and cannot be changed once issued: a mistake is corrected by a credit note.
      </p>
      <TextField
        id={`${id}-name`}
        label="Buyer’s name"
        optional
        required={false}
        value={draft.name}
        onChange={set('name')}
        autoComplete="off"
        hint="A company’s registered name, when the guest asks for one."
        error={problems.name}
      />
      <TextField
        id={`${id}-address`}
        label="Buyer’s address"
        optional
        required={false}
        value={draft.address}
        onChange={set('address')}
        autoComplete="off"
        error={problems.address}
      />
      <TextField
        id={`${id}-tin`}
        label="Buyer’s TIN"
        optional
        required={false}
        value={draft.tin}
        onChange={set('tin')}
        inputMode="numeric"
        autoComplete="off"
        hint="123-456-789-00000"
        error={problems.tin}
      />
    </DialogForm>
  )
}

type CreditNoteDialogProps = {
  /** The invoice to credit, or null while closed. */
  number: string | null
  onClose: () => void
  onIssued: (document: InvoiceDocument) => void
}

/** 'Credit note': why, and which of the invoice's lines (all not yet credited when none). */
export function CreditNoteDialog(props: CreditNoteDialogProps) {
  return props.number ? <CreditNoteForm {...props} number={props.number} /> : null
}

function CreditNoteForm({ number, onClose, onIssued }: CreditNoteDialogProps & { number: string }) {
  const id = useId()
  const call = useStaffCall()
  const lines = useInvoiceLines(number)
  const [reason, setReason] = useState('')
  const [chosen, setChosen] = useState<number[]>([])
  const [problem, setProblem] = useState<string | undefined>()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkCredit({ reason, lines: chosen })
    if ('problem' in checked) {
      setProblem(checked.problem)
      document.getElementById(`${id}-reason`)?.focus()
      return
    }
    setProblem(undefined)
    setSending(true)
    const result = await call(staffApi.creditNote(number, checked.request))
    setSending(false)
    if (result.ok) onIssued(result.data)
    else setRefusal(describeProblem(result.problem))
  }

  const toggle = (line: number, on: boolean) =>
    setChosen((current) => (on ? [...current, line] : current.filter((id) => id !== line)))
  return (
    <DialogForm
      open
      id={id}
      title={
        <>
          Credit note for{' '}
          <span className="st:font-mono st:tracking-[0.08em] st:whitespace-nowrap">{number}</span>
        </>
      }
      confirmLabel="Issue credit note"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField
        id={`${id}-reason`}
        label="Reason"
        multiline
        value={reason}
        onChange={setReason}
        hint="Printed on the credit note: 'Billed to the wrong company'."
        error={problem}
      />
      <fieldset>
        <legend className="st:mb-1.5 st:text-sm st:font-medium st:text-sea-deep">
          Lines to credit
        </legend>
        <p className="st:mb-2 st:text-sm st:text-muted">
          None ticked credits every line not credited yet. What is credited can be invoiced again.
        </p>
        {lines === null ? (
          <p>Reading the invoice…</p>
        ) : (
          <ul className="st:flex st:flex-col st:gap-1">
            {lines.map((line) => (
              <li key={line.folioLineId}>
                <label className="st:flex st:min-h-11 st:items-center st:gap-3">
                  <input
                    type="checkbox"
                    checked={chosen.includes(line.folioLineId)}
                    onChange={(event) => toggle(line.folioLineId, event.target.checked)}
                    className="st:size-5 st:shrink-0 st:accent-accent"
                  />
                  <span className="st:min-w-0 st:flex-1 st:wrap-anywhere">
                    {line.description}
                    <span className="st:block st:text-sm st:text-muted">
                      {formatStayDate(line.date)}
                    </span>
                  </span>
                  <span className="st:whitespace-nowrap st:tabular-nums">
                    {formatCentavos(line.amount)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </DialogForm>
  )
}

/** The invoice's lines, read when the dialog opens; none when it cannot be read. */
function useInvoiceLines(number: string): InvoiceLine[] | null {
  const call = useStaffCall()
  const [lines, setLines] = useState<InvoiceLine[] | null>(null)
  useEffect(() => {
    let current = true
    void call(staffApi.invoice(number)).then((result) => {
      if (current) setLines(result.ok ? result.data.lines : [])
    })
    return () => {
      current = false
    }
  }, [call, number])
  return lines
}
