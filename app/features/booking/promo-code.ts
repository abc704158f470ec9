import type { RateQuote } from '../../../domain/api-contract'
import { formatCentavos } from '../../../domain/money'
import { PROMO_CODE_PATTERN, normalizePromoCode } from '../../../domain/promos'
import { fill } from '../../i18n/locale'
import { en, type BookingWords } from '../../i18n/messages/booking/en'
import type { ApiProblem } from '../../lib/api-client'
import type { RoomQuote } from '../../state/use-room-quote'

/**
 * The booking page's promo code (docs/reservations.md, "What guests see"). Only the guest's choice
 * is kept: whether a code holds is the server's to say, in the availability answer asked with it,
 * so what the field shows is derived from that answer (promoViewOf) and never stored apart from it.
 */
export type PromoChoice =
  | { kind: 'none' }
  /** Applied by the guest: the stay's price is asked with this code. */
  | { kind: 'wanted'; code: string }
  /** Not worth asking about (nothing typed, no such code possible), or refused at booking. */
  | { kind: 'refused'; code: string; message: string }

/** What the field says; only an `applied` code is sent with the booking. */
export type PromoView =
  | { kind: 'none' }
  | { kind: 'checking' | 'applied' | 'refused' | 'unchecked'; code: string; message: string }

export const NO_PROMO: PromoChoice = { kind: 'none' }

/** 'Apply': the code as codes are stored, or why the server need not be asked. */
export function applyPromo(typed: string, words: BookingWords = en): PromoChoice {
  const code = normalizePromoCode(typed)
  if (code === '') return { kind: 'refused', code, message: words.typePromo }
  // No code is ever issued in another shape; the words are the server's for an unknown code.
  if (!PROMO_CODE_PATTERN.test(code)) {
    return { kind: 'refused', code, message: fill(words.promoDoesNotApply, { c: code }) }
  }
  return { kind: 'wanted', code }
}

/** The code to ask the stay's price with, if any. */
export function promoToAsk(choice: PromoChoice): string | undefined {
  return choice.kind === 'wanted' ? choice.code : undefined
}

/**
 * 409 promo_unavailable: the code was used up or expired since it was applied. The price is
 * asked again without it, so the guest sees the new total before sending again. The field
 * takes the server's reason (`fields.promoCode`); its message also speaks of the booking.
 */
export function promoWithdrawn(
  choice: PromoChoice,
  problem: Pick<ApiProblem, 'fields' | 'message'>,
  words: BookingWords = en,
): PromoChoice {
  const code = choice.kind === 'none' ? '' : choice.code
  return {
    kind: 'refused',
    code,
    message: problem.fields.promoCode || problem.message || fill(words.promoNoLonger, { c: code }),
  }
}

/**
 * What the field says about the guest's choice, given the quote asked with it and the rate
 * the page shows. A code counts as applied only when the rate carries its discount: the
 * server may accept a code that this room does not take.
 */
export function promoViewOf(
  choice: PromoChoice,
  quote: RoomQuote,
  rate: RateQuote | undefined,
  words: BookingWords = en,
): PromoView {
  if (choice.kind !== 'wanted') return choice
  const { code } = choice
  if (quote.status === 'failed') {
    return { kind: 'unchecked', code, message: words.promoUnchecked }
  }
  if (quote.status !== 'found') return { kind: 'checking', code, message: words.promoChecking }
  if (!quote.promo?.valid) {
    const message = quote.promo?.message || fill(words.promoNotForStay, { c: code })
    return { kind: 'refused', code, message }
  }
  if (!rate?.discount) {
    return { kind: 'refused', code, message: fill(words.promoNotForRoom, { c: code }) }
  }
  const saving = formatCentavos(rate.discount.amount)
  return { kind: 'applied', code, message: fill(words.promoApplied, { c: code, a: saving }) }
}

/** The code to send with the booking: the applied one, never one the server has not taken. */
export function promoToSend(view: PromoView): string | undefined {
  return view.kind === 'applied' ? view.code : undefined
}

/** 'Remove promo code' is offered while a code is on the price, or could not be checked. */
export function canRemovePromo(view: PromoView): boolean {
  return view.kind === 'applied' || view.kind === 'unchecked'
}
