/**
 * docs/reservations.md, "Units": a room type's units are labelled its prefix and their
 * number (H1 to H6), and follow its number of units as it changes. Pure: the server applies
 * the plan (services/unit-labels.ts).
 */

export function unitLabel(prefix: string, position: number): string {
  return `${prefix}${position}`
}

export type StoredUnit = {
  position: number
  retired: boolean
  /** Whether a stay has it on a night from today on. */
  givenFromToday: boolean
}

export type UnitPlan = {
  add: { position: number; label: string }[]
  retire: number[]
  restore: number[]
}

/**
 * What brings the units to `wanted`: the missing positions added with their labels, retired
 * ones within it brought back, and those beyond it retired, except a unit still given to a
 * stay, which stays in service until its nights are past (a smaller number never takes a room
 * from a guest). Units are retired rather than deleted, so nights already given keep their
 * label.
 */
export function planUnits(stored: readonly StoredUnit[], wanted: number, prefix: string): UnitPlan {
  const byPosition = new Map(stored.map((unit) => [unit.position, unit]))
  const add: UnitPlan['add'] = []
  const restore: number[] = []
  for (let position = 1; position <= wanted; position += 1) {
    const unit = byPosition.get(position)
    if (!unit) add.push({ position, label: unitLabel(prefix, position) })
    else if (unit.retired) restore.push(position)
  }
  const retire = stored
    .filter((unit) => unit.position > wanted && !unit.retired && !unit.givenFromToday)
    .map((unit) => unit.position)
  return { add, retire, restore }
}

/** A unit's label as staff may name it: what a key tag or a door shows. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,14}[A-Za-z0-9])?$/

/** The label staff typed, tidied (spaces trimmed and single), or why it cannot be one. */
export function checkUnitLabel(input: string): { label: string } | { problem: string } {
  const label = input.trim().replace(/\s+/g, ' ')
  if (label === '') return { problem: 'Give the unit a label, such as H1 or Garden 2.' }
  if (!LABEL.test(label)) {
    return {
      problem:
        'Use 1 to 16 letters, digits, spaces or hyphens, starting and ending with a letter or digit.',
    }
  }
  return { label }
}

/**
 * `label`, or the first of `label-2`, `label-3`, … that no unit has (any case): a unit added
 * later must not fail because staff gave its usual label to another.
 */
export function freeLabel(label: string, taken: ReadonlySet<string>): string {
  const isTaken = (candidate: string) => taken.has(candidate.toLowerCase())
  if (!isTaken(label)) return label
  for (let suffix = 2; suffix <= taken.size + 2; suffix += 1) {
    if (!isTaken(`${label}-${suffix}`)) return `${label}-${suffix}`
  }
  // Unreachable: among taken.size + 1 candidates one is free.
  throw new Error('no free label')
}
