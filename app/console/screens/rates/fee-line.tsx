import { DANGER_BUTTON } from '../../ui/button-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import {
  FEE_KINDS,
  feeFieldId,
  type FeeDraft,
  type FeeField,
  type FeeKind,
  type FeeProblems,
} from './fees-draft'

type FeeLineProps = {
  line: FeeDraft
  number: number
  problems: FeeProblems
  onChange: (line: FeeDraft) => void
  onRemove: () => void
}

/** One tax or fee line: its label, kind, amount and whether the price already includes it. */
export function FeeLine({ line, number, problems, onChange, onRemove }: FeeLineProps) {
  const id = (field: FeeField) => feeFieldId(line.key, field)
  const percent = line.kind === 'percent'
  return (
    <fieldset className="st:grid st:gap-4 st:border st:border-sand-deep st:p-4 st:sm:grid-cols-2 st:lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto_auto] st:lg:items-start">
      <legend className="st:px-1 st:text-sm st:font-medium st:text-sea-deep">Line {number}</legend>
      <TextField
        id={id('label')}
        label="Label"
        value={line.label}
        onChange={(label) => onChange({ ...line, label })}
        error={problems[id('label')]}
      />
      <SelectField
        id={id('kind')}
        label="Kind"
        value={line.kind}
        options={FEE_KINDS}
        onChange={(kind) => onChange({ ...line, kind: kind as FeeKind })}
        error={problems[id('kind')]}
      />
      <TextField
        id={id('amount')}
        label={percent ? 'Percentage' : 'Amount in pesos'}
        value={line.amount}
        inputMode="decimal"
        onChange={(amount) => onChange({ ...line, amount })}
        error={problems[id('amount')]}
      />
      <label className="st:flex st:min-h-11 st:items-center st:gap-2 st:lg:mt-7">
        <input
          type="checkbox"
          id={id('included')}
          checked={line.included}
          onChange={(event) => onChange({ ...line, included: event.target.checked })}
          className="st:size-5 st:accent-accent"
        />
        Included in the price
      </label>
      <div className="st:lg:mt-7">
        <button type="button" onClick={onRemove} className={DANGER_BUTTON}>
          Remove<span className="st:sr-only"> line {number}</span>
        </button>
      </div>
    </fieldset>
  )
}
