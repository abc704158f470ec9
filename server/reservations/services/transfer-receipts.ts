/**
 * Transfer with proof (docs/reservations.md, "States"): the guest sends a photo or PDF of their
 * transfer's receipt, staff look at it and either take the deposit or reject it with words the
 * guest receives. A receipt sent before the hold ends keeps the booking while it waits, however
 * long staff take (the expiry sweep passes it by, data/reservations.ts expiredHolds): the guest
 * says they paid in time. Once staff have decided, a booking still waiting for its transfer (a
 * rejected receipt, or less money than asked) is held for at least TRANSFER_HOLD_HOURS from the
 * decision, so the guest has the time to send another receipt or the rest; one whose hold ended
 * with no receipt sent in time is left to the sweep. Two staff deciding at once are taken one after
 * the other, since each decision first writes the reservation's row (touchReservation).
 *
 * A booking takes at most MAX_RECEIPTS_PER_BOOKING receipts, every one kept (a transfer may be
 * paid in parts, each with its own proof), and the resort is mailed once per receipt that starts
 * a wait, not once per upload: a guest who sends three photos of one transfer, or a script that
 * sends sixty, costs the resort one mail and a bounded folder.
 */
import type { ReservationView } from '../../../domain/api-contract'
import { formatResortInstant } from '../../../domain/calendar'
import { MAX_RECEIPTS_PER_BOOKING } from '../../../domain/guest-endpoints'
import { deskEntryRefusal, MAX_PAYMENT } from '../../../domain/ledger'
import { normalizeReference } from '../../../domain/reference'
import {
  STAFF_TEXT_LIMITS,
  type ReservationDetail,
  type ReceiptsResponse,
  type StaffMember,
} from '../../../domain/staff-contract'
import {
  decideWaitingReceipts,
  hadReceiptInTime,
  hasWaitingReceipt,
  insertReceipt,
  receiptById,
  receiptCount,
  transferHoldsWithoutReceipt,
  waitingReceipts,
} from '../data/receipts'
import {
  findReservationByRef,
  insertEvent,
  setHoldExpiry,
  touchReservation,
} from '../data/reservations'
import type { Database, ReservationRow } from '../data/tables'
import type { Transaction } from 'kysely'
import { enqueueEmails } from '../mail/outbox'
import { receiptRejectedEmail, receiptWaitingEmail } from '../mail/payment-templates'
import { prepareReceipt } from '../payments/receipt-file'
import type { ReceiptStore, StoredReceipt } from '../payments/receipt-store'
import { matching, type GuestContext } from './guest-reservations'
import { paymentProgressOf } from './payment-progress'
import { invalid, NOT_FOUND, ok, refuse, type Outcome, type Problem } from './problem'
import { toReservationView } from './reservation-view'
import { reservationDetail, type DeskContext } from './staff-desk'
import { takeDeposit } from './take-deposit'

const LIST_LIMIT = 200
const MAX_REASON_LENGTH = STAFF_TEXT_LIMITS.reason
const HOUR = 60 * 60 * 1000

const NOT_AWAITING_TRANSFER: Problem = {
  code: 'wrong_state',
  message:
    'This reservation is not waiting for a transfer, so it takes no receipt. Look it up again to see where it stands.',
}

const NO_RECEIPT_WAITING: Problem = {
  code: 'wrong_state',
  message:
    'No receipt is waiting for this reservation: someone may have just decided on it. Reload to see where it stands.',
}

function tooManyReceipts(ref: string): Problem {
  return {
    code: 'not_allowed',
    message: `This booking already has ${MAX_RECEIPTS_PER_BOOKING} receipts, as many as one booking takes. To send another, email it to the resort with your reference, ${ref}.`,
  }
}

const REFUSAL_OF_FILE = {
  too_large: 'payload_too_large',
  unsupported_type: 'unsupported_media_type',
  unreadable: 'bad_request',
} as const

