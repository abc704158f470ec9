/**
 * Paying the deposit online (docs/reservations.md, "States"), on the site that takes payments,
 * through the PayMongo stand-in's hosted page. The booking is made through the API, as the
 * booking form's online choice is built separately; the page the guest comes back to is real.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { expectNoAxeViolations, stayFor } from './support'

const EMAIL = 'paying.guest@example.com'

function paidSite(): string {
  const url = process.env.PAID_SITE_URL
  if (!url) throw new Error('PAID_SITE_URL is not set: run with the reservations config')
  return url
}

async function bookOnline(
  request: APIRequestContext,
  stay: { checkIn: string; checkOut: string },
): Promise<ReservationView> {
  const response = await request.post(`${paidSite()}/api/reservations`, {
    headers: { Origin: paidSite() },
    data: {
      roomId: 2,
      ...stay,
      adults: 2,
      kids: 0,
      guest: { name: 'Paying Guest', email: EMAIL, phone: '+63 917 555 0101' },
      paymentMethod: 'online',
    },
  })
  expect(response.status()).toBe(201)
  const view = (await response.json()) as ReservationView
  expect(view.payment?.url).toMatch(/\/checkout\/cs_\w+$/)
  return view
}

/** What the booking flow does as it sends the guest to PayMongo (features/booking/paying-guest.ts). */
async function rememberGuest(page: Page, ref: string) {
  await page.goto(`${paidSite()}/reservation`)
  await page.evaluate(([key, email]) => sessionStorage.setItem(key, email), [
    `paying-guest:${ref}`,
    EMAIL,
  ] as const)
}

test('paid on PayMongo’s page, the guest comes back to a confirmed stay', async ({
  page,
  request,
}, testInfo) => {
  const view = await bookOnline(request, stayFor(testInfo, 30))
  await rememberGuest(page, view.ref)

  await page.goto(view.payment!.url!)
  await page.getByRole('button', { name: 'Pay' }).click()

  await page.waitForURL(`${paidSite()}/reservation?ref=${view.ref}&payment=done`)
  // The kept email finds the booking by itself; the webhook may land before or after.
  await expect(page.getByRole('heading', { name: `Reservation ${view.ref}` })).toBeVisible()
  await expect(
    page.getByText('Thank you: your payment was received and your stay is confirmed.'),
  ).toBeVisible({ timeout: 15_000 })
  await expectNoAxeViolations(page)
})

test('back from PayMongo without paying: told so, and offered the payment page again', async ({
  page,
  request,
}, testInfo) => {
  const view = await bookOnline(request, stayFor(testInfo, 31))

  await page.goto(view.payment!.url!)
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.waitForURL(`${paidSite()}/reservation?ref=${view.ref}&payment=cancelled`)

  // No email kept in this tab: the guest types it, with the keyboard.
  const email = page.getByLabel('Email')
  await email.focus()
  await page.keyboard.type(EMAIL)
  await page.keyboard.press('Enter')

  await expect(page.getByText('The payment was not made.')).toBeVisible()
  const pay = page.getByRole('link', { name: 'Pay the deposit' })
  await expect(pay).toHaveAttribute('href', view.payment!.url!)
  await expectNoAxeViolations(page)
  await pay.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible()
})
