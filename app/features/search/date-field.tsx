import { CalendarDays } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'

export type DateFieldProps = {
  label: 'Check in' | 'Check out'
  selected: Date | null
  minDate: Date
  onChange: (date: Date | null) => void
  className?: string
}

// The picker (about 30 KiB gzip with its styles) stays out of first-load JS: it loads on the
// first hover, touch or focus of a date field, and the plain input stands in until then.
const loadPicker = () => import('./date-picker-input')
const DatePickerInput = lazy(loadPicker)

export function DateField(props: DateFieldProps) {
  const [wanted, setWanted] = useState<'no' | 'yes' | 'focused'>('no')
  const placeholder = (
    <PlainDateInput
      {...props}
      onWarm={() => void loadPicker()}
      onFocusIn={() => setWanted('focused')}
    />
  )

  if (wanted === 'no') {
    return (
      <div onPointerEnter={() => setWanted('yes')} className={props.className}>
        {placeholder}
      </div>
    )
  }
  return (
    <div className={props.className}>
      <Suspense fallback={placeholder}>
        <DatePickerInput {...props} focusOnMount={wanted === 'focused'} />
      </Suspense>
    </div>
  )
}

type PlainDateInputProps = DateFieldProps & { onWarm: () => void; onFocusIn: () => void }

function PlainDateInput({ label, onWarm, onFocusIn }: PlainDateInputProps) {
  return (
    <span className="relative flex h-full items-center">
      <input
        type="text"
        placeholder={label}
        aria-label={label}
        autoComplete="off"
        onPointerDown={onWarm}
        onFocus={onFocusIn}
        className="h-full w-full bg-transparent py-3 pr-10 pl-5 text-ink placeholder:text-ink"
      />
      <CalendarDays aria-hidden="true" className="pointer-events-none absolute right-4 size-4 text-accent" />
    </span>
  )
}
