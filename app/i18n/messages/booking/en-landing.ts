/**
 * Reservations mode: what a guest reads about a landing link the page left a part of out, in
 * English, and the shape of those words in each language's `stay`. Apart from en-stay.ts so the
 * home page's first load, which reads a link only with the code loaded for one, goes without.
 */
export const enLanding = {
  landingCheckinUnreadable:
    'We could not read the arrival date in your link, so please choose your dates.',
  landingCheckinPast: 'The arrival date in your link has passed, so please choose new dates.',
  landingCheckinTooFar:
    'We take bookings up to %n days ahead, so please choose an earlier arrival date.',
  landingNights: 'A stay is 1 to %n nights, so please choose your check-out date.',
  landingAdults: 'A room takes 1 to %n adults, so please choose the number of adults.',
  landingKids: 'A room takes up to %n kids, so please choose the number of kids.',
  noSuchRoom: 'We have no room number %n, so your link could not open it.',
  seeAllRooms: 'See all our rooms for your dates',
}

export type LandingWords = typeof enLanding
