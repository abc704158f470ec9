import type { Seller } from '../domain/invoice'

/**
 * Reservations mode with INVOICES=on (README, "Invoices"): the seller's details every invoice
 * and credit note prints, as the resort's BIR Certificate of Registration (Form 2303) gives
 * them. These are placeholders: the owner replaces each with the registration's own words
 * before turning invoices on; the server refuses to start with details that do not check.
 */
export const seller: Seller = {
  registeredName: 'Alon Cove Resort Inc.',
  tin: '000-000-000-00000',
  registeredAddress: 'Sitio Alon, Barangay Bulalacao, Coron, Palawan 5316, Philippines',
  vatStatus: 'vat',
  permitLine: 'BIR Permit No. 0000-000-00000-CAS, issued 2026-01-01',
}
