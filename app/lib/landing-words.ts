import { MAX_ADULTS, MAX_KIDS } from '../../domain/party'
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../domain/stay'
import type { LandingIgnored } from './landing-query'

/** Reservations mode: what a guest reads about a landing link, every sentence in one place. */
export const LANDING_WORDS: Record<LandingIgnored, string> = {
  'checkin-unreadable':
    'We could not read the arrival date in your link, so please choose your dates.',
  'checkin-past': 'The arrival date in your link has passed, so please choose new dates.',
  'checkin-too-far': `We take bookings up to ${MAX_DAYS_AHEAD} days ahead, so please choose an earlier arrival date.`,
  nights: `A stay is 1 to ${MAX_NIGHTS} nights, so please choose your check-out date.`,
  adults: `A room takes 1 to ${MAX_ADULTS} adults, so please choose the number of adults.`,
  kids: `A room takes up to ${MAX_KIDS} kids, so please choose the number of kids.`,
}

export const LANDING_NOTE_LABEL = 'About your link'

export function noSuchRoomWords(id: string): { note: string; link: string } {
  return {
    note: `We have no room number ${id}, so your link could not open it.`,
    link: 'See all our rooms for your dates',
  }
}
