import { useState, type FormEvent } from 'react'
import { checkReportRange, type ReportRange } from '../../../../domain/reports'
import { PRIMARY_BUTTON } from '../../ui/button-styles'
import { TextField } from '../../ui/text-field'

/** The nights a report covers; a range the API would refuse is said next to its field. */
export function RangeForm({
  range,
  onChoose,
}: {
  range: ReportRange
  onChoose: (range: ReportRange) => void
}) {
  const [from, setFrom] = useState(range.from)
  const [to, setTo] = useState(range.to)
  const [errors, setErrors] = useState<Record<string, string>>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkReportRange(from, to)
    setErrors(checked.ok ? {} : checked.fields)
    if (checked.ok) onChoose(checked.range)
  }

  return (
    <form
      aria-label="Report range"
      noValidate
      onSubmit={submit}
      className="st:flex st:flex-col st:gap-4 st:bg-white st:p-5 st:sm:flex-row st:sm:items-start"
    >
      <TextField
        id="report-from"
        label="First night"
        type="date"
        value={from}
        onChange={setFrom}
        error={errors.from}
      />
      <TextField
        id="report-to"
        label="Last night"
        type="date"
        value={to}
        onChange={setTo}
        error={errors.to}
      />
      <button type="submit" className={`${PRIMARY_BUTTON} st:sm:mt-7`}>
        Show report
      </button>
    </form>
  )
}
