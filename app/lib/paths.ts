export function toRoomPath(id: number): string {
  return `/room/${id}`
}

/** SPEC 2: a room id is numeric; anything else in that place is an unknown path. */
export function parseRoomId(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,9}$/.test(param)) return null
  return Number(param)
}

export const ROOMS_ANCHOR = 'rooms'
