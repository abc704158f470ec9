/**
 * The room board (docs/reservations.md, "The room board"): every unit by room type, each stay's
 * nights in the window on the unit it has each night, with its guest, state and balance, the
 * channels' blocks and the closed nights. Moves go through 'Assign room' (unit-assignment.ts).
 */
import { addDays, resortToday } from '../../../domain/calendar'
import { nightsToAssign } from '../../../domain/front-desk'
import { layOutBoard, readBoardWindow, windowNights } from '../../../domain/room-board'
import type { BoardResponse } from '../../../domain/staff-contract'
import { staysBetween, unitNightsBetween } from '../data/board'
import { heldBlocksBetween } from '../data/channels'
import type { Db } from '../data/connect'
import { folioTotalsOf } from '../data/folio'
import { storedNights } from '../data/inventory'
import { paidByReservation } from '../data/payments'
import { unitStatuses } from '../data/unit-status'
import { storedUnits } from '../data/units'
import type { BookableRoom } from './catalog'
import { deskStayOf } from './move-reservation'
import { invalid, ok, refuse, type Outcome } from './problem'

// Twelve units over sixty nights hold a few hundred stays at most; this only bounds a runaway.
const STAY_LIMIT = 2000

export async function roomBoard(
  db: Db,
  rooms: readonly BookableRoom[],
  fromInput: unknown,
  nightsInput: unknown,
  now: Date,
): Promise<Outcome<BoardResponse>> {
  const read = readBoardWindow(fromInput, nightsInput)
  if ('fields' in read) return refuse(invalid(read.fields))
  const { window } = read
  const to = addDays(window.from, window.nights)
  const today = resortToday(now)
  const rows = await staysBetween(db, window.from, to, STAY_LIMIT)
  const ids = rows.map((row) => row.id)
  const [unitNights, units, statuses, stored, blocks, charged, paid] = await Promise.all([
    unitNightsBetween(db, ids, window.from, to),
    storedUnits(db),
    unitStatuses(db),
    storedNights(db, window.from, to),
    heldBlocksBetween(db, window.from, to),
    folioTotalsOf(db, ids),
    paidByReservation(db, ids),
  ])
  const unitOn = new Map(rows.map((row) => [row.id, new Map<string, number>()]))
  for (const night of unitNights) unitOn.get(night.reservationId)?.set(night.night, night.unitId)
  const roomIds = new Set(rooms.map((room) => room.id))
  const shown = rows.filter((row) => roomIds.has(row.room_type_id))
  return ok({
    from: window.from,
    nights: windowNights(window),
    today,
    stays: shown.map((row) => ({
      ref: row.ref,
      guestName: row.guest_name,
      status: row.status,
      roomId: row.room_type_id,
      checkIn: row.check_in,
      checkOut: row.check_out,
      balance: (charged.get(row.id) ?? 0) - (paid.get(row.id) ?? 0),
      movable: nightsToAssign(deskStayOf(row), today).length > 0,
    })),
    rooms: layOutBoard({
      window,
      rooms,
      units: units.map((unit) => {
        const status = statuses.find((candidate) => candidate.id === unit.id)
        const outOfOrder =
          status?.status === 'out_of_order' && status.from && status.to
            ? { from: status.from, to: status.to, reason: status.reason ?? '' }
            : null
        return { ...unit, outOfOrder }
      }),
      stays: shown.map((row) => ({
        ...deskStayOf(row),
        ref: row.ref,
        roomId: row.room_type_id,
        unitOn: unitOn.get(row.id) ?? new Map(),
      })),
      blocks: blocks.map((block) => ({
        roomId: block.roomId,
        feed: block.feedName,
        summary: block.summary,
        checkIn: block.checkIn,
        checkOut: block.checkOut,
      })),
      closed: [...stored].flatMap(([roomId, nights]) =>
        [...nights].flatMap(([night, inventory]) => (inventory.closed ? [{ roomId, night }] : [])),
      ),
    }),
  })
}