export async function uploadReceipt(
  context: GuestContext & { store: ReceiptStore },
  ref: unknown,
  email: unknown,
  bytes: Uint8Array,
  options: { siteOrigin: string; now: Date },
): Promise<Outcome<ReservationView>> {
  // Asked before the file is opened: a stranger's upload costs no decoding.
  const found = await matching(context.db, ref, email)
  if (!found) return refuse(NOT_FOUND)
  if (!awaitsTransfer(found)) return refuse(NOT_AWAITING_TRANSFER)
  // Asked again under the reservation's lock below; asked here, a full booking costs no decoding.
  if ((await receiptCount(context.db, found.id)) >= MAX_RECEIPTS_PER_BOOKING) {
    return refuse(tooManyReceipts(found.ref))
  }
  const receipt = await prepareReceipt(bytes)
  if (!receipt.ok) return refuse({ code: REFUSAL_OF_FILE[receipt.code], message: receipt.message })

  // The file first and the row after: a row never names a file that is not there, and a file
  // whose row was not written is removed here.
  const { fileName } = await context.store.save(receipt)
  const at = options.now.toISOString()
  try {
    const outcome = await context.db.transaction().execute(async (trx) => {
      const row = await touchReservation(trx, found.ref, at)
      if (!row || !awaitsTransfer(row)) return refuse(NOT_AWAITING_TRANSFER)
      if ((await receiptCount(trx, row.id)) >= MAX_RECEIPTS_PER_BOOKING) {
        return refuse(tooManyReceipts(row.ref))
      }
      const startsAWait = !(await hasWaitingReceipt(trx, row.id))
      await insertReceipt(trx, {
        reservationId: row.id,
        fileName,
        contentType: receipt.contentType,
        at,
      })
      await insertEvent(trx, {
        reservationId: row.id,
        actor: { kind: 'guest', staffId: null },
        at,
        from: row.status,
        to: row.status,
        note: 'Receipt of transfer sent',
      })
      const view = toReservationView(row, context.rooms, await paymentProgressOf(trx, row))
      if (startsAWait) {
        await enqueueEmails(
          trx,
          [receiptWaitingEmail(view, mailOf(context, options.siteOrigin), row.id)],
          options.now,
        )
      }
      return ok(view)
    })
    if (!outcome.ok) await context.store.remove(fileName)
    return outcome
  } catch (error) {
    await context.store.remove(fileName).catch(() => {})
    throw error
  }
}

/**
 * The Requests screen's transfers: the newest waiting receipt of each booking, oldest first, and
 * the bookings held for a transfer with none waiting, so a hold nobody has paid is seen too.
 */
export async function receiptsWaiting(context: DeskContext): Promise<ReceiptsResponse> {
  const [rows, holds] = await Promise.all([
    waitingReceipts(context.db, LIST_LIMIT),
    transferHoldsWithoutReceipt(context.db, LIST_LIMIT),
  ])
  const stayOf = (row: (typeof holds)[number]) => ({
    ref: row.ref,
    guestName: row.guest_name ?? '',
    roomName: roomNameOf(context, row.room_type_id),
    checkIn: row.check_in,
    checkOut: row.check_out,
    total: Number(row.total),
    deposit: Number(row.deposit ?? row.total),
    holdExpiresAt: row.hold_expires_at,
  })
  return {
    receipts: rows.map((row) => ({
      ...stayOf(row),
      id: Number(row.id),
      uploadedAt: row.uploaded_at,
      contentType: row.content_type,
      status: row.status,
    })),
    awaitingTransfer: holds.map(stayOf),
  }
}

function roomNameOf(context: DeskContext, roomId: number): string {
  return context.rooms.find((room) => room.id === roomId)?.name ?? `Room ${roomId}`
}

/** A receipt's file for staff, or null when there is none (never sent, or erased). */
export async function receiptFile(
  context: DeskContext & { store: ReceiptStore },
  id: string,
): Promise<StoredReceipt | null> {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return null
  const row = await receiptById(context.db, Number(id))
  if (!row || row.file_name === '') return null
  const file = await context.store.read(row.file_name)
  // The type recorded at upload, which is the one its bytes were checked to be.
  return file && { ...file, contentType: row.content_type }
}

