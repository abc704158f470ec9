/**
 * FRONTDESK.md, "Rooms with names": a room type's units are labelled its prefix and their
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
