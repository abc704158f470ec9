/** A reservation's row as the data layer's tests write it: two nights of a requested stay. */
import type { BookingRow } from '../data/new-booking'

export function reservationRow(
  ref: string,
  roomTypeId: number,
  at: string,
  overrides: Partial<BookingRow> = {},
): BookingRow {
  return {
    ref,
    room_type_id: roomTypeId,
    rate_code: 'standard',
    check_in: '2027-03-01',
    check_out: '2027-03-03',
    nights: 2,
    adults: 2,
    kids: 0,
    guest_name: 'Ana Reyes',
    guest_email: 'ana@example.com',
    guest_phone: '+63 917 123 4567',
    notes: '',
    status: 'requested',
    total: 660000,
    breakdown: '{}',
    hold_expires_at: null,
    request_address: null,
    deposit: null,
    payment_way: null,
    language: 'en',
    created_at: at,
    updated_at: at,
    ...overrides,
  }
}