/** The transfer was seen in the bank: `amount` goes to the ledger as the deposit. */
export async function acceptReceipt(
  context: DeskContext,
  ref: string,
  amount: number,
  staff: StaffMember,
  options: { siteOrigin: string; now: Date },
): Promise<Outcome<ReservationDetail>> {
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const { now } = options
  const at = now.toISOString()
  const outcome = await context.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const row = await touchReservation(trx, reference, at)
    if (!row) return refuse(NOT_FOUND)
    if (!(await hasWaitingReceipt(trx, row.id))) return refuse(NO_RECEIPT_WAITING)
    // The money is in the bank whatever the stay's state or what it owes: it is recorded, and
    // takeDeposit flags what is more than due, or came after the hold ended, to be given back.
    const refusal =
      amount <= 0
        ? 'Enter the amount that arrived, in pesos.'
        : deskEntryRefusal(amount, 0, MAX_PAYMENT)
    if (refusal) return refuse(invalid({ amount: refusal }))
    await decideWaitingReceipts(trx, {
      reservationId: row.id,
      status: 'accepted',
      reason: '',
      staffId: staff.id,
      at,
    })
    await takeDeposit(
      trx,
      { rooms: context.rooms, mail: { ...context.mail, siteOrigin: options.siteOrigin } },
      row,
      {
        amount,
        method: 'bank_transfer',
        providerRef: null,
        recordedBy: 'staff',
        staffId: staff.id,
        note: 'Receipt of transfer accepted',
      },
      now,
    )
    const after = await findReservationByRef(trx, reference)
    if (after) await holdForAnotherTry(trx, context, after, staff, now)
    return ok(null)
  })
  return outcome.ok ? reservationDetail(context, reference, now) : outcome
}

/** The receipt does not show the money arrived: the guest is told why and may send another. */
export async function rejectReceipt(
  context: DeskContext,
  ref: string,
  reason: string,
  staff: StaffMember,
  options: { siteOrigin: string; now: Date },
): Promise<Outcome<ReservationDetail>> {
  const words = reason.trim()
  if (words === '') return refuse(invalid({ reason: 'Say why, for the guest to read.' }))
  if (words.length > MAX_REASON_LENGTH) {
    return refuse(invalid({ reason: `Keep the reason under ${MAX_REASON_LENGTH} characters.` }))
  }
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const at = options.now.toISOString()
  const outcome = await context.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const row = await touchReservation(trx, reference, at)
    if (!row) return refuse(NOT_FOUND)
    const decided = await decideWaitingReceipts(trx, {
      reservationId: row.id,
      status: 'rejected',
      reason: words,
      staffId: staff.id,
      at,
    })
    if (decided === 0) return refuse(NO_RECEIPT_WAITING)
    await insertEvent(trx, {
      reservationId: row.id,
      actor: { kind: 'staff', staffId: staff.id },
      at,
      from: row.status,
      to: row.status,
      note: `Receipt rejected: ${words}`,
    })
    const current = await holdForAnotherTry(trx, context, row, staff, options.now)
    if (current.guest_email) {
      const view = toReservationView(current, context.rooms, await paymentProgressOf(trx, current))
      await enqueueEmails(
        trx,
        [
          receiptRejectedEmail(
            view,
            words,
            { ...context.mail, siteOrigin: options.siteOrigin },
            row.id,
          ),
        ],
        options.now,
      )
    }
    return ok(null)
  })
  return outcome.ok ? reservationDetail(context, reference, options.now) : outcome
}

/**
 * After staff decided on a receipt: a booking still waiting for its transfer is held for at least
 * the transfer window from now, the change on its record; one whose hold ended with no receipt
 * sent in time is not revived. The row as it is now.
 */
async function holdForAnotherTry(
  trx: Transaction<Database>,
  context: DeskContext,
  row: ReservationRow,
  staff: StaffMember,
  now: Date,
): Promise<ReservationRow> {
  const held = row.hold_expires_at
  if (!awaitsTransfer(row) || held === null) return row
  if (held <= now.toISOString() && !(await hadReceiptInTime(trx, row.id, held))) return row
  const until = new Date(now.getTime() + context.transferHoldHours * HOUR)
  if (until.toISOString() <= held) return row
  await insertEvent(trx, {
    reservationId: row.id,
    actor: { kind: 'staff', staffId: staff.id },
    at: now.toISOString(),
    from: row.status,
    to: row.status,
    note: `Held for the guest's transfer until ${formatResortInstant(until)}`,
  })
  return setHoldExpiry(trx, row.id, until.toISOString())
}

function awaitsTransfer(row: ReservationRow): boolean {
  return row.status === 'awaiting_payment' && row.payment_way === 'transfer'
}

function mailOf(context: GuestContext, siteOrigin: string) {
  return {
    resortName: context.resortName,
    resortEmail: context.resortEmail,
    ...(context.resortAddress === undefined ? {} : { resortAddress: context.resortAddress }),
    siteOrigin,
  }
}
