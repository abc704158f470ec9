/**
 * Paying what a stay owes from /reservation (docs/reservations.md, "The folio"), on the site
 * that takes payments online, through the PayMongo stand-in's hosted page: the rest of a stay
 * with a charge the desk posted, and a late cancellation's charge. The stays are made through
 * the API; the look-up, its charges and the payment are the real page.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { addDays, resortToday } from '../domain/calendar'
import { formatCentavos } from '../domain/money'
import { expectNoAxeViolations, stayFor } from './support'
import { HOTEL_ROOMS, openConsole, staffApiPost, uniqueGuest } from './staff-support'

test.use({ baseURL: process.env.PAID_SITE_URL, reducedMotion: 'reduce' })

/** A stay booked online whose deposit was paid on the stand-in's page: confirmed. */
async function confirmedOnline(page: Page, testInfo: TestInfo, email: string) {
  const response = await page.request.post('/api/reservations', {
    headers: { Origin: new URL(process.env.PAID_SITE_URL ?? '').origin },
    data: {
      roomId: 2,
      ...stayFor(testInfo, 32),
      adults: 2,
      kids: 0,
      guest: { name: 'Paying Guest', email, phone: '+63 917 555 0102' },
      paymentMethod: 'online',
    },
  })
  expect(response.status()).toBe(201)
  const view = (await response.json()) as ReservationView
  await page.goto(view.payment!.url!)
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.waitForURL(/\/reservation\?ref=/)
  return view
}

async function lookUp(page: Page, ref: string, email: string) {
  await page.goto(`/reservation?ref=${ref}`)
  const field = page.getByLabel('Email')
  await field.fill(email)
  await field.press('Enter')
  await expect(page.getByRole('heading', { name: `Reservation ${ref}` })).toBeVisible()
}

test('the rest of a stay and a posted charge, paid from the look-up through PayMongo', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const guest = uniqueGuest(testInfo, 'Balance')
  const stay = await confirmedOnline(page, testInfo, guest.email)
  await openConsole(page, `${process.env.PAID_SITE_URL}/staff`)
  const posted = await staffApiPost(page, `/api/staff/reservations/${stay.ref}/charges`, {
    description: 'Island-hopping tour',
    amount: 1_500_00,
  })
  expect(posted.status).toBe(201)
  const owed = stay.total - stay.deposit! + 1_500_00

  await lookUp(page, stay.ref, guest.email)

  const charges = page.getByRole('region', { name: 'Charges' })
  await expect(
    charges.getByRole('listitem').filter({ hasText: 'Island-hopping tour' }),
  ).toContainText(formatCentavos(1_500_00))
  await expect(charges).toContainText(`Paid${formatCentavos(stay.deposit!)}`)
  await expect(charges).toContainText(`Balance${formatCentavos(owed)}`)
  const pay = page.getByRole('button', { name: `Pay ${formatCentavos(owed)} now` })
  await expect(pay).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('look-up-with-balance.png'), fullPage: true })

  await pay.focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', {
      name: `Pay ${formatCentavos(owed)} for Balance for reservation ${stay.ref}`,
    }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  // Back with the email this tab kept: the booking is found by itself, now paid in full.
  await page.waitForURL(`/reservation?ref=${stay.ref}&payment=done`)
  await expect(page.getByRole('heading', { name: `Reservation ${stay.ref}` })).toBeVisible()
  await expect(charges).toContainText(`Balance${formatCentavos(0)}`)
  await expect(page.getByText('Paid in full. Thank you.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay .* now$/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test(
  'a late cancellation’s charge is said to be payable here, and is paid',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    const guest = uniqueGuest(testInfo, 'Late')
    const tomorrow = addDays(resortToday(new Date()), 1)
    await openConsole(page, `${process.env.PAID_SITE_URL}/staff`)
    // Booked by phone as the desk takes one, confirmed at once, for tomorrow: past the free days.
    const booked = await staffApiPost(page, '/api/staff/bookings', {
      roomId: HOTEL_ROOMS,
      checkIn: tomorrow,
      checkOut: addDays(tomorrow, 1),
      adults: 1,
      kids: 0,
      guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0103' },
    })
    expect(booked.status).toBe(201)
    const { ref } = booked.json as ReservationView
    const cancelled = await page.request.post(`/api/reservations/${ref}/cancel`, {
      headers: { Origin: new URL(process.env.PAID_SITE_URL ?? '').origin },
      data: { email: guest.email },
    })
    const { cancellationCharge } = (await cancelled.json()) as ReservationView
    expect(cancellationCharge).toBeGreaterThan(0)
    const charge = formatCentavos(cancellationCharge!)

    await lookUp(page, ref, guest.email)

    await expect(
      page.getByText(
        `Due for the cancellation, under the rate's cancellation policy: ${charge}. You can pay it here, online.`,
      ),
    ).toBeVisible()
    // The night and the line that gave it back net to nothing: the guest reads the charge alone.
    const charges = page.getByRole('region', { name: 'Charges' })
    await expect(charges.getByRole('listitem')).toHaveCount(1)
    await expect(charges.getByRole('listitem')).toContainText('Late cancellation')
    await expect(charges.getByRole('listitem')).toContainText(charge)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: `Pay ${charge} now` }).click()
    await expect(
      page.getByRole('heading', {
        name: `Pay ${charge} for Cancellation charge for reservation ${ref}`,
      }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()

    await page.waitForURL(`/reservation?ref=${ref}&payment=done`)
    await expect(charges).toContainText(`Paid${charge}`)
    await expect(charges).toContainText(`Balance${formatCentavos(0)}`)
    await expect(page.getByRole('button', { name: /^Pay .* now$/ })).toHaveCount(0)
  },
)
