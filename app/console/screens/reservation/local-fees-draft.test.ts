import { expect, test } from 'vitest'
import type { LocalFee } from '../../../../domain/local-fees'
import { feesSavedMessage, feeTiersOf, startingTiers, tierOptions } from './local-fees-draft'

const ECO: LocalFee = {
  code: 'eco-tourism',
  name: 'Eco-tourism fee',
  basis: 'per_guest',
  tiers: [
    { code: 'visitor', name: 'Visitor', amount: 20_000 },
    { code: 'student', name: 'Student', amount: 5_000 },
    { code: 'exempt', name: 'Exempt', amount: 0 },
  ],
  defaultTier: 'visitor',
}

test('the form starts from the recorded tiers, the default for the rest, and sends every guest', () => {
  const draft = startingTiers([ECO], [{ fee: 'eco-tourism', guest: 2, tier: 'student' }], 3)
  expect(draft).toEqual({
    'eco-tourism 1': 'visitor',
    'eco-tourism 2': 'student',
    'eco-tourism 3': 'visitor',
  })
  expect(feeTiersOf([ECO], { ...draft, 'eco-tourism 3': 'exempt' }, 3)).toEqual([
    { fee: 'eco-tourism', guest: 1, tier: 'visitor' },
    { fee: 'eco-tourism', guest: 2, tier: 'student' },
    { fee: 'eco-tourism', guest: 3, tier: 'exempt' },
  ])
})

test('each tier is offered with what it costs', () => {
  expect(tierOptions(ECO).map((option) => option.label)).toEqual([
    'Visitor, ₱200 a guest',
    'Student, ₱50 a guest',
    'Exempt, nothing',
  ])
  expect(tierOptions({ ...ECO, basis: 'per_guest_stay' })[1]?.label).toBe(
    'Student, ₱50 a guest a night',
  )
})

test('once saved, the fees and the new total are said', () => {
  const fee = { kind: 'fee' as const, vat: 0, amount: 25_000 }
  const room = { kind: 'room' as const, vat: 32_143, amount: 300_000 }
  const lines = [fee, room].map((line, id) => ({
    ...line,
    id,
    description: '',
    date: '2026-12-01',
    quantity: 1,
    unitAmount: line.amount,
    who: 'System',
    createdAt: '',
  }))
  expect(feesSavedMessage({ lines, total: 325_000 })).toBe(
    'Local fees saved: ₱250 for the local government. Total now ₱3,250.',
  )
})
