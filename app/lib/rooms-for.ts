import type { Room } from '../../content/schema'

/** docs/product.md §5: a room is shown when the party is at most its maxPerson. Order is kept. */
export function roomsFor(rooms: readonly Room[], guests: number): Room[] {
  return rooms.filter((room) => guests <= room.maxPerson)
}

/** Matches an id from the URL digit for digit, so '02' or a 30-digit id never rounds to a room. */
export function findRoom(rooms: readonly Room[], idParam: string | null): Room | undefined {
  return idParam === null ? undefined : rooms.find((room) => String(room.id) === idParam)
}
