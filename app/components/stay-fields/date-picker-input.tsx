import { CalendarDays } from 'lucide'
import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react'
import DatePicker from 'react-datepicker'
import 'react-datepicker/dist/react-datepicker.css'
import { isoFromLocalDate, resortToday } from '../../../domain/calendar'
import type { Language } from '../../i18n/languages'
import { useLocale } from '../../i18n/locale'
import { enPicker } from '../../i18n/messages/en-picker'
import { isBefore, parseDateText } from '../../lib/stay-dates'
import type { DateFieldProps } from './date-field-props'
import { loadDateLocale, type DateLocale } from './date-locales'
import { Icon } from '../icon'

type DatePickerInputProps = DateFieldProps & {
  focusOnMount: boolean
  /** Text typed in the stand-in that is no date the field takes: shown, and reported, as typed. */
  typedText?: string
}

export type Picker = ComponentType<DatePickerInputProps>

const localPickers = new Map<Language, Promise<Picker>>()

/**
 * The picker for the page's language, given once that language's date locale is here, so the
 * calendar never opens with English names first. English needs none: it keeps the picker's own.
 * One component a language: a hover and the focus that follows both ask for it, and a second
 * component would replace the first, mounted picker (and lose its focus).
 */
export function pickerIn(lang: Language): Picker | Promise<Picker> {
  if (lang === 'en') return DatePickerInput
  let picker = localPickers.get(lang)
  if (!picker) {
    picker = loadDateLocale(lang).then(
      (dates) =>
        function LocalDatePickerInput(props: DatePickerInputProps) {
          return <DatePickerInput {...props} dates={dates} />
        },
    )
    localPickers.set(lang, picker)
  }
  return picker
}

/**
 * react-datepicker with its defaults of docs/product.md §9 left in force (MM/dd/yyyy, 30-minute
 * interval, 12-year list) in every language: the stand-in, the early script and the typed text
 * all read MM/dd/yyyy (lib/stay-dates.ts). Unparseable input is reported to assistive technology
 * only. Its words are the page's language's; English pages keep the picker's own.
 */
export default function DatePickerInput({
  label,
  selected,
  minDate,
  onChange,
  describedBy,
  focusOnMount,
  typedText: standInText = '',
  dates,
}: DatePickerInputProps & { dates?: DateLocale }) {
  const words = usePickerWords()
  const [invalid, setInvalid] = useState(standInText !== '')
  // The stand-in's text stays on show until the visitor changes it.
  const [shownText, setShownText] = useState(standInText || undefined)
  const messageId = useId()
  // The picker resets the input's text when it closes, so the last typed text is kept here.
  const typedText = useRef(standInText)

  // onInputError misses some input (text then Tab), so the raw text is checked on blur too.
  function checkRawText(text: string) {
    if (text.trim() === '') return setInvalid(false)
    const date = parseDateText(text)
    setInvalid(date === null || isBefore(date, minDate))
  }

  return (
    // The picker swallows its own onBlur while the calendar is open, so blur is caught here.
    <span
      className="relative flex h-full items-center"
      onBlur={(event) => {
        if (event.target instanceof HTMLInputElement) checkRawText(typedText.current)
      }}
    >
      <DatePicker
        selected={selected}
        value={shownText}
        onChangeRaw={(event) => {
          if (event?.target instanceof HTMLInputElement) typedText.current = event.target.value
          setShownText(undefined)
        }}
        onChange={(date: Date | null) => {
          setShownText(undefined)
          if (date !== null) typedText.current = ''
          if (date !== null && isBefore(date, minDate)) return setInvalid(true)
          setInvalid(false)
          onChange(date)
        }}
        onInputError={() => setInvalid(typedText.current.trim() !== '')}
        minDate={minDate}
        {...(dates && { locale: dates.locale, dateFormatCalendar: dates.monthHeading })}
        calendarContainer={NamedCalendar}
        monthAriaLabelPrefix={words.month}
        previousMonthAriaLabel={words.previousMonth}
        previousMonthButtonLabel={words.previousMonth}
        nextMonthAriaLabel={words.nextMonth}
        nextMonthButtonLabel={words.nextMonth}
        chooseDayAriaLabelPrefix={words.chooseDay}
        disabledDayAriaLabelPrefix={words.dayNotAvailable}
        {...(import.meta.env.RESERVATIONS && { renderDayContents: markingResortToday() })}
        placeholderText={label}
        ariaInvalid={invalid || describedBy ? 'true' : undefined}
        ariaDescribedBy={[invalid && messageId, describedBy].filter(Boolean).join(' ') || undefined}
        // Set only when the visitor had focused the stand-in input: focus stays where they put it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnMount}
        // The calendar opens on focus; a focus that came while the picker was loading (a click
        // on the stand-in) opens it as the picker arrives, not at a second click.
        startOpen={focusOnMount}
        autoComplete="off"
        // The picker puts its input in a box of its own; filled to the field's height, the date
        // sits in the middle like the stand-in's and the guest selects' text.
        wrapperClassName="h-full w-full *:h-full"
        className="h-full w-full bg-transparent py-3 pr-10 pl-5 text-ink placeholder:text-ink"
        customInput={<input aria-label={label} />}
      />
      <Icon
        node={CalendarDays}
        className="pointer-events-none absolute right-4 size-4 text-accent"
      />
      <span id={messageId} role="status" aria-live="polite" className="sr-only">
        {invalid ? words.invalidDate : ''}
      </span>
    </span>
  )
}

/** The picker's words: the language page's, from its loader data, else English's. */
function usePickerWords() {
  return useLocale().picker ?? enPicker
}

/**
 * The calendar's box as react-datepicker draws it (a modal dialog, kept from page translation),
 * named in the page's language: its own is always 'Choose Date'.
 */
function NamedCalendar({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div
      className={className}
      aria-label={usePickerWords().dialog}
      role="dialog"
      aria-modal="true"
      translate="no"
    >
      {children}
    </div>
  )
}

/**
 * Reservations mode books the resort's dates (docs/reservations.md, "Stays"). The picker marks
 * the browser's today in bold and cannot be told another, so each day's number carries its own
 * weight, and the resort's today (in Manila) is the one that stands out.
 */
function markingResortToday() {
  const today = resortToday(new Date())
  return function DayContents(day: number, date?: Date) {
    const isToday = date !== undefined && isoFromLocalDate(date) === today
    // A style, not utility classes: a class used only here would change the default build's CSS.
    return <span style={{ fontWeight: isToday ? 600 : 400 }}>{day}</span>
  }
}
