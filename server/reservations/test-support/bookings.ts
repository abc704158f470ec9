/** Request bodies for the API tests: valid by default, with the stay placed days from today. */
import { addDays, resortToday } from '../../../domain/calendar'

export function stayFromToday(startInDays: number, nights: number) {
  const checkIn = addDays(resortToday(new Date()), startInDays)
  return { checkIn, checkOut: addDays(checkIn, nights) }
}

export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    roomId: 2,
    ...stayFromToday(30, 2),
    adults: 2,
    kids: 1,
    guest: { name: 'Maria Santos', email: 'Maria.Santos@example.com', phone: '+63 917 123 4567' },
    notes: 'Late arrival, around 10 PM.',
    ...overrides,
  }
}

export function availabilityPath(
  stay: { checkIn: string; checkOut: string },
  adults = 1,
  kids = 0,
): string {
  return `/api/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=${adults}&kids=${kids}`
}
