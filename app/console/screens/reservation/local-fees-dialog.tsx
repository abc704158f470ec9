import { useId, useState, type FormEvent } from 'react'
import type { FolioView } from '../../../../domain/staff-contract'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { DialogForm } from '../../ui/dialog-form'
import { SelectField } from '../../ui/select-field'
import { draftKey, feeTiersOf, startingTiers, tierOptions } from './local-fees-draft'

type LocalFeesDialogProps = {
  open: boolean
  reference: string
  folio: Pick<FolioView, 'beneficiaries' | 'feeTiers' | 'localFees'>
  /** Adults and kids alike: each pays the fee at their own tier. */
  guests: number
  onClose: () => void
  onSaved: (folio: FolioView) => void
}

/**
 * 'Local fees': each guest's tier of the fees collected for the local government (a resident
 * of the province, a student), saved with the stay's senior / PWD list as it is.
 */
export function LocalFeesDialog(props: LocalFeesDialogProps) {
  // Remade at each opening, so the tiers start from what the folio has recorded then.
  return props.open ? <LocalFeesForm {...props} /> : null
}

function LocalFeesForm({ reference, folio, guests, onClose, onSaved }: LocalFeesDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const fees = folio.localFees
  const [draft, setDraft] = useState(() => startingTiers(fees, folio.feeTiers, guests))
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    setSending(true)
    const result = await call(
      staffApi.setDiscounts(reference, {
        discounts: folio.beneficiaries,
        feeTiers: feeTiersOf(fees, draft, guests),
      }),
    )
    setSending(false)
    if (result.ok) onSaved(result.data)
    else setRefusal(result.problem.fields.feeTiers ?? describeProblem(result.problem))
  }

  return (
    <DialogForm
      open
      id={id}
      title="Local fees"
      describedBy={`${id}-about`}
      confirmLabel="Save"
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p id={`${id}-about`}>
        Collected for the local government, outside VAT: choose each guest&rsquo;s tier as their ID
        shows it.
      </p>
      {Array.from({ length: guests }, (_, index) => index + 1).map((guest) => (
        <fieldset
          key={guest}
          className="st:grid st:gap-3 st:border st:border-sand-deep st:p-4 st:sm:grid-cols-2"
        >
          <legend className="st:px-1 st:text-sm st:font-medium st:text-sea-deep">
            Guest {guest}
          </legend>
          {fees.map((fee) => (
            <SelectField
              key={fee.code}
              id={`${id}-${fee.code}-${guest}`}
              label={fee.name}
              value={draft[draftKey(fee.code, guest)] ?? fee.defaultTier}
              options={tierOptions(fee)}
              onChange={(tier) => setDraft({ ...draft, [draftKey(fee.code, guest)]: tier })}
            />
          ))}
        </fieldset>
      ))}
    </DialogForm>
  )
}
