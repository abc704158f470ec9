import type { GuestFolio, GuestFolioLine, ReservationView } from '../../../domain/api-contract'
import type { ChargeLine } from '../../../domain/folio'
import { amountDue } from '../../../domain/ledger'
import { endsUnlived } from '../../../domain/front-desk'
import { depositStatus } from '../../../domain/payment-ways'
import { readQuoteSnapshot } from '../../../domain/rates'
import type { ReservationRow } from '../data/tables'
import type { BookableRoom } from './catalog'

/** What the ledger and the payment's progress say, for a booking made with payments on. */
export type PaymentProgress = {
  paid: number
  receiptInReview: boolean
  /** The gateway's page for an online deposit not yet paid. */
  url?: string | null
  /** What the folio's lines come to, when it was read: what the stay owes before payments. */
  charged?: number
  /** The ledger's refunds, added up as a positive amount. */
  refunded?: number
}

const NOTHING_YET: PaymentProgress = { paid: 0, receiptInReview: false }

/** A stored reservation as the API shows it to its guest. */
export function toReservationView(
  row: ReservationRow,
  rooms: readonly BookableRoom[],
  progress: PaymentProgress = NOTHING_YET,
): ReservationView {
  const breakdown = readQuoteSnapshot(row.breakdown, row.check_in)
  const cancellationCharge =
    row.cancellation_charge === null ? null : Number(row.cancellation_charge)
  return {
    ref: row.ref,
    status: row.status,
    roomId: row.room_type_id,
    roomName:
      rooms.find((room) => room.id === row.room_type_id)?.name ?? `Room ${row.room_type_id}`,
    checkIn: row.check_in,
    checkOut: row.check_out,
    nights: row.nights,
    adults: row.adults,
    kids: row.kids,
    rate: row.rate_code,
    rateLabel: breakdown.label,
    total: Number(row.total),
    breakdown,
    guest: {
      name: row.guest_name ?? '',
      email: row.guest_email ?? '',
      phone: row.guest_phone ?? '',
    },
    notes: row.notes,
    language: row.language,
    holdExpiresAt: row.hold_expires_at,
    cancellationCharge,
    createdAt: row.created_at,
    ...paymentFields(row, cancellationCharge, progress),
  }
}

function paymentFields(
  row: ReservationRow,
  cancellationCharge: number | null,
  progress: PaymentProgress,
): Pick<ReservationView, 'deposit' | 'paid' | 'balance' | 'payment'> {
  if (row.deposit === null || row.payment_way === null) return {}
  const deposit = Number(row.deposit)
  const due = progress.charged ?? amountDue(row.status, Number(row.total), cancellationCharge)
  const refunded = endsUnlived(row.status) ? (progress.refunded ?? 0) : 0
  const status = depositStatus({
    deposit,
    paid: progress.paid,
    due,
    receiptInReview: progress.receiptInReview,
    refunded,
  })
  const awaiting = row.status === 'awaiting_payment'
  return {
    deposit,
    paid: progress.paid,
    balance: due - progress.paid,
    payment: {
      method: row.payment_way,
      status,
      ...(awaiting && progress.url && { url: progress.url }),
      deadline: awaiting ? row.hold_expires_at : null,
      ...(status === 'refunded' && { refunded }),
    },
  }
}

/**
 * The folio as its guest reads it. The books keep a changed or ended stay's charges and the
 * lines that reversed them side by side, which is right for staff and an auditor but reads to a
 * guest as being charged twice and refunded once; so lines of the same words, date and price are
 * netted to what is left of them, and those that came to nothing are left out. The total is the
 * same either way.
 */
export function guestFolioOf(lines: readonly ChargeLine[], paid: number): GuestFolio {
  const netted = new Map<string, GuestFolioLine>()
  for (const line of lines) {
    const key = JSON.stringify([line.kind, line.date, line.description, line.unitAmount])
    const seen = netted.get(key)
    netted.set(key, {
      date: line.date,
      description: line.description,
      quantity: (seen?.quantity ?? 0) + line.quantity,
      unitAmount: line.unitAmount,
      amount: (seen?.amount ?? 0) + line.amount,
    })
  }
  const kept = [...netted.values()].filter((line) => line.quantity !== 0)
  const total = kept.reduce((sum, line) => sum + line.amount, 0)
  return { lines: kept, total, paid, balance: total - paid }
}
