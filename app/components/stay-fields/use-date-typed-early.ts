import { useLayoutEffect, useRef, type RefObject } from 'react'
import { isBefore, parseDateText } from '../../lib/stay-dates'

/**
 * What a stand-in's text asks for as the app takes over: null when nothing was typed in it (it
 * still holds the text it was rendered with) or no date the field takes was; 'load' when the
 * visitor is still in it, as their focus would have loaded the picker; else the typed date.
 */
export function typedBeforeTakeover(
  standIn: HTMLInputElement,
  minDate: Date,
): Date | 'load' | null {
  if (standIn.value === standIn.defaultValue) return null
  if (standIn.ownerDocument.activeElement === standIn) return 'load'
  const date = parseDateText(standIn.value)
  return date && !isBefore(date, minDate) ? date : null
}

type TakeOver = { minDate: Date; onDate: (date: Date) => void; onTyping: () => void }

/**
 * Reservations mode, where the dates are searched and priced (decision 009): a date typed in the
 * stand-in before the app took over is the field's date from the takeover, without waiting for
 * the picker. A layout effect, so that it is in before the search bar's own, which runs a 'Check
 * Now' pressed before the takeover.
 */
export function useDateTypedEarly(standIn: RefObject<HTMLInputElement | null>, takeOver: TakeOver) {
  const atMount = useRef(takeOver)
  useLayoutEffect(() => {
    const { minDate, onDate, onTyping } = atMount.current
    const input = standIn.current
    const typed = input && typedBeforeTakeover(input, minDate)
    if (typed === 'load') {
      onTyping()
      // Counted at once too, not when the picker arrives: a Check Now pressed before then
      // searches it.
      const date = parseDateText(input?.value ?? '')
      if (date && !isBefore(date, minDate)) onDate(date)
    } else if (typed) onDate(typed)
  }, [standIn])
}
