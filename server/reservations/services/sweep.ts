/**
 * The minutely sweep: expire requests whose hold ran out, forget idempotency keys older than
 * a day, erase guests' personal data once its time has come. One server at a time.
 */
import type { OpenDatabase } from '../data/connect'
import { forgetOldAnswers } from '../data/idempotency'
import { withSweepLock } from '../data/sweep-lock'
import type { ReceiptStore } from '../payments/receipt-store'
import { eraseGuestData } from './erase-guest-data'
import { expireHolds, type ExpiryMail } from './expire-holds'

export type SweepResult = { expired: number; erased: number }

/** Null when another server's sweep is running. */
export function runSweep(
  database: Pick<OpenDatabase, 'db' | 'engine'>,
  options: { eraseAfterDays: number; expiryMail?: ExpiryMail; receipts?: ReceiptStore },
  now: Date,
): Promise<SweepResult | null> {
  return withSweepLock(database, async (db) => {
    const expired = await expireHolds(db, now, options.expiryMail)
    await forgetOldAnswers(db, now.toISOString())
    const erased = await eraseGuestData(db, options.eraseAfterDays, now, options.receipts)
    return { expired, erased }
  })
}
