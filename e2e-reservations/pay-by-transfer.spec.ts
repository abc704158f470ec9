import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import type { ReservationView } from '../domain/api-contract'
import { addDays, formatStayDate, type IsoDate } from '../domain/calendar'
import { NIGHT_MAP, nightOf } from './night-map'
import { formatCentavos } from '../domain/money'
import { expectNoAxeViolations, receivedMails, waitForHydration } from './support'
import { formatResortTime } from '../app/console/ui/staff-words'
import { HOTEL_ROOMS, openConsole, uniqueGuest } from './staff-support'

// The site's header fades its background in once the page scrolls: axe must not judge it
// mid-fade (as in staff-accessibility.spec.ts).
test.use({ reducedMotion: 'reduce' })

function paidSite(): string {
  const url = process.env.PAID_SITE_URL
  if (!url) throw new Error('PAID_SITE_URL is not set: run with playwright.reservations.config.ts')
  return url
}

async function bookByTransfer(
  page: Page,
  guest: { name: string; email: string },
  checkIn: IsoDate,
): Promise<ReservationView> {
  const site = paidSite()
  const booked = await page.request.post(`${site}/api/reservations`, {
    headers: { Origin: site },
    data: {
      roomId: HOTEL_ROOMS,
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: 1,
      kids: 0,
      paymentMethod: 'transfer',
      guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0142' },
    },
  })
  expect(booked.status()).toBe(201)
  return (await booked.json()) as ReservationView
}

async function slipPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#e8efe9' } })
    .jpeg()
    .toBuffer()
}

test('a guest pays by transfer, uploads the receipt; staff view it and mark it paid; the guest sees it confirmed', async ({
  page,
}, testInfo) => {
  // Three screens of two people and five axe passes: more than the usual time, on a busy machine.
  test.slow()
  const site = paidSite()
  const guest = uniqueGuest(testInfo, 'Transfer')
  // Nights of this test's own on the paid site, one slot per project.
  const stay = await bookByTransfer(page, guest, nightOf(testInfo, NIGHT_MAP.transfers, 0))
  expect(stay.status).toBe('awaiting_payment')

  // The guest finds the booking and sends a photo of the receipt.
  await page.goto(`${site}/reservation?ref=${stay.ref}`)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(guest.email)
  await page.getByRole('button', { name: 'Find reservation' }).click()
  const details = page.getByRole('region', { name: `Reservation ${stay.ref}` })
  const upload = details.getByRole('region', { name: 'Upload receipt' })
  await expect(upload).toBeVisible()
  await expectNoAxeViolations(page)

  // A file that is not a picture is refused in words beside the field.
  const field = upload.getByLabel(/Receipt/)
  await field.setInputFiles({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a picture at all'),
  })
  await upload.getByRole('button', { name: 'Upload receipt' }).click()
  await expect(field).toHaveAccessibleDescription(
    'Send a JPEG or PNG photo, or a PDF, of at most 5 MB.',
  )
  await expect(field).toBeFocused()

  const slip = await slipPhoto()
  await field.setInputFiles({ name: 'bank-slip.jpg', mimeType: 'image/jpeg', buffer: slip })
  await upload.getByRole('button', { name: 'Upload receipt' }).click()
  // The receipt is with the resort: the page says so first, and asks for no other.
  await expect(details.locator('#reservation-status')).toHaveText(/^Receipt received/)
  await expect(upload).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Staff find it under 'Receipts waiting', see the picture, and mark it paid.
  await openConsole(page, `${site}/staff`)
  const receipts = page.getByRole('region', { name: 'Receipts waiting' })
  const card = receipts.getByRole('article', { name: new RegExp(stay.ref) })
  await expect(card).toContainText(guest.name)
  await expect(card).toContainText(formatCentavos(stay.deposit!))
  // The stay it pays for: room, dates and total.
  await expect(card).toContainText(stay.roomName)
  await expect(card).toContainText(formatStayDate(stay.checkIn))
  await expect(card).toContainText(formatCentavos(stay.total))
  const picture = card.getByRole('img', {
    name: `Receipt sent for ${stay.ref} (opens the full picture)`,
  })
  await expect(picture).toBeVisible()
  // Loaded for real from the staff endpoint, not a broken image.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(600)
  await expectNoAxeViolations(page)

  await card.getByRole('button', { name: 'Mark as paid' }).click()
  const dialog = page.getByRole('dialog', { name: `Mark ${stay.ref} as paid` })
  await expect(dialog.getByLabel('Amount received (₱)')).toHaveValue(String(stay.deposit! / 100))
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Mark as paid' }).click()
  await expect(page.getByText(`Marked ${stay.ref} as paid`)).toBeVisible()
  await expect(receipts.getByRole('article', { name: new RegExp(stay.ref) })).toHaveCount(0)

  // The reservation's page shows the money and the receipt it came with.
  await page.goto(`${site}/staff/reservation?ref=${stay.ref}`)
  const folio = page.getByRole('region', { name: 'Folio' })
  const payments = folio.getByRole('region', { name: 'Payments' })
  await expect(payments.getByRole('listitem')).toContainText('Paid · Bank transfer')
  await expect(payments.getByRole('listitem')).toContainText(formatCentavos(stay.deposit!))
  await expect(folio).toContainText('marked as paid')
  await expectNoAxeViolations(page)

  // The guest's page now says the stay is confirmed, and asks for no receipt.
  await page.goto(`${site}/reservation?ref=${stay.ref}`)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(guest.email)
  await page.getByRole('button', { name: 'Find reservation' }).click()
  await expect(details.getByRole('status').first()).toHaveText(
    'Confirmed: we look forward to welcoming you.',
  )
  await expect(details.getByRole('region', { name: 'Upload receipt' })).toHaveCount(0)
})

