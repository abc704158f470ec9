/**
 * The extras (docs/reservations.md, "Extras"): what the resort sells beside the room, a boat
 * transfer, a tour, breakfast, a kayak, each at a price for a basis. Staff keep the catalogue;
 * guests add the ones offered online to a booking and the desk posts any of them to a folio.
 * Pure, so the booking form, the quote and the desk count an extra's units alike.
 */
import { formatCentavos, type Centavos } from './money'

export const EXTRA_BASES = [
  'per_stay',
  'per_night',
  'per_guest',
  'per_guest_night',
  'per_item',
] as const
export type ExtraBasis = (typeof EXTRA_BASES)[number]

export type Extra = {
  /** Lower case letters, digits and dashes (EXTRA_CODE_PATTERN); it never changes. */
  code: string
  name: string
  /** VAT-inclusive, for one unit of the basis. */
  price: Centavos
  basis: ExtraBasis
  /** Guests may add it when they book; staff may post any active one. */
  online: boolean
  /** An inactive extra is kept for the record and sold to nobody. */
  active: boolean
}

/** `PUT /api/staff/extras/{code}`: everything but the code, which names the extra for good. */
export type ExtraUpdate = Omit<Extra, 'code'>
export type ExtrasResponse = { extras: Extra[] }

/** An extra a booking asks for: `quantity` times its basis (1 unless given). */
export type ExtraChoice = { code: string; quantity?: number }

/** An extra as a quote prices it: `amount` = `units` × `price`. */
export type PricedExtra = {
  code: string
  name: string
  basis: ExtraBasis
  quantity: number
  units: number
  price: Centavos
  amount: Centavos
}

/** What the units of a basis are counted from. */
export type StayCount = { nights: number; guests: number }

export const EXTRA_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,31}$/
export const EXTRA_NAME_MAX = 60
/** ₱100,000 for one unit: far above any tour, and far below what a stay's total may hold. */
export const MAX_EXTRA_PRICE: Centavos = 10_000_000
export const MAX_EXTRA_QUANTITY = 20
/** More than the catalogue is likely ever to hold: a longer list is not a guest's. */
export const MAX_EXTRAS_CHOSEN = 20

export const BASIS_WORDS: Record<ExtraBasis, string> = {
  per_stay: 'a stay',
  per_night: 'a night',
  per_guest: 'a guest',
  per_guest_night: 'a guest a night',
  per_item: 'each',
}

/** As codes are stored: trimmed, lower case. */
export function normalizeExtraCode(typed: string): string {
  return typed.trim().toLowerCase()
}

/** The units one of the basis comes to for this stay; `per_item` counts what was asked for. */
export function unitsOfBasis(basis: ExtraBasis, stay: StayCount): number {
  switch (basis) {
    case 'per_stay':
    case 'per_item':
      return 1
    case 'per_night':
      return stay.nights
    case 'per_guest':
      return stay.guests
    case 'per_guest_night':
      return stay.guests * stay.nights
  }
}

export function priceExtra(extra: Extra, stay: StayCount, quantity = 1): PricedExtra {
  const units = unitsOfBasis(extra.basis, stay) * quantity
  return {
    code: extra.code,
    name: extra.name,
    basis: extra.basis,
    quantity,
    units,
    price: extra.price,
    amount: units * extra.price,
  }
}

/** 'Breakfast, ₱450 a guest a night': the extra as a guest or the desk chooses it. */
export function describeExtra(extra: Pick<Extra, 'name' | 'price' | 'basis'>): string {
  return `${extra.name}, ${formatCentavos(extra.price)} ${BASIS_WORDS[extra.basis]}`
}

/**
 * The shape of what a booking asks for, before the catalogue is read: each code once, each
 * quantity a whole number from 1 to MAX_EXTRA_QUANTITY. Words for the `extras` field, or null.
 */
export function extraChoicesProblem(choices: readonly ExtraChoice[]): string | null {
  if (choices.length > MAX_EXTRAS_CHOSEN) return `Choose at most ${MAX_EXTRAS_CHOSEN} extras.`
  const codes = choices.map((choice) => normalizeExtraCode(choice.code))
  if (new Set(codes).size !== codes.length) return 'Choose each extra once.'
  const wrong = choices.find(({ quantity = 1 }) => !isExtraQuantity(quantity))
  if (wrong) {
    return `Choose from 1 to ${MAX_EXTRA_QUANTITY} of the extra ${normalizeExtraCode(wrong.code)}.`
  }
  return null
}

export function isExtraQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_EXTRA_QUANTITY
}

/**
 * Prices the choices from the catalogue, or says in words which one cannot be had: a guest
 * (`online`) gets only the extras offered online, and nobody an inactive or unknown one. The
 * same words for an unknown code and a withdrawn one: neither is for sale.
 */
export function priceChoices(
  catalogue: readonly Extra[],
  choices: readonly ExtraChoice[],
  stay: StayCount,
  { online }: { online: boolean },
): { extras: PricedExtra[] } | { problem: string } {
  const shape = extraChoicesProblem(choices)
  if (shape) return { problem: shape }
  const extras: PricedExtra[] = []
  for (const choice of choices) {
    const code = normalizeExtraCode(choice.code)
    const extra = catalogue.find((candidate) => candidate.code === code)
    if (!extra || !extra.active || (online && !extra.online)) {
      return { problem: `The extra ${code} is not offered${online ? ' online' : ''}.` }
    }
    extras.push(priceExtra(extra, stay, choice.quantity))
  }
  return { extras }
}

/** `CODE:QTY,…`, as availability takes the extras in its address; null when malformed. */
export function readExtrasParam(text: string): ExtraChoice[] | null {
  if (text.trim() === '') return []
  const choices: ExtraChoice[] = []
  for (const part of text.split(',')) {
    const match = /^([^:]+)(?::(\d{1,3}))?$/.exec(part.trim())
    if (!match?.[1]) return null
    choices.push({ code: match[1], quantity: match[2] === undefined ? 1 : Number(match[2]) })
  }
  return choices
}

export function writeExtrasParam(choices: readonly ExtraChoice[]): string {
  return choices.map(({ code, quantity = 1 }) => `${code}:${quantity}`).join(',')
}

/** What the extras come to. */
export function extrasTotal(extras: readonly Pick<PricedExtra, 'amount'>[]): Centavos {
  return extras.reduce((sum, extra) => sum + extra.amount, 0)
}
