import { expect, test, type Page, type TestInfo } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { expectNoAxeViolations } from './support'
import {
  changeServerDatabase,
  DELUXE_ROOM,
  openConsole,
  staffApiPost,
  staffStay,
  uniqueGuest,
} from './staff-support'

// The site's header fades its background in once the page scrolls: axe must not judge it
// mid-fade (as in staff-accessibility.spec.ts).
test.use({ reducedMotion: 'reduce' })

/**
 * Two adults in the Deluxe Room with breakfast, ₱3,000 a night, for two nights of the slot,
 * booked by phone: confirmed at once, ₱6,000.
 */
async function deluxeForTwo(page: Page, testInfo: TestInfo, slot: number) {
  const guest = uniqueGuest(testInfo, 'Invoiced')
  const { status, json } = await staffApiPost(page, '/api/staff/bookings', {
    roomId: DELUXE_ROOM,
    ...staffStay(testInfo, slot, 2),
    adults: 2,
    kids: 0,
    rate: 'breakfast',
    guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0150' },
  })
  expect(status).toBe(201)
  return json as ReservationView
}

/**
 * Puts the stay in the house in the server's database: the desk checks a guest in only on the
 * arrival day, and this spec's nights are weeks ahead so that no other spec shares them.
 */
function inTheHouse(ref: string) {
  changeServerDatabase("UPDATE reservation SET status = 'checked_in' WHERE ref = ?", ref)
}

test('the desk issues an invoice to a company, prints it, credits a night and invoices it again', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await openConsole(page)
  const stay = await deluxeForTwo(page, testInfo, 29)
  await page.goto(`/staff/reservation?ref=${stay.ref}`)
  const folio = page.getByRole('region', { name: 'Folio' })
  await expect(folio.getByRole('button', { name: 'Add charge' })).toBeVisible()
  // A stay not yet in the house is not invoiced.
  await expect(folio.getByRole('button', { name: 'Issue invoice' })).toHaveCount(0)

  inTheHouse(stay.ref)
  await page.reload()
  await folio.getByRole('button', { name: 'Issue invoice' }).click()
  const dialog = page.getByRole('dialog', { name: `Issue invoice ${stay.ref}` })
  await dialog.getByLabel('Buyer’s TIN').fill('9876')
  await dialog.getByRole('button', { name: 'Issue invoice' }).click()
  await expect(dialog.getByLabel('Buyer’s name')).toBeFocused()
  await expect(dialog.getByLabel('Buyer’s name')).toHaveAccessibleDescription(
    /Give the name the address and TIN belong to/,
  )
  await expect(dialog.getByLabel('Buyer’s TIN')).toHaveAccessibleDescription(
    /Write the TIN as 123-456-789 or 123-456-789-00000\./,
  )
  await dialog.getByLabel('Buyer’s name').fill('Reyes Trading Corp.')
  await dialog.getByLabel('Buyer’s address').fill('12 Rizal Avenue, Puerto Princesa City')
  await dialog.getByLabel('Buyer’s TIN').fill('987-654-321-00000')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Issue invoice' }).click()

  await expect(page.getByRole('status')).toHaveText(/^Invoice INV-\d{6} issued for ₱6,000\.$/)
  const number = /INV-\d{6}/.exec((await page.getByRole('status').textContent()) ?? '')?.[0] ?? ''
  const invoices = folio.getByRole('region', { name: 'Invoices' })
  const invoice = invoices.getByRole('listitem').filter({ hasText: number })
  await expect(invoice).toContainText('₱6,000')
  const print = invoice.getByRole('link', { name: `Print ${number} (opens a new tab)` })
  await expect(print).toHaveAttribute('href', `/api/staff/invoices/${number}.pdf`)
  await expect(print).toHaveAttribute('target', '_blank')
  const pdf = await page.request.get(`/api/staff/invoices/${number}.pdf`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await expectNoAxeViolations(page)

  await invoice.getByRole('button', { name: `Credit note for ${number}` }).click()
  const credit = page.getByRole('dialog', { name: `Credit note for ${number}` })
  const nights = credit.getByRole('group', { name: 'Lines to credit' }).getByRole('checkbox')
  await expect(nights).toHaveCount(2)
  await credit.getByRole('button', { name: 'Issue credit note' }).click()
  await expect(credit.getByLabel('Reason')).toBeFocused()
  await expect(credit.getByLabel('Reason')).toHaveAccessibleDescription(
    /Say why the invoice is credited: it is printed on the credit note\./,
  )
  await credit.getByLabel('Reason').fill('The second night goes to the travel agent')
  await nights.nth(1).check()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath(`credit-note-${testInfo.project.name}.png`) })
  await credit.getByRole('button', { name: 'Issue credit note' }).click()

  await expect(page.getByRole('status')).toHaveText(/^Credit note CN-\d{6} issued for ₱3,000\.$/)
  const note = invoices.getByRole('listitem').filter({ hasText: /Credit note CN-\d{6}/ })
  await expect(note).toContainText('₱3,000')
  await expect(note.getByRole('link', { name: /^Print CN-\d{6}/ })).toBeVisible()
  await expect(note.getByRole('button', { name: /^Credit note for/ })).toHaveCount(0)

  // What the credit note credited is invoiced again, in the guest's name this time.
  await folio.getByRole('button', { name: 'Issue invoice' }).click()
  await page
    .getByRole('dialog', { name: `Issue invoice ${stay.ref}` })
    .getByRole('button', { name: 'Issue invoice' })
    .click()
  await expect(page.getByRole('status')).toHaveText(/^Invoice INV-\d{6} issued for ₱3,000\.$/)
  await expect(invoices.getByRole('listitem')).toHaveCount(3)
  await page.screenshot({
    path: testInfo.outputPath(`invoices-${testInfo.project.name}.png`),
    fullPage: true,
  })
})
