// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { FolioView } from '../../../../domain/staff-contract'
import { FolioSection } from './folio-section'

afterEach(cleanup)

const FOLIO: FolioView = {
  lines: [
    {
      id: 1,
      kind: 'room',
      description: 'With breakfast: standard',
      date: '2026-12-01',
      quantity: 1,
      unitAmount: 300_000,
      amount: 300_000,
      vat: 32_143,
      who: 'System',
      createdAt: '2026-11-01T02:00:00.000Z',
    },
  ],
  payments: [],
  total: 300_000,
  paid: 0,
  balance: 300_000,
  invoices: [
    { number: 'INV-000007', kind: 'invoice', total: 300_000, issuedAt: '2026-12-02T02:00:00.000Z' },
  ],
  beneficiaries: [],
  feeTiers: [],
  localFees: [
    {
      code: 'eco-tourism',
      name: 'Eco-tourism fee',
      basis: 'per_guest',
      tiers: [{ code: 'visitor', name: 'Visitor', amount: 20_000 }],
      defaultTier: 'visitor',
    },
  ],
}

function folioOf(invoicing: boolean, folio: FolioView = FOLIO) {
  render(
    <FolioSection
      reference="AC-7Q4M2K"
      folio={folio}
      money={{ due: 300_000, paid: 0, balance: 300_000 }}
      invoiceable
      invoicing={invoicing}
      guests={2}
      onRecorded={() => {}}
      onCharged={() => {}}
    />,
  )
}

test('with invoices on, a stay in the house offers to issue one, and each issued one to print or credit', () => {
  folioOf(true)
  expect(screen.getByRole('button', { name: 'Issue invoice' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: /^Print INV-000007/ })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Credit note for INV-000007' })).toBeInTheDocument()
})

test('with invoices off, nothing offers to issue, print or credit one', () => {
  folioOf(false)
  expect(screen.getByRole('button', { name: 'Senior / PWD' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Issue invoice' })).toBeNull()
  expect(screen.queryByRole('link', { name: /Print/ })).toBeNull()
  expect(screen.queryByRole('button', { name: /Credit note/ })).toBeNull()
})

test("'Local fees' is offered while the resort has a local fee, and not without", () => {
  folioOf(true)
  expect(screen.getByRole('button', { name: 'Local fees' })).toBeInTheDocument()
  cleanup()
  folioOf(true, { ...FOLIO, localFees: [] })
  expect(screen.queryByRole('button', { name: 'Local fees' })).toBeNull()
})
