/** What a date field takes: apart from both fields, so the picker and its stand-in share it. */
export type DateFieldProps = {
  /** In the page's language (the field's name and its placeholder). */
  label: string
  selected: Date | null
  minDate: Date
  onChange: (date: Date | null) => void
  /** The id of a message about this date (reservations mode's search): marks the field invalid. */
  describedBy?: string
  className?: string
}
