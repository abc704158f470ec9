/**
 * A change's request read against the stay it changes: what is left out stays as it is, and
 * every refusal names its field in words (docs/reservations.md, "HTTP API").
 */
import { daysBetween, parseIsoDate, resortToday } from '../../../domain/calendar'
import { partyFits } from '../../../domain/party'
import { findRate, type RatePlan } from '../../../domain/rates'
import { checkStay, MAX_NIGHTS } from '../../../domain/stay'
import { inHouseChangeRefusals, whatChanged, type StayTerms } from '../../../domain/stay-change'
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
  if (row.status === 'checked_in') return checkInHouseChange(rooms, row, request, now)
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

/** An in-house stay's change: its check-out alone moves (domain/stay-change.ts). */
function checkInHouseChange(
  rooms: readonly BookableRoom[],
  row: ReservationRow,
  request: StayChangeRequest,
  now: Date,
): Outcome<CheckedChange> {
  const room = rooms.find((candidate) => candidate.id === row.room_type_id)
  const rate = room && (findRate(room, row.rate_code) ?? room.standard)
  const checkOut = parseIsoDate(request.checkOut ?? row.check_out)
  if (!room || !rate) return refuse(invalid({ roomId: "This stay's room is no longer offered." }))
  if (!checkOut) return refuse(invalid({ checkOut: 'Choose a check-out date.' }))
  const from = termsOf(row)
  const to = {
    roomId: request.roomId ?? from.roomId,
    checkIn: request.checkIn ?? from.checkIn,
    checkOut,
    rate: request.rate ?? from.rate,
  }
  const fields: Record<string, string> = inHouseChangeRefusals(from, to, resortToday(now))
  if (!fields.checkOut && daysBetween(from.checkIn, checkOut) > MAX_NIGHTS)
    fields.checkOut = `A stay can be at most ${MAX_NIGHTS} nights.`
  if (!fields.checkOut && checkOut === from.checkOut)
    fields.checkOut = 'This is the stay as it is: choose another check-out day.'
  if (Object.keys(fields).length > 0) return refuse(invalid(fields))
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
