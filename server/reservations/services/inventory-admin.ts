/**
 * The occupancy calendar and the staff's changes to it: close or reopen nights, and set how
 * many units a range of nights has, never below what is already booked (and so never below
 * the units given to stays, each of which books its night), with the labelled units kept in step.
 */
import { addDays, daysBetween, parseIsoDate, type IsoDate } from '../../../domain/calendar'
import type { CalendarResponse, InventoryChange } from '../../../domain/staff-contract'
import type { Db } from '../data/connect'
import { heldBlocksBetween } from '../data/channels'
import { ensureNights, roomTypeUnits, storedNights } from '../data/inventory'
import type { BookableRoom } from './catalog'
import { keepUnitsInStep } from './unit-labels'
import { invalid, ok, refuse, type Outcome } from './problem'

export const MAX_CALENDAR_DAYS = 90
export const MAX_CHANGE_NIGHTS = 366
const MAX_UNITS = 500

export async function occupancy(
  db: Db,
  rooms: readonly BookableRoom[],
  fromInput: unknown,
  daysInput: unknown,
): Promise<Outcome<CalendarResponse>> {
  const from = parseIsoDate(fromInput)
  const days = Number(daysInput)
  if (!from) return refuse(invalid({ from: 'Give the first night as YYYY-MM-DD.' }))
  if (!Number.isInteger(days) || days < 1 || days > MAX_CALENDAR_DAYS)
    return refuse(invalid({ days: `Show 1 to ${MAX_CALENDAR_DAYS} nights.` }))
  const nights = Array.from({ length: days }, (_, index) => addDays(from, index))
  const to = addDays(from, days)
  const [stored, units, blocks] = await Promise.all([
    storedNights(db, from, to),
    roomTypeUnits(db),
    heldBlocksBetween(db, from, to),
  ])
  const channelsOn = (roomId: number, night: IsoDate) => [
    ...new Set(
      blocks
        .filter(
          (block) => block.roomId === roomId && block.checkIn <= night && night < block.checkOut,
        )
        .map((block) => block.feedName),
    ),
  ]
  return ok({
    from,
    days,
    nights,
    rooms: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      nights: nights.map((night) => {
        const inventory = stored.get(room.id)?.get(night) ?? {
          units: units.get(room.id) ?? room.units,
          booked: 0,
          closed: false,
        }
        return { night, ...inventory, channels: channelsOn(room.id, night) }
      }),
    })),
  })
}

/**
 * Applies a change to the nights [from, to). Setting units is one conditional update
 * (`booked <= units`): if any night has more booked than asked, nothing changes and the answer
 * names that night, even when a booking lands at the same moment.
 */
export async function changeInventory(
  db: Db,
  rooms: readonly BookableRoom[],
  change: InventoryChange,
  now: Date,
): Promise<Outcome<{ changed: number }>> {
  const fields: Record<string, string> = {}
  const room = rooms.find((candidate) => candidate.id === change.roomId)
  if (!room) fields.roomId = 'Choose a room.'
  const from = parseIsoDate(change.from)
  const to = parseIsoDate(change.to)
  if (!from) fields.from = 'Give the first night as YYYY-MM-DD.'
  if (!to) fields.to = 'Give the day after the last night as YYYY-MM-DD.'
  const count = from && to ? daysBetween(from, to) : 0
  if (from && to && (count < 1 || count > MAX_CHANGE_NIGHTS))
    fields.to = `The range must cover 1 to ${MAX_CHANGE_NIGHTS} nights.`
  if (
    change.action === 'units' &&
    (!Number.isInteger(change.units) || change.units < 0 || change.units > MAX_UNITS)
  ) {
    fields.units = `Units must be a whole number from 0 to ${MAX_UNITS}.`
  }
  if (!room || !from || !to || Object.keys(fields).length > 0) return refuse(invalid(fields))

  const nights = Array.from({ length: count }, (_, index) => addDays(from, index))
  return db
    .transaction()
    .execute(async (trx) => {
      await ensureNights(trx, room.id, nights)
      const range = trx
        .updateTable('inventory_night')
        .where('room_type_id', '=', room.id)
        .where('night', '>=', from)
        .where('night', '<', to)
      if (change.action !== 'units') {
        const result = await range
          .set({ closed: change.action === 'close' ? 1 : 0 })
          .executeTakeFirst()
        return ok({ changed: Number(result.numUpdatedRows) })
      }
      const result = await range
        .set({ units: change.units })
        .where('booked', '<=', change.units)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === count) {
        // More units on a night need labels to be given out; fewer retire the spare ones.
        await keepUnitsInStep(trx, room, now)
        return ok({ changed: count })
      }
      const blocking = await trx
        .selectFrom('inventory_night')
        .select(['night', 'booked'])
        .where('room_type_id', '=', room.id)
        .where('night', '>=', from)
        .where('night', '<', to)
        .where('booked', '>', change.units)
        .orderBy('night')
        .executeTakeFirst()
      // Undo the nights that did change: a range is changed whole or not at all.
      throw new RefusedChange(
        blocking
          ? `${blocking.booked} ${blocking.booked === 1 ? 'room is' : 'rooms are'} already booked on ${blocking.night}: units cannot go below that.`
          : 'Bookings changed while saving. Try again.',
      )
    })
    .catch((error: unknown) => {
      if (error instanceof RefusedChange)
        return refuse({
          code: 'conflict',
          message: error.message,
          fields: { units: error.message },
        })
      throw error
    })
}

class RefusedChange extends Error {}
