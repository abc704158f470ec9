import { expect, test, type Page, type TestInfo } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { expectNoAxeViolations } from './support'
import { DELUXE_ROOM, openConsole, staffApiPost, staffStay, uniqueGuest } from './staff-support'

// The site's header fades its background in once the page scrolls: axe must not judge it
// mid-fade (as in staff-accessibility.spec.ts).
test.use({ reducedMotion: 'reduce' })

/**
 * Two adults in the Deluxe Room with breakfast, ₱3,000 a night (content/booking.ts) for two
 * nights, booked by phone: confirmed at once, ₱6,000 of lodging. The figures below are worked
 * by hand as in docs/senior-and-pwd-discounts.md, its second example.
 */
async function deluxeForTwo(page: Page, testInfo: TestInfo, slot: number, label: string) {
  const guest = uniqueGuest(testInfo, label)
  const { status, json } = await staffApiPost(page, '/api/staff/bookings', {
    roomId: DELUXE_ROOM,
    ...staffStay(testInfo, slot, 2),
    adults: 2,
    kids: 0,
    rate: 'breakfast',
    guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0140' },
  })
  expect(status).toBe(201)
  const stay = json as ReservationView
  expect(stay.total).toBe(600_000)
  await page.goto(`/staff/reservation?ref=${stay.ref}`)
  return stay
}

function guestRow(page: Page, number: number) {
  return page
    .getByRole('dialog', { name: 'Senior / PWD' })
    .getByRole('group', { name: `Guest ${number}` })
}

test('a senior citizen of two guests: their share without VAT and 20% off, listed by name on the folio', async ({
  page,
}, testInfo) => {
  await openConsole(page)
  await deluxeForTwo(page, testInfo, 11, 'Lolo')
  const folio = page.getByRole('region', { name: 'Folio' })
  await expect(folio).toContainText('Total₱6,000')
  await expect(folio.getByRole('region', { name: 'Senior citizens and PWDs' })).toHaveCount(0)

  await folio.getByRole('button', { name: 'Senior / PWD' }).click()
  const dialog = page.getByRole('dialog', { name: 'Senior / PWD' })
  const first = guestRow(page, 1)
  await expect(first.getByLabel('Discount')).toHaveValue('senior')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(first.getByLabel('Name', { exact: true })).toBeFocused()
  await expect(first.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    "Give the guest's name, as on the OSCA ID.",
  )
  await first.getByLabel('Name', { exact: true }).fill('Lourdes Reyes')
  await first.getByLabel('ID number').fill(' QC-12345 ')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Save' }).click()

  // Her share is ₱6,000 ÷ 2 = ₱3,000: its VAT, 3,000 × 12/112 = ₱321.43, is taken back, and 20% of
  // the ₱2,678.57 left is ₱535.71. The stay comes to 6,000 − 321.43 − 535.71 = ₱5,142.86.
  await expect(page.getByRole('status')).toHaveText('Saved: 1 senior citizen. Total now ₱5,142.86.')
  await expect(dialog).toHaveCount(0)
  const charges = folio.getByRole('region', { name: 'Charges' }).getByRole('listitem')
  await expect(
    charges.filter({ hasText: 'Senior citizen 1: VAT exemption on their share' }),
  ).toContainText('-₱321.43')
  await expect(charges.filter({ hasText: 'Senior citizen 1: 20% discount' })).toContainText(
    '-₱535.71',
  )
  await expect(charges.filter({ hasText: 'Lourdes' })).toHaveCount(0)
  await expect(folio).toContainText('Total₱5,142.86')
  await expect(
    folio.getByRole('region', { name: 'Senior citizens and PWDs' }).getByRole('listitem'),
  ).toHaveText(['Senior citizen 1: Lourdes Reyes, OSCA ID QC-12345'])

  // It opens again with her on it.
  await folio.getByRole('button', { name: 'Senior / PWD' }).click()
  await expect(first.getByLabel('Name', { exact: true })).toHaveValue('Lourdes Reyes')
  await expect(first.getByLabel('ID number')).toHaveValue('QC-12345')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(folio.getByRole('button', { name: 'Senior / PWD' })).toBeFocused()
  // 'Go back' gives focus back to the button too (the dialog goes from the page still open).
  await folio.getByRole('button', { name: 'Senior / PWD' }).click()
  await dialog.getByRole('button', { name: 'Go back' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(folio.getByRole('button', { name: 'Senior / PWD' })).toBeFocused()
})

test(
  'three guests with the discount on a stay of two are refused in words, the rows kept; two are saved',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    await openConsole(page)
    await deluxeForTwo(page, testInfo, 12, 'Lola')
    const folio = page.getByRole('region', { name: 'Folio' })
    await folio.getByRole('button', { name: 'Senior / PWD' }).click()
    const dialog = page.getByRole('dialog', { name: 'Senior / PWD' })

    const guests = [
      { kind: 'Senior citizen', name: 'Pilar Santos', id: 'MNL-778' },
      { kind: 'PWD', name: 'Ramon Cruz', id: 'PWD-0042' },
      { kind: 'Senior citizen', name: 'Tomas Lim', id: 'CEB-310' },
    ]
    for (const [index, guest] of guests.entries()) {
      if (index > 0) {
        await dialog.getByRole('button', { name: 'Add a guest' }).click()
        await expect(guestRow(page, index + 1).getByLabel('Discount')).toBeFocused()
      }
      const row = guestRow(page, index + 1)
      await row.getByLabel('Discount').selectOption({ label: guest.kind })
      await row.getByLabel('Name', { exact: true }).fill(guest.name)
      await row.getByLabel('ID number').fill(guest.id)
    }
    await expect(guestRow(page, 2).getByLabel('ID number')).toHaveAccessibleDescription(
      'As on the PWD ID.',
    )
    await dialog.getByRole('button', { name: 'Save' }).click()

    await expect(dialog.getByRole('alert')).toHaveText(
      'The stay has 2 guests: no more can have the discount.',
    )
    await expect(dialog.getByRole('group')).toHaveCount(3)
    for (const [index, guest] of guests.entries()) {
      await expect(guestRow(page, index + 1).getByLabel('Name', { exact: true })).toHaveValue(
        guest.name,
      )
    }
    await expectNoAxeViolations(page)

    // The last removed, focus goes to the row before it.
    await dialog.getByRole('button', { name: 'Remove guest 3' }).click()
    await expect(dialog.getByRole('group')).toHaveCount(2)
    await expect(guestRow(page, 2).getByLabel('Discount')).toBeFocused()
    await dialog.getByRole('button', { name: 'Save' }).click()

    // Each share is ₱3,000, and each loses ₱321.43 of VAT and ₱535.71:
    // 6,000 − 2 × 857.14 = ₱4,285.72.
    await expect(page.getByRole('status')).toHaveText(
      'Saved: 1 senior citizen and 1 PWD. Total now ₱4,285.72.',
    )
    await expect(folio).toContainText('Total₱4,285.72')
    await expect(
      folio.getByRole('region', { name: 'Senior citizens and PWDs' }).getByRole('listitem'),
    ).toHaveText([
      'Senior citizen 1: Pilar Santos, OSCA ID MNL-778',
      'PWD 1: Ramon Cruz, PWD ID PWD-0042',
    ])
  },
)
