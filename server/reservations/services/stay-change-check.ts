/**
 * A change's request read against the stay it changes: what is left out stays as it is, and
 * every refusal names its field in words (docs/reservations.md, "HTTP API").
 */
import { resortToday } from '../../../domain/calendar'
import { partyFits } from '../../../domain/party'
import { findRate, type RatePlan } from '../../../domain/rates'
import { checkStay } from '../../../domain/stay'
import { whatChanged, type StayTerms } from '../../../domain/stay-change'
import type { StayChangeRequest } from '../../../domain/staff-contract'
import type { ReservationRow } from '../data/tables'
import type { BookableRoom } from './catalog'
import { invalid, ok, refuse, type Outcome } from './problem'

export type CheckedChange = { room: BookableRoom; rate: RatePlan; from: StayTerms; to: StayTerms }

export function termsOf(row: ReservationRow): StayTerms {
  return {
    roomId: row.room_type_id,
    checkIn: row.check_in,
    checkOut: row.check_out,
    rate: row.rate_code,
  }
}

export function checkStayChange(
  rooms: readonly BookableRoom[],
  row: ReservationRow,
  request: StayChangeRequest,
  now: Date,
): Outcome<CheckedChange> {
  const fields: Record<string, string> = {}
  const room = rooms.find((candidate) => candidate.id === (request.roomId ?? row.room_type_id))
  if (!room) fields.roomId = 'There is no such room.'
  const stay = checkStay(
    { checkIn: request.checkIn ?? row.check_in, checkOut: request.checkOut ?? row.check_out },
    resortToday(now),
  )
  if ('problems' in stay) Object.assign(fields, stay.problems)
  const rate = room && rateOf(room, request.rate, row.rate_code)
  if (room && !rate) fields.rate = `Choose one of the rates of the ${room.name}.`
  const party = { adults: row.adults, kids: row.kids }
  if (room && !partyFits(party, room.maxPerson)) {
    fields.roomId = `The ${room.name} sleeps at most ${room.maxPerson} guests; this party is ${party.adults + party.kids}.`
  }
  if (!room || !rate || 'problems' in stay || Object.keys(fields).length > 0) {
    return refuse(invalid(fields))
  }
  const from = termsOf(row)
  const to = {
    roomId: room.id,
    checkIn: stay.stay.checkIn,
    checkOut: stay.stay.checkOut,
    rate: rate.code,
  }
  if (whatChanged(from, to).length === 0) {
    return refuse(
      invalid({ checkIn: 'This is the stay as it is: change its room, dates or rate.' }),
    )
  }
  return ok({ room, rate, from, to })
}

/**
 * The rate asked for; without one, the stay's own rate when the room has it (a change of dates
 * keeps the rate), else the room's standard rate (a new room may not have that rate).
 */
function rateOf(room: BookableRoom, asked: string | undefined, current: string) {
  if (asked !== undefined) return findRate(room, asked)
  return findRate(room, current) ?? room.standard
}
