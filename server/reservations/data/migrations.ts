import type { Migration } from 'kysely'
import type { Engine } from './engine'
import { reservations } from './migrations/001-reservations'
import { rateLimits } from './migrations/002-rate-limits'
import { openRequestsAndUndeliverableMail } from './migrations/003-open-requests-and-undeliverable-mail'
import { prices } from './migrations/004-prices'
import { channels } from './migrations/005-channels'
import { guestMailLetters } from './migrations/006-guest-mail-letters'
import { frontDesk } from './migrations/007-front-desk'
import { liveFeed } from './migrations/008-live-feed'
import { paymentLedger } from './migrations/009-payment-ledger'
import { stayChanges } from './migrations/010-stay-changes'
import { unitLabelsAnyCase } from './migrations/011-unit-labels-any-case'
import { deposits } from './migrations/012-deposits'
import { onlinePayments } from './migrations/013-online-payments'
import { transferReceipts } from './migrations/014-transfer-receipts'
import { folio } from './migrations/015-folio'
import { extras } from './migrations/016-extras'
import { stayDiscounts } from './migrations/017-stay-discounts'
import { unloggedRateLimits } from './migrations/018-unlogged-rate-limits'
import { staffRoles } from './migrations/019-staff-roles'
import { housekeeping } from './migrations/020-housekeeping'
import { invoices } from './migrations/021-invoices'
import { localFees } from './migrations/022-local-fees'
import { guestLanguage } from './migrations/023-guest-language'
import { bookingRefusals } from './migrations/024-booking-refusals'

/**
 * Migrations in order, one file each under ./migrations, in code so the server bundle carries
 * them. Never edit a shipped one: add the next. The names are what a database records as run,
 * so they never change either. Column types are the portable subset both engines read the same
 * way; the generated id is the one column whose spelling differs.
 */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001-reservations': reservations(engine),
    '002-rate-limits': rateLimits,
    '003-open-requests-and-undeliverable-mail': openRequestsAndUndeliverableMail,
    '004-prices': prices(engine),
    '005-channels': channels(engine),
    '006-guest-mail-letters': guestMailLetters,
    '007-front-desk': frontDesk(engine),
    '008-live-feed': liveFeed,
    '009-payment-ledger': paymentLedger(engine),
    '010-stay-changes': stayChanges,
    '011-unit-labels-any-case': unitLabelsAnyCase,
    '012-deposits': deposits,
    '013-online-payments': onlinePayments(engine),
    '014-transfer-receipts': transferReceipts(engine),
    '015-folio': folio(engine),
    '016-extras': extras(engine),
    '017-stay-discounts': stayDiscounts(engine),
    '018-unlogged-rate-limits': unloggedRateLimits(engine),
    '019-staff-roles': staffRoles,
    '020-housekeeping': housekeeping,
    '021-invoices': invoices(engine),
    '022-local-fees': localFees(engine),
    '023-guest-language': guestLanguage,
    '024-booking-refusals': bookingRefusals(engine),
  }
}
