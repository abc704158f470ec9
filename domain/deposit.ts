/**
 * What a guest pays at booking when payments are on (README, "Deposits and payments"): the
 * first night, a share of the total, or all of it. The balance is due at
 * check-in. Pure, so the booking form shows the figure the server will ask for.
 */
import type { Centavos } from './money'
import { percentOf, type Quote } from './pricing'

export type DepositRule =
  { kind: 'first-night' } | { kind: 'percent'; percent: number } | { kind: 'full' }

export const DEFAULT_DEPOSIT: DepositRule = { kind: 'percent', percent: 30 }

/** `first-night`, `full` or a whole percentage from 1% to 100%; null for anything else. */
export function readDepositRule(text: string): DepositRule | null {
  const value = text.trim()
  if (value === 'first-night') return { kind: 'first-night' }
  if (value === 'full') return { kind: 'full' }
  const match = /^(\d{1,3})%$/.exec(value)
  const percent = match ? Number(match[1]) : NaN
  return percent >= 1 && percent <= 100 ? { kind: 'percent', percent } : null
}

/**
 * The deposit for a quoted stay, never more than its total. The first night is its price as
 * quoted, before supplements and fees: the figure the guest sees on the night's line.
 */
export function depositFor(rule: DepositRule, quote: Pick<Quote, 'total' | 'nightly'>): Centavos {
  const wanted =
    rule.kind === 'full'
      ? quote.total
      : rule.kind === 'percent'
        ? percentOf(quote.total, rule.percent)
        : (quote.nightly[0]?.price ?? quote.total)
  return Math.max(0, Math.min(wanted, quote.total))
}

/** The rule in words for the booking form: 'a deposit of 30%', 'the first night'. */
export function describeDepositRule(rule: DepositRule): string {
  switch (rule.kind) {
    case 'first-night':
      return 'the first night'
    case 'full':
      return 'the whole stay'
    case 'percent':
      return `a ${rule.percent}% deposit`
  }
}

// Long enough for a guest to finish on the payment page, short enough to remind one who left it.
const ONLINE_REMINDER_AFTER_MS = 10 * 60_000

/**
 * When the email asking an online payer for the deposit goes: they are on the payment page as
 * the booking is made, and most pay there, so it waits, and is withdrawn once the deposit comes
 * (they then get only the confirmation). Ten minutes on, or halfway to the hold's end if that
 * is sooner, so it always comes while there is time to pay.
 */
export function onlineReminderAt(booked: Date, holdEnds: Date | null): Date {
  const soonest = booked.getTime() + ONLINE_REMINDER_AFTER_MS
  if (holdEnds === null || Number.isNaN(holdEnds.getTime())) return new Date(soonest)
  const halfway = booked.getTime() + Math.max(0, holdEnds.getTime() - booked.getTime()) / 2
  return new Date(Math.min(soonest, halfway))
}
