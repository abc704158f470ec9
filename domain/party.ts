/** docs/reservations.md, "Rules": adults 1 to 4, kids 0 to 4, within the room's maxPerson. */
export const MIN_ADULTS = 1
export const MAX_ADULTS = 4
export const MAX_KIDS = 4

export type Party = { adults: number; kids: number }
export type PartyProblems = Partial<Record<'adults' | 'kids', string>>

/** Reads adults and kids from strings or numbers ('2' and 2 alike); anything else is a problem. */
export function checkParty(input: {
  adults: unknown
  kids: unknown
}): { party: Party } | { problems: PartyProblems } {
  const adults = wholeNumber(input.adults)
  const kids = input.kids === undefined || input.kids === '' ? 0 : wholeNumber(input.kids)
  const problems: PartyProblems = {}
  if (adults === null || adults < MIN_ADULTS || adults > MAX_ADULTS) {
    problems.adults = `Adults must be ${MIN_ADULTS} to ${MAX_ADULTS}.`
  }
  if (kids === null || kids < 0 || kids > MAX_KIDS) problems.kids = `Kids must be 0 to ${MAX_KIDS}.`
  if (adults === null || kids === null || problems.adults || problems.kids) return { problems }
  return { party: { adults, kids } }
}

export function partyFits(party: Party, maxPerson: number): boolean {
  return party.adults + party.kids <= maxPerson
}

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null
  if (typeof value === 'string' && /^\d{1,2}$/.test(value)) return Number(value)
  return null
}
