import { MAX_ADULTS, MAX_KIDS } from '../../domain/party'
import { MAX_DAYS_AHEAD, MAX_NIGHTS } from '../../domain/stay'
import { fill } from '../i18n/locale'
import type { LandingWords } from '../i18n/messages/booking/en-landing'
import type { LandingIgnored } from './landing-query'

/** Reservations mode: what a guest reads about a landing link, every sentence in one place. */
export function landingWords(words: LandingWords): Record<LandingIgnored, string> {
  return {
    'checkin-unreadable': words.landingCheckinUnreadable,
    'checkin-past': words.landingCheckinPast,
    'checkin-too-far': fill(words.landingCheckinTooFar, { n: MAX_DAYS_AHEAD }),
    nights: fill(words.landingNights, { n: MAX_NIGHTS }),
    adults: fill(words.landingAdults, { n: MAX_ADULTS }),
    kids: fill(words.landingKids, { n: MAX_KIDS }),
  }
}
