import type { RoomAvailability, ReservationView } from '../../../../domain/api-contract'
import { daysBetween, parseIsoDate } from '../../../../domain/calendar'
import type { StayChangeRequest } from '../../../../domain/staff-contract'

/** The change dialog's fields as typed: the room's id and the rate's code as the selects hold them. */
export type StayChangeDraft = { roomId: string; checkIn: string; checkOut: string; rate: string }

export function draftOf(reservation: ReservationView): StayChangeDraft {
  return {
    roomId: String(reservation.roomId),
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    rate: reservation.rate,
  }
}

/** Another room keeps the rate when it has one of that code, else takes its first. */
export function withRoom(draft: StayChangeDraft, room: RoomAvailability): StayChangeDraft {
  const rate = room.rates.some((candidate) => candidate.code === draft.rate)
    ? draft.rate
    : (room.rates[0]?.code ?? '')
  return { ...draft, roomId: String(room.id), rate }
}

/**
 * The request to quote or send, or why there is none yet: dates that cannot be read or that
 * end before they begin are said before asking the server, and the stay as it is has no price
 * to show.
 */
export function requestOf(
  draft: StayChangeDraft,
  reservation: ReservationView,
): { request: StayChangeRequest } | { wait: string } {
  const checkIn = parseIsoDate(draft.checkIn)
  const checkOut = parseIsoDate(draft.checkOut)
  if (!checkIn || !checkOut) return { wait: 'Choose both dates to see the new total.' }
  if (daysBetween(checkIn, checkOut) < 1)
    return { wait: 'Check-out must be after check-in to see the new total.' }
  const same =
    draft.roomId === String(reservation.roomId) &&
    checkIn === reservation.checkIn &&
    checkOut === reservation.checkOut &&
    draft.rate === reservation.rate
  if (same) return { wait: 'Change the room, dates or rate to see the new total.' }
  return { request: { roomId: Number(draft.roomId), checkIn, checkOut, rate: draft.rate } }
}
