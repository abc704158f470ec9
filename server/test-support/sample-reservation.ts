// A reservation as the API shows it, for tests of what is built from one (emails, pages).

import type { ReservationView } from '../../domain/api-contract'
import type { MailContext } from '../reservations/mail/templates'

/** The resort as the mail tests' letters name it. */
export const SAMPLE_MAIL_CONTEXT: MailContext = {
  resortName: 'Alon Cove Resort',
  siteOrigin: 'https://www.aloncove.example',
  resortEmail: 'frontdesk@aloncove.example',
}

export function sampleReservationView(overrides: Partial<ReservationView> = {}): ReservationView {
  return {
    ref: 'K7M2Q9XD',
    status: 'requested',
    roomId: 1,
    roomName: 'Hotel Rooms',
    checkIn: '2026-12-24',
    checkOut: '2026-12-26',
    nights: 2,
    adults: 2,
    kids: 1,
    rate: 'breakfast',
    rateLabel: 'With breakfast',
    total: 500000,
    breakdown: {
      rate: 'breakfast',
      label: 'With breakfast',
      nightly: [
        { night: '2026-12-24', price: 250000, rule: 'Base price' },
        { night: '2026-12-25', price: 250000, rule: 'Base price' },
      ],
      supplements: [],
      roomTotal: 500000,
      discount: null,
      fees: [{ label: 'VAT 12%', amount: 53571, included: true }],
      total: 500000,
      policy: {
        text: 'Free cancellation until Mon 21 Dec 2026; after that, the first night is charged.',
        freeUntil: '2026-12-21',
      },
    },
    guest: { name: 'Ana Reyes', email: 'ana.reyes@example.com', phone: '+63 917 123 4567' },
    notes: 'Late arrival, around 22:00.',
    language: 'en',
    holdExpiresAt: '2026-11-25T06:05:00.000Z',
    createdAt: '2026-11-23T06:05:00.000Z',
    ...overrides,
  }
}
