import { expect, test } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { formatCentavos } from '../domain/money'
import { expectNoAxeViolations } from './support'
import { HOTEL_ROOMS, openConsole, staffApiPost, staffStay, uniqueGuest } from './staff-support'

// The site's header fades its background in once the page scrolls: axe must not judge it
// mid-fade (as in staff-accessibility.spec.ts).
test.use({ reducedMotion: 'reduce' })

test(
  'the desk records a payment and money given back; the page shows what is paid and due, and refuses more back than was paid',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    await openConsole(page)
    const guest = uniqueGuest(testInfo, 'Paying')
    const { status, json } = await staffApiPost(page, '/api/staff/bookings', {
      roomId: HOTEL_ROOMS,
      ...staffStay(testInfo, 22, 2),
      adults: 1,
      kids: 0,
      guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0120' },
    })
    expect(status).toBe(201)
    const stay = json as ReservationView
    await page.goto(`/staff/reservation?ref=${stay.ref}`)

    const folio = page.getByRole('region', { name: 'Folio' })
    const payments = folio.getByRole('region', { name: 'Payments' })
    await expect(folio).toContainText(`Total${formatCentavos(stay.total)}`)
    await expect(folio).toContainText(`Balance${formatCentavos(stay.total)}`)
    await expect(payments).toContainText('Nothing paid or given back yet.')

    await folio.getByRole('button', { name: 'Record payment' }).click()
    let dialog = page.getByRole('dialog', { name: `Record payment ${stay.ref}` })
    // It starts from the balance.
    await expect(dialog.getByLabel('Amount (₱)')).toHaveValue(String(stay.total / 100))
    await dialog.getByLabel('Amount (₱)').fill('2,000')
    await dialog.getByLabel('Method').selectOption('GCash')
    await dialog.getByLabel('Note (optional)').fill('GCash ref 0042')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Record payment' }).click()

    await expect(page.getByRole('status')).toHaveText(
      `Payment of ₱2,000 recorded. ${formatCentavos(stay.total - 200_000)} is still due.`,
    )
    await expect(payments.getByRole('listitem')).toHaveCount(1)
    await expect(payments.getByRole('listitem')).toContainText('Paid · GCash')
    await expect(payments.getByRole('listitem')).toContainText('₱2,000')
    await expect(payments.getByRole('listitem')).toContainText('GCash ref 0042')
    await expect(folio).toContainText(`Paid₱2,000`)

    await folio.getByRole('button', { name: 'Record payment' }).click()
    dialog = page.getByRole('dialog', { name: `Record payment ${stay.ref}` })
    await dialog.getByRole('radio', { name: 'Money given back' }).check()
    await dialog.getByLabel('Amount (₱)').fill('3000')
    await dialog.getByRole('button', { name: 'Record payment' }).click()
    await expect(dialog.getByLabel('Amount (₱)')).toHaveAccessibleDescription(
      /Only ₱2,000 was paid; give back at most that\./,
    )
    await expect(dialog.getByLabel('Amount (₱)')).toBeFocused()

    await dialog.getByLabel('Amount (₱)').fill('500')
    await dialog.getByRole('button', { name: 'Record payment' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `₱500 given back recorded. ${formatCentavos(stay.total - 150_000)} is still due.`,
    )
    await expect(payments.getByRole('listitem')).toHaveCount(2)
    await expect(payments.getByRole('listitem').nth(1)).toContainText('Given back · Cash')
    await expect(payments.getByRole('listitem').nth(1)).toContainText('-₱500')
  },
)
