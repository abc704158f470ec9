/**
 * Per-address limits on booking requests and look-ups, and on failed staff sign-ins per account
 * and address (docs/reservations.md, "Security"), so a script can neither flood the resort with
 * requests nor guess references or passwords. The counters live where
 * data/rate-limit-store.ts says: shared by every server on PostgreSQL.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { CounterStore } from '../data/rate-limit-store'

export type RateLimits = {
  bookingsPerWindow: number
  lookupsPerWindow: number
  /** Promo codes tried that did not apply: a guest mistypes a few, a script tries thousands. */
  promoGuessesPerWindow: number
  windowSeconds: number
}

export type Limiter = (
  address: string,
) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>

/**
 * A try counted before its answer is known, so simultaneous tries cannot all slip in under the
 * limit; `giveBack` returns the count of one that turned out not to be a guess.
 */
export type CountedTry =
  { allowed: true; giveBack: () => Promise<void> } | { allowed: false; retryAfterSeconds: number }

export type Limiters = {
  bookings: Limiter
  lookups: Limiter
  /** A promo code asked about, or booked with, from an address (the code as codes are stored). */
  promoGuesses: (address: string, code: string) => Promise<CountedTry>
}

export function createLimiters(limits: RateLimits, counters: CounterStore): Limiters {
  return {
    promoGuesses: promoGuessCounter(limits, counters),
    bookings: limiter(
      counters({
        keyPrefix: 'booking',
        points: limits.bookingsPerWindow,
        duration: limits.windowSeconds,
      }),
    ),
    lookups: limiter(
      counters({
        keyPrefix: 'lookup',
        points: limits.lookupsPerWindow,
        duration: limits.windowSeconds,
      }),
    ),
  }
}

/**
 * Promo codes tried from an address, each code counted once per window: a guest who keeps one
 * code while changing dates spends one try, a script that tries thousands of codes is stopped.
 * A code counted and then found to apply is given back. Past the limit every code is refused,
 * the real ones among them, until the window passes.
 */
function promoGuessCounter(limits: RateLimits, counters: CounterStore) {
  const guesses = counters({
    keyPrefix: 'promo-guess',
    points: limits.promoGuessesPerWindow,
    duration: limits.windowSeconds,
  })
  const tried = counters({ keyPrefix: 'promo-tried', points: 1, duration: limits.windowSeconds })
  const countGuess = limiter(guesses)
  const noGiveBack = async () => {}
  return async (address: string, code: string): Promise<CountedTry> => {
    const firstTry = (await refusalOf(tried.consume(JSON.stringify([address, code])))) === 0
    if (firstTry) {
      const counted = await countGuess(address)
      if (!counted.allowed) return counted
      return {
        allowed: true,
        giveBack: async () => {
          await guesses.reward(address, 1)
        },
      }
    }
    const state = await guesses.get(address)
    if (state && state.consumedPoints > limits.promoGuessesPerWindow) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
      }
    }
    return { allowed: true, giveBack: noGiveBack }
  }
}

function limiter(store: RateLimiterAbstract): Limiter {
  return async (address) => {
    try {
      await store.consume(address)
      return { allowed: true }
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        }
      }
      throw rejection
    }
  }
}

export type SignInLimits = { perAccount: number; perAddress: number; windowSeconds: number }

export const SIGN_IN_LIMITS: SignInLimits = {
  perAccount: 5,
  perAddress: 20,
  windowSeconds: 15 * 60,
}

// Past the per-account limit, each further try on that account waits this much longer, up to
// the ceiling: a guesser spread over many addresses slows to a crawl, the staff member still
// gets in.
const SLOW_DOWN_STEP_MS = 1000
const SLOW_DOWN_MAX_MS = 10_000

export type SignInAttempt =
  { allowed: false; retryAfterMs: number } | { allowed: true; delayMs: number }

/**
 * Failed sign-ins. An account tried from one address is blocked after `perAccount` failures, an
 * address after `perAddress` on any accounts. An account alone is never blocked, only slowed:
 * blocking it everywhere would let anyone lock the staff out with a few wrong passwords.
 * Every try is counted before its password is checked, so simultaneous tries cannot all slip
 * in under the limit; a success gives its count back.
 */
export function createSignInLimiter(limits: SignInLimits, counters: CounterStore) {
  const byAccountAndAddress = counters({
    keyPrefix: 'sign-in-account-address',
    points: limits.perAccount,
    duration: limits.windowSeconds,
  })
  const byAddress = counters({
    keyPrefix: 'sign-in-address',
    points: limits.perAddress,
    duration: limits.windowSeconds,
  })
  const byAccount = counters({
    keyPrefix: 'sign-in-account',
    points: Number.MAX_SAFE_INTEGER,
    duration: limits.windowSeconds,
  })
  const pair = (account: string, address: string) => JSON.stringify([account, address])
  return {
    async attempt(account: string, address: string): Promise<SignInAttempt> {
      const blocked = await Promise.all([
        refusalOf(byAccountAndAddress.consume(pair(account, address))),
        refusalOf(byAddress.consume(address)),
      ])
      const retryAfterMs = Math.max(...blocked)
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs }
      const earlierTries = (await byAccount.penalty(account, 1)).consumedPoints - 1
      const overLimit = earlierTries - limits.perAccount + 1
      return {
        allowed: true,
        delayMs: overLimit > 0 ? Math.min(overLimit * SLOW_DOWN_STEP_MS, SLOW_DOWN_MAX_MS) : 0,
      }
    },
    async succeeded(account: string, address: string): Promise<void> {
      await Promise.all([
        byAccountAndAddress.delete(pair(account, address)),
        byAccount.delete(account),
        byAddress.reward(address, 1),
      ])
    },
  }
}

/** 0 when the counter took the try, else the milliseconds until it would. */
async function refusalOf(consumed: Promise<unknown>): Promise<number> {
  try {
    await consumed
    return 0
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext)
    throw rejection
  }
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>
