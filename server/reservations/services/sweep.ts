/**
 * The minutely sweep: expire requests whose hold ran out, forget idempotency keys older than
 * a day, erase guests' personal data once its time has come, and make the morning's slept-in
 * units dirty once the housekeeping day begins. One server at a time.
 */
import type { OpenDatabase } from '../data/connect'
import { forgetOldAnswers } from '../data/idempotency'
import { withSweepLock } from '../data/sweep-lock'
import type { ReceiptStore } from '../payments/receipt-store'
import { eraseGuestData } from './erase-guest-data'
import { expireHolds, type ExpiryMail } from './expire-holds'
import { morningMove } from './housekeeping'

/** `dirtied`: with a housekeeping hour, the units moved to dirty (null: none this time). */
export type SweepResult = { expired: number; erased: number; dirtied?: number | null }

/** Null when another server's sweep is running. */
export function runSweep(
  database: Pick<OpenDatabase, 'db' | 'engine'>,
  options: {
    eraseAfterDays: number
    expiryMail?: ExpiryMail
    receipts?: ReceiptStore
    /** HOUSEKEEPING_DAY_HOUR; without it no unit is moved. */
    housekeepingDayHour?: number
  },
  now: Date,
): Promise<SweepResult | null> {
  return withSweepLock(database, async (db) => {
    const expired = await expireHolds(db, now, options.expiryMail)
    await forgetOldAnswers(db, now.toISOString())
    const erased = await eraseGuestData(db, options.eraseAfterDays, now, options.receipts)
    if (options.housekeepingDayHour === undefined) return { expired, erased }
    const dirtied = await morningMove(db, options.housekeepingDayHour, now)
    return { expired, erased, dirtied }
  })
}
