import { expect, test } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { expectNoAxeViolations } from './support'
import { DELUXE_ROOM, openConsole, staffApiPost, staffStay, uniqueGuest } from './staff-support'

// The site's header fades its background in once the page scrolls: axe must not judge it
// mid-fade (as in staff-discounts.spec.ts).
test.use({ reducedMotion: 'reduce' })

/**
 * Two adults in the Deluxe Room with breakfast, ₱3,000 a night for two nights, booked by phone:
 * ₱6,000. The eco-tourism fee (content/local-fees.ts) is ₱200 a visitor and ₱50 a student,
 * outside VAT, so the stay comes to ₱6,250 with one of each.
 */
test('the desk chooses each guest’s tier of the eco-tourism fee; the folio shows the fee lines', async ({
  page,
}, testInfo) => {
  await openConsole(page)
  const guest = uniqueGuest(testInfo, 'Eco')
  const { status, json } = await staffApiPost(page, '/api/staff/bookings', {
    roomId: DELUXE_ROOM,
    ...staffStay(testInfo, 30, 2),
    adults: 2,
    kids: 0,
    rate: 'breakfast',
    guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0141' },
  })
  expect(status).toBe(201)
  const stay = json as ReservationView
  await page.goto(`/staff/reservation?ref=${stay.ref}`)
  const folio = page.getByRole('region', { name: 'Folio' })
  await expect(folio).toContainText('Total₱6,000')

  await folio.getByRole('button', { name: 'Local fees' }).click()
  const dialog = page.getByRole('dialog', { name: 'Local fees' })
  const second = dialog.getByRole('group', { name: 'Guest 2' })
  await expect(dialog.getByRole('group')).toHaveCount(2)
  await expect(second.getByLabel('Eco-tourism fee')).toHaveValue('visitor')
  await second.getByLabel('Eco-tourism fee').selectOption({ label: 'Student, ₱50 a guest' })
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByRole('status')).toHaveText(
    'Local fees saved: ₱250 for the local government. Total now ₱6,250.',
  )
  await expect(dialog).toHaveCount(0)
  const charges = folio.getByRole('region', { name: 'Charges' }).getByRole('listitem')
  await expect(
    charges.filter({ hasText: 'Eco-tourism fee, Visitor (collected for the local government)' }),
  ).toContainText('₱200')
  await expect(
    charges.filter({ hasText: 'Eco-tourism fee, Student (collected for the local government)' }),
  ).toContainText('₱50')
  await expect(folio).toContainText('Total₱6,250')
  await expectNoAxeViolations(page)

  // It opens again with the tiers as saved; Escape gives focus back to the button.
  await folio.getByRole('button', { name: 'Local fees' }).click()
  await expect(second.getByLabel('Eco-tourism fee')).toHaveValue('student')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(folio.getByRole('button', { name: 'Local fees' })).toBeFocused()
})
