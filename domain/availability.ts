import type { IsoDate } from './calendar'

/** One stored inventory night; a night with no row yet has the room type's units, none booked. */
export type NightInventory = { units: number; booked: number; closed: boolean }

/**
 * docs/reservations.md: `unitsLeft` is the fewest free units over the stay's nights, a closed night
 * counting as none.
 */
export function unitsLeftOver(
  nights: readonly IsoDate[],
  stored: ReadonlyMap<IsoDate, NightInventory>,
  defaultUnits: number,
): number {
  // Staff may give a night more units than the room type's default: its stored row decides.
  let fewest = nights.length === 0 ? 0 : Number.POSITIVE_INFINITY
  for (const night of nights) {
    const inventory = stored.get(night)
    const free =
      inventory === undefined
        ? defaultUnits
        : inventory.closed
          ? 0
          : inventory.units - inventory.booked
    fewest = Math.min(fewest, free)
  }
  return Math.max(0, fewest)
}

/** The first of the stay's nights that staff closed, if any. */
export function firstClosedNight(
  nights: readonly IsoDate[],
  stored: ReadonlyMap<IsoDate, NightInventory>,
): IsoDate | undefined {
  return nights.find((night) => stored.get(night)?.closed)
}
