/** Room types mirror content (rooms + booking.ts); the database keeps them for its foreign keys. */
import type { Kysely } from 'kysely'
import type { Database } from './tables'

export type RoomTypeRecord = { id: number; name: string; maxPerson: number; units: number }

/**
 * Brings the stored room types in line with content at start. `units` there is what a night
 * starts with when it is first booked; nights already stored keep theirs (staff change those).
 */
export async function syncRoomTypes(
  db: Kysely<Database>,
  roomTypes: readonly RoomTypeRecord[],
): Promise<void> {
  for (const roomType of roomTypes) {
    await db
      .insertInto('room_type')
      .values({
        id: roomType.id,
        name: roomType.name,
        max_person: roomType.maxPerson,
        units: roomType.units,
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({
          name: roomType.name,
          max_person: roomType.maxPerson,
          units: roomType.units,
        }),
      )
      .execute()
  }
}
