/**
 * A reservation's folio (docs/reservations.md, "The folio"): its charge lines and its payments
 * side by side. A line is never edited or removed; a stay that changes or ends unlived has its
 * lines reversed by lines of the same kind, date and words with the opposite quantity, so the
 * folio reads as what happened and always sums to what the stay owes. Pure, for the server's
 * writes, the migration of older bookings and the console's figures alike.
 */
import type { IsoDate } from './calendar'
import type { Centavos } from './money'
import type { Quote } from './pricing'
import { roundCentavos } from './pricing'
import type { ReservationStatus } from './reservation-status'

export const CHARGE_KINDS = [
  'room',
  'fee',
  'extra',
  'discount',
  'vat_exemption',
  'cancellation',
  'no_show',
  'adjustment',
] as const
export type ChargeKind = (typeof CHARGE_KINDS)[number]

/** A line as it is written: `amount` = `quantity` × `unitAmount`, VAT-inclusive. */
export type ChargeLine = {
  kind: ChargeKind
  description: string
  date: IsoDate
  quantity: number
  unitAmount: Centavos
  amount: Centavos
  /** The VAT inside `amount` (12/112 of it), rounded once per line. */
  vat: Centavos
}

export const CHARGE_KIND_WORDS: Record<ChargeKind, string> = {
  room: 'Room',
  fee: 'Fee',
  extra: 'Extra',
  discount: 'Discount',
  vat_exemption: 'VAT exemption',
  cancellation: 'Cancellation charge',
  no_show: 'No-show charge',
  adjustment: 'Adjustment',
}

/** The most one posted charge may come to, as for a desk payment. */
export const MAX_CHARGE: Centavos = 100_000_000

/** The lines that are the stay itself: reversed when it ends unlived. */
const STAY_KINDS: ReadonlySet<ChargeKind> = new Set([
  'room',
  'fee',
  'extra',
  'discount',
  'vat_exemption',
])
/** The lines a quote writes: a change of the stay's terms rewrites those that differ (linesOfChange). */
const QUOTE_KINDS: ReadonlySet<ChargeKind> = new Set(['room', 'fee', 'discount'])

/**
 * The words that begin the lines of a senior citizen's or a PWD's share (written by
 * domain/lodging-discounts.ts): they follow the stay's lodging, not its quote.
 */
const BENEFICIARY_WORDS = /^(Senior citizen|PWD) \d+: /

export function isBeneficiaryLine(line: Pick<ChargeLine, 'kind' | 'description'>): boolean {
  return (
    (line.kind === 'vat_exemption' || line.kind === 'discount') &&
    BENEFICIARY_WORDS.test(line.description)
  )
}

/**
 * How a local fee's line ends (domain/local-fees.ts): outside VAT, charged by the desk's tiers
 * rather than by the quote.
 */
export const LOCAL_FEE_MARK = ' (collected for the local government)'

/** A line of a local fee: a `fee` named as collected for the local government, with no VAT. */
export function isLocalFeeLine(line: Pick<ChargeLine, 'kind' | 'description'>): boolean {
  return line.kind === 'fee' && line.description.endsWith(LOCAL_FEE_MARK)
}

/** A line of the stay's quote: a change of its terms rewrites those that differ. */
function isQuoteLine(line: ChargeLine): boolean {
  return QUOTE_KINDS.has(line.kind) && !isBeneficiaryLine(line) && !isLocalFeeLine(line)
}

export function vatOf(amount: Centavos): Centavos {
  return roundCentavos((amount * 12) / 112)
}

export function chargeLine(
  kind: ChargeKind,
  description: string,
  date: IsoDate,
  quantity: number,
  unitAmount: Centavos,
): ChargeLine {
  const amount = quantity * unitAmount
  // A local fee is outside VAT: its lines, and those reversing them, carry none.
  const vat = isLocalFeeLine({ kind, description }) ? 0 : vatOf(amount)
  return { kind, description, date, quantity, unitAmount, amount, vat }
}

/**
 * A quote as folio lines: a `room` line a night naming its rule, the guest supplements as room
 * lines of the first night, the promo as a negative `discount`, each fee the guest pays on top
 * as a `fee` (fees already inside the price are not charged twice). They sum to `quote.total`.
 */
export function linesOfQuote(quote: Quote, checkIn: IsoDate): ChargeLine[] {
  const nights = quote.nightly.map(({ night, price, rule }) =>
    chargeLine('room', `${quote.label}: ${rule}`, night, 1, price),
  )
  const supplements = quote.supplements.map(({ label, amount }) =>
    chargeLine('room', label, checkIn, 1, amount),
  )
  const discount = quote.discount
    ? [chargeLine('discount', quote.discount.label, checkIn, 1, -quote.discount.amount)]
    : []
  const fees = quote.fees
    .filter((fee) => !fee.included && fee.amount !== 0)
    .map(({ label, amount }) => chargeLine('fee', label, checkIn, 1, amount))
  return [...nights, ...supplements, ...discount, ...fees]
}

export function folioTotal(lines: readonly Pick<ChargeLine, 'amount'>[]): Centavos {
  return lines.reduce((sum, line) => sum + line.amount, 0)
}

