import type { GuestProblems } from '../../../domain/guest'

const GUEST_FIELDS = ['name', 'email', 'phone', 'notes'] as const

/**
 * The server's `fields` of a refused booking, split into what the guest can fix on the form
 * (shown next to each field, the extras at theirs) and what only other dates or another party
 * can fix.
 */
export function splitFieldProblems(fields: Record<string, string>): {
  guest: GuestProblems
  stay: string[]
  extras?: string
} {
  const guest: GuestProblems = {}
  const stay: string[] = []
  for (const [field, message] of Object.entries(fields)) {
    const guestField = GUEST_FIELDS.find((name) => name === field)
    if (guestField) guest[guestField] = message
    else if (field !== 'website' && field !== 'extras') stay.push(message)
  }
  return { guest, stay, ...(fields.extras !== undefined && { extras: fields.extras }) }
}

/** The first field, in the form's order, with a problem: focus goes there. */
export function firstProblemField(
  problems: GuestProblems,
): (typeof GUEST_FIELDS)[number] | undefined {
  return GUEST_FIELDS.find((field) => problems[field] !== undefined)
}
