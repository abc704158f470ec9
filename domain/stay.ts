import { addDays, daysBetween, parseIsoDate, type IsoDate } from './calendar'

/** docs/reservations.md, "Rules": stays of 1 to 30 nights, from today to 730 days ahead. */
export const MAX_NIGHTS = 30
export const MAX_DAYS_AHEAD = 730

export type Stay = { checkIn: IsoDate; checkOut: IsoDate; nights: number }
export type StayProblems = Partial<Record<'checkIn' | 'checkOut', string>>

/**
 * Checks a requested stay against the resort's today. Returns the stay, or the problems
 * named by field in words a guest understands.
 */
export function checkStay(
  input: { checkIn: unknown; checkOut: unknown },
  today: IsoDate,
): { stay: Stay } | { problems: StayProblems } {
  const checkIn = parseIsoDate(input.checkIn)
  const checkOut = parseIsoDate(input.checkOut)
  const problems: StayProblems = {}
  if (checkIn === null) problems.checkIn = 'Choose a check-in date.'
  else if (daysBetween(today, checkIn) < 0) problems.checkIn = 'Check-in cannot be in the past.'
  else if (daysBetween(today, checkIn) > MAX_DAYS_AHEAD) {
    problems.checkIn = `We take bookings up to ${MAX_DAYS_AHEAD} days ahead, until ${addDays(today, MAX_DAYS_AHEAD)}.`
  }
  if (checkOut === null) problems.checkOut = 'Choose a check-out date.'
  if (checkIn === null || checkOut === null) return { problems }

  const nights = daysBetween(checkIn, checkOut)
  if (nights < 1) problems.checkOut = 'Check-out must be after check-in.'
  else if (nights > MAX_NIGHTS) problems.checkOut = `A stay can be at most ${MAX_NIGHTS} nights.`

  if (problems.checkIn || problems.checkOut) return { problems }
  return { stay: { checkIn, checkOut, nights } }
}

/**
 * A guest cancels online only until the day before check-in (the resort's calendar): from the
 * check-in day the room is being readied or lived in, and the resort decides with the guest.
 */
export function guestMayCancel(checkIn: IsoDate, today: IsoDate): boolean {
  return today < checkIn
}
