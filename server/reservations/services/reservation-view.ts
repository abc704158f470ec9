import type { ReservationView } from '../../../domain/api-contract'
import { readQuoteSnapshot } from '../../../domain/rates'
import type { ReservationRow } from '../data/tables'
import type { BookableRoom } from './catalog'

/** A stored reservation as the API shows it to its guest. */
export function toReservationView(
  row: ReservationRow,
  rooms: readonly BookableRoom[],
): ReservationView {
  const breakdown = readQuoteSnapshot(row.breakdown, row.check_in)
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
    holdExpiresAt: row.hold_expires_at,
    cancellationCharge: row.cancellation_charge === null ? null : Number(row.cancellation_charge),
    createdAt: row.created_at,
  }
}
