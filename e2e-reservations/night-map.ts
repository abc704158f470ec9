import type { TestInfo } from '@playwright/test'
import { addDays, resortToday, type IsoDate } from '../domain/calendar'

type Project = 'phone' | 'desktop'

/** Days after the resort's today, from `from` for `days` days: the nights a range may book. */
export type NightRange = { from: number; days: number }

type ProjectRanges = Record<Project, NightRange>

/**
 * Where every spec books, in days after the resort's today. The specs share one database and
 * both projects run at once, so a night two specs could take makes a count, a price or a
 * sold-out state depend on which ran first; every range here is its spec's alone, and
 * `night-map.test.ts` checks that no two meet and that all lie inside the booking horizon.
 *
 * - `desk`: today and the next days, which the Today, Board and folio specs need as they are;
 *   they share these nights unit by unit, as each spec's comments say.
 * - `reports`, `channels`, `rates`: a few nights each, inside the first 60 the Rates grid and
 *   the channel calendar show; `transfers`: the bookings paid by bank transfer.
 * - `guest` and `staff`: one slot per test, `slots` of them, `days` wide: a stay of at most
 *   `days` nights, and any change of dates stays inside its slot.
 */
export const NIGHT_MAP = {
  desk: { from: 0, days: 4 },
  reports: { phone: { from: 4, days: 6 }, desktop: { from: 10, days: 6 } },
  channels: { phone: { from: 20, days: 5 }, desktop: { from: 25, days: 5 } },
  rates: { phone: { from: 30, days: 10 }, desktop: { from: 40, days: 10 } },
  transfers: { phone: { from: 50, days: 5 }, desktop: { from: 55, days: 5 } },
  guest: { phone: 60, desktop: 228, days: 4, slots: 42 },
  staff: { phone: 396, desktop: 556, days: 5, slots: 32 },
} as const

type SlotKind = 'guest' | 'staff'

function projectOf(testInfo: TestInfo): Project {
  return testInfo.project.name === 'phone' ? 'phone' : 'desktop'
}

/** The nights of one test's slot, as days after today. */
export function slotRange(kind: SlotKind, project: Project, slot: number): NightRange {
  const map = NIGHT_MAP[kind]
  if (!Number.isInteger(slot) || slot < 0 || slot >= map.slots)
    throw new Error(`${kind} slot ${slot} is not on the night map (0 to ${map.slots - 1})`)
  return { from: map[project] + slot * map.days, days: map.days }
}

/** A stay of `nights` from the start of a test's slot, refused if it would leave the slot. */
export function stayInSlot(testInfo: TestInfo, kind: SlotKind, slot: number, nights: number) {
  const range = slotRange(kind, projectOf(testInfo), slot)
  if (!Number.isInteger(nights) || nights < 1 || nights > range.days)
    throw new Error(`a ${kind} slot holds 1 to ${range.days} nights, not ${nights}`)
  const checkIn = addDays(resortToday(new Date()), range.from)
  return { checkIn, checkOut: addDays(checkIn, nights) }
}

/** The `offset`th night of a spec's own range for this project, refused outside the range. */
export function nightOf(testInfo: TestInfo, ranges: ProjectRanges, offset: number): IsoDate {
  const range = ranges[projectOf(testInfo)]
  if (!Number.isInteger(offset) || offset < 0 || offset >= range.days)
    throw new Error(`night ${offset} is outside this range of ${range.days}`)
  return addDays(resortToday(new Date()), range.from + offset)
}

/** Every range on the map with a name, for the check that no two meet. */
export function allRanges(): { name: string; range: NightRange }[] {
  const ranges: { name: string; range: NightRange }[] = [{ name: 'desk', range: NIGHT_MAP.desk }]
  for (const name of ['reports', 'channels', 'rates', 'transfers'] as const)
    for (const project of ['phone', 'desktop'] as const)
      ranges.push({ name: `${name} ${project}`, range: NIGHT_MAP[name][project] })
  for (const kind of ['guest', 'staff'] as const)
    for (const project of ['phone', 'desktop'] as const)
      for (let slot = 0; slot < NIGHT_MAP[kind].slots; slot += 1)
        ranges.push({ name: `${kind} ${project} ${slot}`, range: slotRange(kind, project, slot) })
  return ranges
}
