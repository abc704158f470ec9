import { CalendarDays } from 'lucide'
import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import type { Language } from '../../i18n/languages'
import { useLocale } from '../../i18n/locale'
import { formatDateText, isBefore, parseDateText } from '../../lib/stay-dates'
import { Icon } from '../icon'
import type { DateFieldProps } from './date-field-props'
import { useDateTypedEarly } from './use-date-typed-early'

type Picker = import('./date-picker-input').Picker

// The picker (about 30 KiB gzip with its styles) stays out of first-load JS: it loads on the
// first hover, touch or focus of a date field, and the plain input stands in until then. A page
// in another language than English waits for its date locale too (date-locales.ts).
const loadPicker = (lang: Language) =>
  import('./date-picker-input').then((module) => module.pickerIn(lang))

export function DateField(props: DateFieldProps) {
  const { lang } = useLocale()
  const [picker, setPicker] = useState<{
    Component: Picker
    focusOnMount: boolean
    typedText: string
  }>()
  const standInRef = useRef<HTMLInputElement>(null)

  function load() {
    if (picker) return
    void loadPicker(lang).then((Component) => {
      // The stand-in stays until the picker is here; if the visitor is in it, focus follows, and
      // so does what they typed, even before the app took over (decision 009).
      const standIn = standInRef.current
      const typedText = standIn?.value.trim() ?? ''
      const typedDate = parseDateText(typedText)
      const kept = typedDate !== null && !isBefore(typedDate, props.minDate)
      if (kept) props.onChange(typedDate)
      // Rendered at once, in the task that read the stand-in: a render left for later would let a
      // click land on the stand-in in between (a hover starts the load, the press follows), and
      // its focus would go with the stand-in instead of to the picker.
      flushSync(() =>
        setPicker({
          Component,
          focusOnMount: document.activeElement === standIn,
          typedText: kept ? '' : typedText,
        }),
      )
    })
  }

  return (
    <div onPointerEnter={load} onFocus={load} className={props.className}>
      {picker ? (
        <picker.Component
          {...props}
          focusOnMount={picker.focusOnMount}
          typedText={picker.typedText}
        />
      ) : import.meta.env.RESERVATIONS ? (
        <ReservationsStandIn {...props} inputRef={standInRef} onTyping={load} />
      ) : (
        <StandInInput {...props} inputRef={standInRef} />
      )}
    </div>
  )
}

type StandInInputProps = DateFieldProps & { inputRef: RefObject<HTMLInputElement | null> }

/**
 * Reservations mode can start with a date (a link's stay, the shared search): the stand-in shows
 * it, and a new date from elsewhere is written into it. A date typed in it before the app took
 * over counts from the takeover (use-date-typed-early.ts); the stand-in stays the same element,
 * so a visitor still in it keeps the focus.
 */
function ReservationsStandIn({ onTyping, ...props }: StandInInputProps & { onTyping: () => void }) {
  const { inputRef, minDate, onChange } = props
  useDateTypedEarly(inputRef, { minDate, onDate: onChange, onTyping })
  const time = props.selected?.getTime()
  const shownTime = useRef(time)
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!input || shownTime.current === time) return
    shownTime.current = time
    if (parseDateText(input.value.trim())?.getTime() === time) return
    input.value = time === undefined ? '' : formatDateText(new Date(time))
  }, [time, inputRef])
  return <StandInInput {...props} />
}

function StandInInput({ label, selected, describedBy, inputRef }: StandInInputProps) {
  return (
    <span className="relative flex h-full items-center">
      <input
        ref={inputRef}
        type="text"
        placeholder={label}
        aria-label={label}
        {...(import.meta.env.RESERVATIONS && reservationsAttributes(selected, describedBy))}
        autoComplete="off"
        className="h-full w-full bg-transparent py-3 pr-10 pl-5 text-ink placeholder:text-ink"
      />
      <Icon
        node={CalendarDays}
        className="pointer-events-none absolute right-4 size-4 text-accent"
      />
    </span>
  )
}

/** Reservations mode: the date the field starts with, and the message about it when there is one. */
function reservationsAttributes(selected: Date | null, describedBy: string | undefined) {
  return {
    ...(selected && { defaultValue: formatDateText(selected) }),
    ...(describedBy && { 'aria-describedby': describedBy, 'aria-invalid': true }),
  }
}