test('staff reject a receipt that arrives while the screen is open; the guest reads why and may send another', async ({
  page,
}, testInfo) => {
  const site = paidSite()
  const guest = uniqueGuest(testInfo, 'Rejected')
  const stay = await bookByTransfer(page, guest, nightOf(testInfo, NIGHT_MAP.transfers, 2))
  await openConsole(page, `${site}/staff`)
  // Held for the transfer with no receipt yet: listed with the hold's end, not nowhere.
  const awaiting = page
    .getByRole('region', { name: 'Awaiting transfer' })
    .getByRole('listitem')
    .filter({ hasText: stay.ref })
  await expect(awaiting).toContainText(`Held until ${formatResortTime(stay.holdExpiresAt!)}`)
  await expect(awaiting).toContainText(stay.roomName)
  await expectNoAxeViolations(page)

  // The guest sends a receipt while staff look at the Requests screen: it appears by itself.
  const sent = await page.request.post(
    `${site}/api/reservations/${stay.ref}/receipt?email=${encodeURIComponent(guest.email)}`,
    {
      headers: { Origin: site },
      multipart: {
        receipt: { name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await slipPhoto() },
      },
    },
  )
  expect(sent.status()).toBe(201)
  const card = page
    .getByRole('region', { name: 'Receipts waiting' })
    .getByRole('article', { name: new RegExp(stay.ref) })
  await expect(card).toBeVisible({ timeout: 15_000 })

  await card.getByRole('button', { name: 'Reject receipt' }).click()
  const dialog = page.getByRole('dialog', { name: `Reject the receipt for ${stay.ref}` })
  await dialog.getByRole('button', { name: 'Reject receipt' }).click()
  await expect(dialog.getByLabel('Reason')).toBeFocused()
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(/Give a reason/)
  await dialog.getByLabel('Reason').fill('The amount on the slip is cut off.')
  await dialog.getByRole('button', { name: 'Reject receipt' }).click()
  await expect(
    page.getByText(`Rejected the receipt for ${stay.ref}. The guest is emailed the reason.`),
  ).toBeVisible()
  await expect(card).toHaveCount(0)
  // Rejected, the booking waits for its transfer again.
  await expect(awaiting).toHaveCount(1, { timeout: 15_000 })

  await expect
    .poll(async () =>
      (await receivedMails(page)).some(
        (mail) =>
          mail.to.includes(guest.email) &&
          mail.subject.includes('needs another look') &&
          mail.text.includes('The amount on the slip is cut off.'),
      ),
    )
    .toBe(true)

  // Still held: the guest's page asks for the receipt again, with the keyboard alone.
  await page.goto(`${site}/reservation?ref=${stay.ref}`)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(guest.email)
  await page.getByLabel('Email').press('Enter')
  const upload = page.getByRole('region', { name: 'Upload receipt' })
  await expect(upload).toBeVisible()
  await upload.getByLabel(/Receipt/).setInputFiles({
    name: 'slip-again.jpg',
    mimeType: 'image/jpeg',
    buffer: await slipPhoto(),
  })
  await upload.getByRole('button', { name: 'Upload receipt' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#reservation-status')).toHaveText(/^Receipt received/)
  await expect(upload).toHaveCount(0)
})