/**
 * Lines that take the charges `only` picks back to nothing, one a group of lines with the same
 * kind, date, words and unit price whose quantities do not yet cancel out.
 */
export function reversalLines(
  lines: readonly ChargeLine[],
  only: (line: ChargeLine) => boolean,
): ChargeLine[] {
  const open = new Map<string, ChargeLine>()
  for (const line of lines) {
    if (!only(line)) continue
    const key = JSON.stringify([line.kind, line.date, line.description, line.unitAmount])
    const seen = open.get(key)
    open.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line)
  }
  return [...open.values()]
    .filter((group) => group.quantity !== 0)
    .map((group) =>
      chargeLine(group.kind, group.description, group.date, -group.quantity, group.unitAmount),
    )
}

/**
 * The lines a change of state writes: a stay that ends unlived or is missed gives back its
 * charges, and the policy's charge, if any, takes their place. Other moves write nothing: a
 * lived stay keeps its charges (an early check-out may take nights off, see earlyNightLines).
 */
export function linesOfMove(
  lines: readonly ChargeLine[],
  to: ReservationStatus,
  charge: Centavos | null,
  today: IsoDate,
): ChargeLine[] {
  if (to !== 'cancelled' && to !== 'declined' && to !== 'expired' && to !== 'no_show') return []
  const reversed = reversalLines(lines, (line) => STAY_KINDS.has(line.kind))
  if (!charge) return reversed
  const kind = to === 'no_show' ? 'no_show' : 'cancellation'
  const words = to === 'no_show' ? 'No-show, under the cancellation policy' : 'Late cancellation'
  return [...reversed, chargeLine(kind, words, today, 1, charge)]
}

/**
 * New terms for the stay: the lines that take its quote's charges from what they are to what
 * the new quote says. A night charged the same stays as it is; a night no longer had, or
 * charged otherwise, is reversed; a new or repriced night is written. Extras and what the desk
 * posted stay as they are.
 */
export function linesOfChange(
  lines: readonly ChargeLine[],
  quote: Quote,
  checkIn: IsoDate,
): ChargeLine[] {
  const keyOf = (line: ChargeLine) =>
    JSON.stringify([line.kind, line.date, line.description, line.unitAmount])
  // What each group of the quote's lines now comes to, as a quantity.
  const open = new Map<string, ChargeLine>()
  for (const reversal of reversalLines(lines, isQuoteLine))
    open.set(keyOf(reversal), { ...reversal, quantity: -reversal.quantity })
  const written: ChargeLine[] = []
  for (const wanted of linesOfQuote(quote, checkIn)) {
    const had = open.get(keyOf(wanted))
    const kept = Math.min(had?.quantity ?? 0, wanted.quantity)
    if (had) open.set(keyOf(wanted), { ...had, quantity: had.quantity - kept })
    if (wanted.quantity > kept)
      written.push(
        chargeLine(
          wanted.kind,
          wanted.description,
          wanted.date,
          wanted.quantity - kept,
          wanted.unitAmount,
        ),
      )
  }
  const reversed = [...open.values()]
    .filter((group) => group.quantity !== 0)
    .map((group) =>
      chargeLine(group.kind, group.description, group.date, -group.quantity, group.unitAmount),
    )
  return [...reversed, ...written]
}

const EARLY = 'Early check-out: night not stayed, not charged'

export function isEarlyNightLine(line: Pick<ChargeLine, 'kind' | 'description'>): boolean {
  return line.kind === 'adjustment' && line.description === EARLY
}

/**
 * An early check-out whose freed nights are not kept: an `adjustment` line a night taking off
 * what it was charged (chargedNights). What earlier such lines took off is not taken off twice
 * (a check-out undone and made again).
 */
export function earlyNightLines(
  lines: readonly ChargeLine[],
  freedNights: readonly IsoDate[],
): ChargeLine[] {
  const takenOff = (night: IsoDate) =>
    folioTotal(lines.filter((line) => isEarlyNightLine(line) && line.date === night))
  return chargedNights(lines, freedNights).flatMap(({ night, amount }) => {
    const left = amount + takenOff(night)
    return left === 0 ? [] : [chargeLine('adjustment', EARLY, night, -1, left)]
  })
}

/**
 * What each night was charged: its room lines, less its share of the stay's promo in
 * proportion to them (a percentage promo takes the same share off every night), to the
 * centavo. For the check-out dialog, and what an early check-out takes off.
 */
export function chargedNights(
  lines: readonly ChargeLine[],
  nights: readonly IsoDate[],
): { night: IsoDate; amount: Centavos }[] {
  const rooms = lines.filter((line) => line.kind === 'room')
  const roomTotal = folioTotal(rooms)
  const discount = folioTotal(lines.filter((line) => isQuoteLine(line) && line.kind === 'discount'))
  return nights.map((night) => {
    const room = folioTotal(rooms.filter((line) => line.date === night))
    const share = roomTotal === 0 ? 0 : roundCentavos((discount * room) / roomTotal)
    return { night, amount: room + share }
  })
}

/** `balance` = charges − payments: above zero the guest owes, below it the resort does. */
export function folioBalance(lines: readonly ChargeLine[], paid: Centavos) {
  const total = folioTotal(lines)
  return { total, paid, balance: total - paid }
}
