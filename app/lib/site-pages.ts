import { toRoomPath } from './paths'

/** The pages that exist (HTTP 200): home and one per room in content. */
export function knownPages(rooms: readonly { id: number }[]): string[] {
  return ['/', ...rooms.map((room) => toRoomPath(room.id))]
}

/** Prerendered templates served with status 404; content ids are positive, so 0 never exists. */
export const EMPTY_ROOM_PATH = toRoomPath(0)
export const NOT_FOUND_PATH = '/404'
