import { addDays, daysBetween, formatStayDate, parseIsoDate } from '../../../../domain/calendar'
import type { InventoryChange } from '../../../../domain/staff-contract'

/**
 * The calendar's change form. Staff pick the first and the last night to change (both
 * included), which reads better at a desk than the API's half-open range [from, to).
 */
export type InventoryAction = InventoryChange['action']

export type InventoryDraft = {
  roomId: string
  firstNight: string
  lastNight: string
  action: InventoryAction
  units: string
}

export type InventoryField = 'roomId' | 'firstNight' | 'lastNight' | 'units'
export type InventoryProblems = Partial<Record<InventoryField, string>>

export const INVENTORY_FIELDS: readonly InventoryField[] = [
  'roomId',
  'firstNight',
  'lastNight',
  'units',
]

// The API's limit (server/reservations/services/inventory-admin.ts).
const MAX_NIGHTS = 366

export function checkInventoryDraft(
  draft: InventoryDraft,
): { change: InventoryChange } | { problems: InventoryProblems } {
  const problems: InventoryProblems = {}
  const roomId = /^\d+$/.test(draft.roomId) ? Number(draft.roomId) : null
  if (roomId === null) problems.roomId = 'Choose a room.'
  const first = parseIsoDate(draft.firstNight)
  const last = parseIsoDate(draft.lastNight)
  if (!first) problems.firstNight = 'Choose the first night to change.'
  if (!last) problems.lastNight = 'Choose the last night to change.'
  else if (first && daysBetween(first, last) < 0)
    problems.lastNight = 'The last night cannot come before the first.'
  else if (first && daysBetween(first, last) >= MAX_NIGHTS)
    problems.lastNight = `Change at most ${MAX_NIGHTS} nights at a time.`
  const units = /^\d{1,6}$/.test(draft.units.trim()) ? Number(draft.units.trim()) : null
  if (draft.action === 'units' && units === null)
    problems.units = 'Enter how many rooms of this kind to sell, a whole number.'

  if (roomId === null || !first || !last || Object.keys(problems).length > 0) return { problems }
  const range = { roomId, from: first, to: addDays(last, 1) }
  if (draft.action === 'units') return { change: { ...range, action: 'units', units: units ?? 0 } }
  return { change: { ...range, action: draft.action } }
}

/** The API's `fields` under the form's names: its half-open `to` is our last night. */
export function inventoryProblemsFrom(fields: Record<string, string>): InventoryProblems {
  const names: Record<string, InventoryField> = {
    roomId: 'roomId',
    from: 'firstNight',
    to: 'lastNight',
    units: 'units',
  }
  const problems: InventoryProblems = {}
  for (const [field, message] of Object.entries(fields)) {
    const name = names[field]
    if (name) problems[name] = message
  }
  return problems
}

/** 'Closed 3 nights of Hotel Rooms, Thu 24 Dec 2026 to Sat 26 Dec 2026.' */
export function describeInventoryChange(change: InventoryChange, roomName: string): string {
  const nights = daysBetween(change.from, change.to)
  const count = nights === 1 ? '1 night' : `${nights} nights`
  const last = addDays(change.to, -1)
  const range =
    nights === 1
      ? formatStayDate(change.from)
      : `${formatStayDate(change.from)} to ${formatStayDate(last)}`
  switch (change.action) {
    case 'close':
      return `Closed ${count} of ${roomName}, ${range}.`
    case 'open':
      return `Reopened ${count} of ${roomName}, ${range}.`
    case 'units':
      return `${roomName} now has ${change.units} ${change.units === 1 ? 'unit' : 'units'} on ${count}, ${range}.`
  }
}
