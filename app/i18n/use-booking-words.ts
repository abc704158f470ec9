import { useLocale } from './locale'
import { en, type BookingWords } from './messages/booking/en'

/**
 * The booking's and the confirmation's words: a language page's from its loader data, else
 * English, which only the booking's modules import (decision 044).
 */
export function useBookingWords(): BookingWords {
  return useLocale().booking ?? en
}
