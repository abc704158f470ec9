import type { LocalFee } from '../domain/local-fees'

/**
 * Reservations mode only (docs/local-fees.md): the local fees a new database starts with,
 * amounts in centavos, collected for the local government. A change here reaches only a resort
 * that has not started yet, as with the extras.
 */
export const seedLocalFees: readonly LocalFee[] = [
  {
    code: 'eco-tourism',
    name: 'Eco-tourism fee',
    basis: 'per_guest',
    tiers: [
      { code: 'visitor', name: 'Visitor', amount: 20_000 },
      { code: 'resident', name: 'Resident of the province', amount: 10_000 },
      { code: 'student', name: 'Student', amount: 5_000 },
      { code: 'long-stay', name: 'Staying over 10 nights', amount: 50_000 },
      { code: 'exempt', name: 'Exempt', amount: 0 },
    ],
    defaultTier: 'visitor',
  },
]
