/**
 * Local fees per head (docs/local-fees.md): what the resort collects for the local government,
 * an eco-tourism fee say, at an amount that depends on who the guest is (a resident of the
 * province, a student). The desk chooses each guest's tier; a guest it does not name pays the
 * fee's default tier. Such fees are outside VAT: their lines carry no VAT, are no part of a
 * senior citizen's or PWD's share, and no promo takes anything off them. Pure, for the server's
 * repricing and the console's dialog alike.
 */
import type { IsoDate } from './calendar'
import type { ChargeLine } from './folio'
import { chargeLine, folioTotal, isLocalFeeLine, LOCAL_FEE_MARK, reversalLines } from './folio'
import type { Centavos } from './money'

/**
 * `per_guest`: the tier's amount once for each guest, whatever the stay's length;
 * `per_guest_stay`: the tier's amount for each guest and each night of the stay, as fees
 * charged by the day of a stay are.
 */
export const LOCAL_FEE_BASES = ['per_guest', 'per_guest_stay'] as const
export type LocalFeeBasis = (typeof LOCAL_FEE_BASES)[number]

export type LocalFeeTier = { code: string; name: string; amount: Centavos }

export type LocalFee = {
  code: string
  name: string
  basis: LocalFeeBasis
  /** In the desk's order; amounts of 0 (an exemption) write no line. */
  tiers: LocalFeeTier[]
  /** The tier of a guest the desk has not named. */
  defaultTier: string
}

/** One guest's tier of one fee: `guest` counts the stay's guests from 1, adults and kids alike. */
export type FeeTierChoice = { fee: string; guest: number; tier: string }

export { isLocalFeeLine }

/** Why the desk's choices cannot stand, in words, or null when they can. */
export function feeTierProblem(
  fees: readonly LocalFee[],
  choices: readonly FeeTierChoice[],
  guests: number,
): string | null {
  const seen = new Set<string>()
  for (const { fee: code, guest, tier } of choices) {
    const fee = fees.find((candidate) => candidate.code === code)
    if (!fee) {
      const known = fees.map((candidate) => candidate.code).join(', ')
      return `There is no local fee '${code}'${known ? `: the fees are ${known}` : ''}.`
    }
    if (!Number.isInteger(guest) || guest < 1 || guest > guests) {
      return `The stay has ${guests} guest${guests === 1 ? '' : 's'}: there is no guest ${guest}.`
    }
    if (!fee.tiers.some((candidate) => candidate.code === tier)) {
      const known = fee.tiers.map((candidate) => candidate.code).join(', ')
      return `The ${fee.name.toLowerCase()} has no tier '${tier}': its tiers are ${known}.`
    }
    const key = `${code} ${guest}`
    if (seen.has(key)) return `Guest ${guest} has one tier of the ${fee.name.toLowerCase()}.`
    seen.add(key)
  }
  return null
}

/** Each guest's tier of `fee`, the default where the desk named none. */
export function tiersOfGuests(
  fee: LocalFee,
  choices: readonly FeeTierChoice[],
  guests: number,
): LocalFeeTier[] {
  const byCode = new Map(fee.tiers.map((tier) => [tier.code, tier]))
  const fallback = byCode.get(fee.defaultTier) ?? fee.tiers[0]
  const tiers: LocalFeeTier[] = []
  for (let guest = 1; guest <= guests; guest += 1) {
    const chosen = choices.find((choice) => choice.fee === fee.code && choice.guest === guest)
    const tier = (chosen && byCode.get(chosen.tier)) ?? fallback
    if (tier) tiers.push(tier)
  }
  return tiers
}

/** The stay's count of what the fees are charged by. */
export type FeeStay = { guests: number; nights: number }

/**
 * The lines the stay's local fees come to: one a fee and tier, its quantity the guests in that
 * tier (times the nights for `per_guest_stay`), with no VAT.
 */
export function localFeeLines(
  fees: readonly LocalFee[],
  choices: readonly FeeTierChoice[],
  stay: FeeStay,
  date: IsoDate,
): ChargeLine[] {
  return fees.flatMap((fee) => {
    const tiers = tiersOfGuests(fee, choices, stay.guests)
    const perGuest = fee.basis === 'per_guest_stay' ? stay.nights : 1
    return fee.tiers.flatMap((tier) => {
      const count = tiers.filter((had) => had.code === tier.code).length * perGuest
      if (count === 0 || tier.amount === 0) return []
      return [
        chargeLine('fee', `${fee.name}, ${tier.name}${LOCAL_FEE_MARK}`, date, count, tier.amount),
      ]
    })
  })
}

/**
 * What the folio needs written for its local fees to be `wanted`: nothing when its open local
 * fee lines already come to that, line for line; otherwise those reversed and `wanted` written.
 */
export function localFeeRepricing(
  lines: readonly ChargeLine[],
  wanted: readonly ChargeLine[],
): ChargeLine[] {
  const reversed = reversalLines(lines, isLocalFeeLine)
  const keyOf = (line: ChargeLine, sign: number) =>
    JSON.stringify([line.description, sign * line.quantity, line.unitAmount])
  const have = reversed.map((line) => keyOf(line, -1)).sort()
  const want = wanted.map((line) => keyOf(line, 1)).sort()
  if (JSON.stringify(have) === JSON.stringify(want)) return []
  return [...reversed, ...wanted]
}

/** What the stay's open local fee lines come to. */
export function localFeesTotal(lines: readonly ChargeLine[]): Centavos {
  return folioTotal(lines.filter(isLocalFeeLine))
}
