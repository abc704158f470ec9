/**
 * Promo codes: what a code gives off and when it may be used. Whether its last use is still
 * free is the database's to decide, in the booking's transaction; everything else is here, so
 * the browser and the server refuse a code in the same words.
 */
import { addDays, daysBetween, formatStayDate, type IsoDate } from './calendar'
import { formatCentavos, type Centavos } from './money'
import type { PromoDiscount } from './pricing'

export type Promo = {
  /** Upper case, letters, digits and dashes (normalizePromoCode). */
  code: string
  percentOff?: number
  amountOff?: Centavos
  /** The stay's nights must all lie from `stayFrom` to `stayTo`, both included. */
  stayFrom?: IsoDate
  stayTo?: IsoDate
  /** The resort's date of booking, from `bookFrom` to `bookTo`, both included. */
  bookFrom?: IsoDate
  bookTo?: IsoDate
  minNights?: number
  roomIds?: number[]
  maxUses?: number
}

export type PromoState = Promo & { uses: number; disabled: boolean }

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,31}$/

/** What a guest types, as codes are stored: trimmed, upper case. */
export function normalizePromoCode(typed: string): string {
  return typed.trim().toUpperCase()
}

export function promoDiscount(promo: Promo): PromoDiscount {
  return promo.percentOff !== undefined
    ? { code: promo.code, percentOff: promo.percentOff }
    : { code: promo.code, amountOff: promo.amountOff ?? 0 }
}

/** '20% off the room' or '₱500.00 off the room'. */
export function describePromoOff(promo: Promo): string {
  return promo.percentOff !== undefined
    ? `${promo.percentOff}% off the room`
    : `${formatCentavos(promo.amountOff ?? 0)} off the room`
}

/**
 * Why this code cannot be used for this stay, in words, or null when it can. `promo` is
 * undefined for a code the resort does not have.
 */
export function promoRefusal(
  typed: string,
  promo: PromoState | undefined,
  /** Without a room, whether the code could apply to some room. */
  stay: { roomId?: number | undefined; checkIn: IsoDate; checkOut: IsoDate },
  today: IsoDate,
): string | null {
  if (!promo) return `There is no promo code ${normalizePromoCode(typed)}.`
  const { code } = promo
  if (promo.disabled) return `The promo code ${code} is no longer offered.`
  if (promo.maxUses !== undefined && promo.uses >= promo.maxUses) {
    return `The promo code ${code} has been used up.`
  }
  if (promo.bookTo !== undefined && today > promo.bookTo) {
    return `The promo code ${code} could be used until ${formatStayDate(promo.bookTo)}.`
  }
  if (promo.bookFrom !== undefined && today < promo.bookFrom) {
    return `The promo code ${code} can be used from ${formatStayDate(promo.bookFrom)}.`
  }
  if (
    (promo.stayFrom !== undefined && stay.checkIn < promo.stayFrom) ||
    (promo.stayTo !== undefined && stay.checkOut > addDays(promo.stayTo, 1))
  ) {
    return `The promo code ${code} is for stays ${describeWindow(promo.stayFrom, promo.stayTo)}.`
  }
  const nights = daysBetween(stay.checkIn, stay.checkOut)
  if (promo.minNights !== undefined && nights < promo.minNights) {
    return `The promo code ${code} needs a stay of at least ${promo.minNights} nights.`
  }
  if (
    promo.roomIds !== undefined &&
    stay.roomId !== undefined &&
    !promo.roomIds.includes(stay.roomId)
  ) {
    return `The promo code ${code} is not offered for this room.`
  }
  return null
}

/**
 * What a guest may be told when typing a code: an unknown code and a code that does not apply
 * to these dates read alike, so the answers cannot be used to find the resort's codes by
 * guessing. Only a code that stopped applying after the guest saw it apply (withdrawn, used up,
 * its booking window closed) is refused in its own words, at booking.
 */
export function promoDoesNotApply(typed: string): string {
  return `The promo code ${normalizePromoCode(typed)} does not apply to this stay. Check the code, and the dates it was given for.`
}

/** An address that has tried too many codes that did not apply: no code is looked up for it. */
export function tooManyPromoGuesses(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many promo codes were tried from this connection. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** Why a code the guest saw apply cannot be used now, in words, or null when it can. */
export function promoRefusalAtBooking(
  typed: string,
  promo: PromoState | undefined,
  stay: { roomId?: number | undefined; checkIn: IsoDate; checkOut: IsoDate },
  today: IsoDate,
): string | null {
  const refusal = promoRefusal(typed, promo, stay, today)
  if (refusal === null) return null
  if (!promo) return promoDoesNotApply(typed)
  const withdrawn =
    promo.disabled ||
    (promo.maxUses !== undefined && promo.uses >= promo.maxUses) ||
    (promo.bookTo !== undefined && today > promo.bookTo)
  return withdrawn ? refusal : promoDoesNotApply(typed)
}

function describeWindow(from: IsoDate | undefined, to: IsoDate | undefined): string {
  if (from && to) return `with every night from ${formatStayDate(from)} to ${formatStayDate(to)}`
  if (from) return `beginning on ${formatStayDate(from)} or later`
  return `with the last night on ${formatStayDate(to ?? '')} or before`
}
