import { tiersOfGuests, type FeeTierChoice, type LocalFee } from '../../../../domain/local-fees'
import { formatCentavos } from '../../../../domain/money'
import type { FolioView } from '../../../../domain/staff-contract'

/**
 * The 'Local fees' form as chosen: a tier a guest and fee, started from what the folio has
 * recorded (the default tier where nothing is). Pure; the server judges the choices again.
 */
export type TierDraft = Record<string, string>

export const draftKey = (fee: string, guest: number) => `${fee} ${guest}`

export function startingTiers(
  fees: readonly LocalFee[],
  recorded: readonly FeeTierChoice[],
  guests: number,
): TierDraft {
  const draft: TierDraft = {}
  for (const fee of fees) {
    tiersOfGuests(fee, recorded, guests).forEach((tier, index) => {
      draft[draftKey(fee.code, index + 1)] = tier.code
    })
  }
  return draft
}

/** Every guest's tier of every fee, as `feeTiers` sends it. */
export function feeTiersOf(
  fees: readonly LocalFee[],
  draft: TierDraft,
  guests: number,
): FeeTierChoice[] {
  return fees.flatMap((fee) =>
    Array.from({ length: guests }, (_, index) => ({
      fee: fee.code,
      guest: index + 1,
      tier: draft[draftKey(fee.code, index + 1)] ?? fee.defaultTier,
    })),
  )
}

/** A tier as the desk picks it: 'Student, ₱50.00 a guest' or 'Exempt, nothing'. */
export function tierOptions(fee: LocalFee): { value: string; label: string }[] {
  const unit = fee.basis === 'per_guest_stay' ? 'a guest a night' : 'a guest'
  return fee.tiers.map((tier) => ({
    value: tier.code,
    label:
      tier.amount === 0
        ? `${tier.name}, nothing`
        : `${tier.name}, ${formatCentavos(tier.amount)} ${unit}`,
  }))
}

/** What the folio's local fees come to, and the new total: said once the tiers are saved. */
export function feesSavedMessage(folio: Pick<FolioView, 'lines' | 'total'>): string {
  const fees = folio.lines
    .filter((line) => line.kind === 'fee' && line.vat === 0)
    .reduce((sum, line) => sum + line.amount, 0)
  return `Local fees saved: ${formatCentavos(fees)} for the local government. Total now ${formatCentavos(folio.total)}.`
}
