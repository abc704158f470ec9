export function toRoomPath(id: number): string {
  return `/room/${id}`
}

/**
 * docs/product.md §2: a room id is numeric; anything else in that place is an unknown path. The id stays
 * text, compared digit for digit with a room's id ('01' is no room), as the server does.
 */
export function roomIdParam(param: string | undefined): string | null {
  return param !== undefined && /^\d+$/.test(param) ? param : null
}

export const ROOMS_ANCHOR = 'rooms'

/** Reservations mode: a room's booking form, and where a guest finds a booking. */
export function toBookingPath(id: number): string {
  return `${toRoomPath(id)}/book`
}

export const RESERVATION_LOOKUP_PATH = '/reservation'

/** The look-up page with a booking's reference filled in. */
export function toLookupPath(ref: string): string {
  return `${RESERVATION_LOOKUP_PATH}?${new URLSearchParams({ ref })}`
}
