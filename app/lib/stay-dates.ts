/** Pure date rules of the check-in/check-out pair. No React, no date library. */

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
}

/** A stay is at least one night: check-out is the day after check-in at the earliest. */
export function earliestCheckOut(checkIn: Date | null, today: Date): Date {
  return addDays(checkIn ?? startOfDay(today), 1)
}

/** Moving check-in on or past check-out clears check-out rather than keep an impossible stay. */
export function checkOutAfterCheckInChange(
  checkIn: Date | null,
  checkOut: Date | null,
): Date | null {
  if (checkIn === null || checkOut === null) return checkOut
  // Compared by calendar day: the night the clocks change is 23 or 25 hours long.
  return isBefore(checkOut, addDays(checkIn, 1)) ? null : checkOut
}

export function isBefore(date: Date, earliest: Date): boolean {
  return startOfDay(date).getTime() < startOfDay(earliest).getTime()
}

/**
 * docs/product.md §9: dates are typed as MM/dd/yyyy (one-digit month and day accepted, as the picker does).
 * Returns null for anything that is not a real calendar date.
 */
export function parseDateText(text: string): Date | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text)
  if (!match) return null
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return real ? date : null
}

/** The picker's own text for a date (MM/dd/yyyy, docs/product.md §9), for the field shown before it loads. */
export function formatDateText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`
}
