/**
 * The expiry sweep (docs/reservations.md): requests whose hold ran out become `expired` and give
 * their nights back. Safe on several servers at once: each move is conditional on the state,
 * so a request another server expired first is skipped.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../data/tables'
import { expiredHolds } from '../data/reservations'
import { moveReservation } from './move-reservation'

const BATCH = 100
// Bounds one sweep; the next minute's sweep carries on with what is left.
const MAX_BATCHES = 20

export async function expireHolds(db: Kysely<Database>, now: Date): Promise<number> {
  let expired = 0
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await expiredHolds(db, now.toISOString(), BATCH)
    for (const reservation of due) {
      const result = await db
        .transaction()
        .execute((trx) =>
          moveReservation(
            trx,
            reservation,
            'expired',
            { kind: 'system', staffId: null },
            'The hold ran out',
            now,
          ),
        )
      if (result === 'moved') expired += 1
    }
    if (due.length < BATCH) break
  }
  return expired
}
