/**
 * How a form's fields are drawn: the class names of each piece. The guest site and the staff
 * console share the fields' markup and wiring but not their styles, which come from two
 * stylesheets (the console's classes carry its own prefix), so each passes its own look.
 */
export type FieldLook = {
  label: string
  /** The '(optional)' after a label. */
  optional: string
  control: string
  hint: string
  error: string
  errorIcon: string
  /** A multiline field's height in lines. */
  rows: number
}
