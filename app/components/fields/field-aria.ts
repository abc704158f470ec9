/**
 * The ARIA that ties a control to its hint and error, so a screen reader reads the error when
 * the field takes focus. A problem shown elsewhere (sharedProblemId: sold out, for the dates)
 * marks the field as wrong too.
 */
export function fieldAria(id: string, error?: string, hint?: string, sharedProblemId?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, sharedProblemId]
    .filter(Boolean)
    .join(' ')
  return {
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error || sharedProblemId ? true : undefined,
  }
}
