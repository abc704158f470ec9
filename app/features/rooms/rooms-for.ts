import type { Room } from '../../content/schema'

/** SPEC 5: a room is shown when the party is at most its maxPerson. Order is kept. */
export function roomsFor(rooms: readonly Room[], guests: number): Room[] {
  return rooms.filter((room) => guests <= room.maxPerson)
}

export function findRoom(rooms: readonly Room[], id: number | null): Room | undefined {
  return id === null ? undefined : rooms.find((room) => room.id === id)
}
