import { ChevronDown } from 'lucide'
import { EARLY_ATTRIBUTES } from '../../lib/early-input'
import { Icon } from '../icon'

type GuestSelectProps<Option extends string> = {
  /** The form field's name, which the early input script knows it by (decision 009). */
  name: 'adults' | 'kids'
  label: string
  value: Option
  options: readonly Option[]
  display?: (option: Option) => string
  onChange: (option: Option) => void
  className?: string
}

/** A styled native select: best on phones, and the browser gives it keyboard and screen-reader support. */
export function GuestSelect<Option extends string>({
  name,
  label,
  value,
  options,
  display = (option) => option,
  onChange,
  className = '',
}: GuestSelectProps<Option>) {
  return (
    <label className={`relative flex items-center ${className}`}>
      <span className="sr-only">{label}</span>
      <select
        // Named and marked for the early input script, which keeps a choice made before the app
        // takes over (docs/decisions/009).
        name={name}
        {...{ [EARLY_ATTRIBUTES.guestField]: '' }}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value)
          if (chosen !== undefined) onChange(chosen)
        }}
        className="h-full w-full cursor-pointer appearance-none bg-transparent py-3 pr-10 pl-5 text-ink"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {display(option)}
          </option>
        ))}
      </select>
      <Icon
        node={ChevronDown}
        className="pointer-events-none absolute right-4 size-4 text-accent"
      />
    </label>
  )
}
