import { useState, type FormEvent } from 'react'
import { Plus } from 'lucide'
import type { Fee } from '../../../../domain/pricing'
import { Icon } from '../../../components/icon'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { FeeLine } from './fee-line'
import { checkFees, feeDraftsOf, feeFieldId, feeProblemsFrom, newFeeDraft } from './fees-draft'
import { ratesApi } from '../../api/rates-api'
import { SavedMessage } from './rates-section'
import { useDraftLines } from './use-draft-lines'
import { useFormSend } from './use-form-send'

/** The whole list of taxes and fees, edited in place and saved at once. */
export function FeesForm({ fees, onSaved }: { fees: Fee[]; onSaved: () => void }) {
  const { lines, setLines, add, remove } = useDraftLines({
    initial: () => feeDraftsOf(fees),
    newLine: newFeeDraft,
    firstFieldId: (key) => feeFieldId(key, 'label'),
    addButtonId: 'fees-add',
  })
  const [saved, setSaved] = useState('')
  const order = lines.flatMap((line) => [
    feeFieldId(line.key, 'label'),
    feeFieldId(line.key, 'amount'),
  ])
  const { problems, refusal, sending, send } = useFormSend(order, (id) => id)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSaved('')
    const sent = await send(checkFees(lines), ratesApi.saveFees, (fields) =>
      feeProblemsFrom(fields, lines),
    )
    if (!sent) return
    setSaved(
      sent.length === 1
        ? 'Saved 1 line of taxes and fees.'
        : `Saved ${sent.length} lines of taxes and fees.`,
    )
    onSaved()
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="fees-heading"
      className="st:flex st:flex-col st:gap-4"
    >
      {lines.length === 0 && (
        <p className="st:text-muted">No taxes or fees: the price is the total.</p>
      )}
      {lines.map((line, index) => (
        <FeeLine
          key={line.key}
          line={line}
          number={index + 1}
          problems={problems}
          onChange={(changed) =>
            setLines((current) =>
              current.map((candidate) => (candidate.key === line.key ? changed : candidate)),
            )
          }
          onRemove={() => remove(index)}
        />
      ))}
      <div>
        <button id="fees-add" type="button" onClick={add} className={SECONDARY_BUTTON}>
          <Icon node={Plus} className="st:size-4" />
          Add a line
        </button>
      </div>
      <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
      <div>
        <button type="submit" aria-disabled={sending} className={PRIMARY_BUTTON}>
          Save taxes and fees
        </button>
      </div>
      <SavedMessage>{saved}</SavedMessage>
    </form>
  )
}
