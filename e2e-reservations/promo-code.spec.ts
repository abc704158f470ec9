import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import type { ReservationRequest } from '../domain/api-contract'
import { formatStayDate } from '../domain/calendar'
import { addressOf } from '../domain/endpoint'
import type { PromoRequest } from '../domain/staff-contract'
import { STAFF_API, STAFF_API_BASE } from '../domain/staff-endpoints'
import { toStayQuery } from '../app/lib/stay-query'
import { openConsole, staffApiPost } from './staff-support'
import {
  chooseStay,
  expectNoAxeViolations,
  fillGuest,
  guestEmail,
  stayFor,
  waitForHydration,
  type Stay,
} from './support'

const HOTEL_ROOMS = 1

/**
 * A code of this project's own: both projects run against one database, and a code can be
 * created once. Each test that creates one gives it a stem no other test uses.
 */
function promoCodeFor(testInfo: TestInfo, stem: string): string {
  return `${stem}-${testInfo.project.name.toUpperCase()}`
}

/** A signed-in console page in a context of its own: the guest's page holds no staff session. */
async function staffConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.SITE_URL })
  const page = await context.newPage()
  await openConsole(page)
  return page
}

async function createPromo(staff: Page, promo: PromoRequest) {
  const answer = await staffApiPost(staff, STAFF_API_BASE + STAFF_API.createPromo.route, promo)
  expect(answer.status, JSON.stringify(answer.json)).toBe(201)
}

async function openBookingForm(page: Page, stay: Stay) {
  await page.goto(`/room/${HOTEL_ROOMS}/book${toStayQuery({ ...stay, adults: 1, kids: 0 })}`)
  await waitForHydration(page)
  await expect(page.getByRole('complementary', { name: 'Your stay' })).toContainText(/Total\s*₱/)
}

/** An amount in the stay's summary, the first list of the aside ('Price details' lists it too). */
function summaryAmount(page: Page, amount: string): Locator {
  return page
    .getByRole('complementary', { name: 'Your stay' })
    .getByRole('definition')
    .filter({ hasText: new RegExp(`^${amount}$`) })
    .first()
}

/** Presses 'Request reservation' and returns the body the page sent. */
async function requestReservation(page: Page): Promise<ReservationRequest> {
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/reservations') && request.method() === 'POST',
  )
  await page.getByRole('button', { name: 'Request reservation' }).click()
  return (await sent).postDataJSON() as ReservationRequest
}

test('a valid promo code shows its discount as a line and lowers the total, and that total is booked', async ({
  page,
  browser,
}, testInfo) => {
  const code = promoCodeFor(testInfo, 'RAINY20')
  const staff = await staffConsole(browser)
  await createPromo(staff, { code, percentOff: 20 })
  await staff.context().close()
  await openBookingForm(page, stayFor(testInfo, 7))
  const summary = page.getByRole('complementary', { name: 'Your stay' })
  const field = page.getByLabel('Promo code', { exact: true })
  await expect(summaryAmount(page, '₱5,000')).toBeVisible()

  // Typed as a guest might: the code is matched in upper case.
  await field.fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Apply' }).click()

  await expect(field).toHaveAccessibleDescription(`Promo code ${code} applied: you save ₱1,000.`)
  await expect(summary.getByText(`Promo code ${code}`, { exact: true }).first()).toBeVisible()
  await expect(summaryAmount(page, '−₱1,000')).toBeVisible()
  await expect(summaryAmount(page, '₱4,000')).toBeVisible()
  await summary.getByText('Price details').click()
  await expect(summary.getByText('2 nights × ₱2,500')).toBeVisible()
  await expect(summary.getByText(`Promo code ${code}`, { exact: true }).nth(1)).toBeVisible()
  // The field and its button side by side still fit a phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Remove promo code' }).click()
  await expect(field).toBeFocused()
  await expect(summaryAmount(page, '₱5,000')).toBeVisible()
  await expect(summary.getByText(`Promo code ${code}`, { exact: true })).toHaveCount(0)
  await field.fill(code)
  await field.press('Enter')
  await expect(summaryAmount(page, '₱4,000')).toBeVisible()

  await fillGuest(page, {
    name: 'Rainy Day',
    email: guestEmail(testInfo, 'rainy'),
    phone: '0917 555 0120',
  })
  const sent = await requestReservation(page)

  expect(sent).toMatchObject({ promoCode: code, expectedTotal: 400000 })
  await expect(page.getByRole('heading', { name: 'Reservation requested' })).toBeFocused()
  const main = page.getByRole('main')
  await expect(main.getByText(`Promo code ${code}`, { exact: true })).toBeVisible()
  await expect(main.getByRole('definition').filter({ hasText: /^−₱1,000$/ })).toBeVisible()
  await expect(main.getByRole('definition').filter({ hasText: /^₱4,000$/ })).toBeVisible()
})

test('an unknown code is refused in words next to the field, as any code that does not apply, the total stays, and none is sent', async ({
  page,
}, testInfo) => {
  await openBookingForm(page, stayFor(testInfo, 8))
  const summary = page.getByRole('complementary', { name: 'Your stay' })
  const field = page.getByLabel('Promo code', { exact: true })

  await field.fill('NOSUCHCODE')
  await field.press('Enter')

  await expect(field).toHaveAccessibleDescription(
    'The promo code NOSUCHCODE does not apply to this stay. Check the code, and the dates it was given for.',
  )
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(summaryAmount(page, '₱5,000')).toBeVisible()
  await expect(summary.getByText(/^Promo code /)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Remove promo code' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await fillGuest(page, {
    name: 'Hopeful Guest',
    email: guestEmail(testInfo, 'hopeful'),
    phone: '0917 555 0121',
  })
  const sent = await requestReservation(page)

  expect(sent).not.toHaveProperty('promoCode')
  expect(sent.expectedTotal).toBe(500000)
  await expect(page.getByRole('heading', { name: 'Reservation requested' })).toBeVisible()
})

test('a code withdrawn while the guest types books nothing: the field says why, and the full total is shown before sending again', async ({
  page,
  browser,
}, testInfo) => {
  const code = promoCodeFor(testInfo, 'LASTCALL')
  const staff = await staffConsole(browser)
  await createPromo(staff, { code, amountOff: 50000 })
  await openBookingForm(page, stayFor(testInfo, 9))
  const field = page.getByLabel('Promo code', { exact: true })
  await field.fill(code)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(summaryAmount(page, '₱4,500')).toBeVisible()
  await fillGuest(page, {
    name: 'Late Saver',
    email: guestEmail(testInfo, 'saver'),
    phone: '0917 555 0122',
  })
  const disabled = await staffApiPost(
    staff,
    addressOf(STAFF_API_BASE, STAFF_API.disablePromo.route, { code }),
    {},
  )
  expect(disabled.status, JSON.stringify(disabled.json)).toBe(200)
  await staff.context().close()

  const first = await requestReservation(page)

  expect(first).toMatchObject({ promoCode: code, expectedTotal: 450000 })
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was booked' })
  await expect(alert).toBeFocused()
  await expect(field).toHaveAccessibleDescription(`The promo code ${code} is no longer offered.`)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(summaryAmount(page, '₱5,000')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Late Saver')

  const second = await requestReservation(page)

  expect(second).not.toHaveProperty('promoCode')
  expect(second.expectedTotal).toBe(500000)
  await expect(page.getByRole('heading', { name: 'Reservation requested' })).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByRole('definition')
      .filter({ hasText: /^₱5,000$/ }),
  ).toBeVisible()
})

test("a card's 'Price details' lists the nights, the VAT inside and the cancellation policy", async ({
  page,
}, testInfo) => {
  // The unknown-code test's nights: it books a Hotel Room, never the Cabana read here.
  const stay = stayFor(testInfo, 8, 3)
  await page.goto('/')
  await waitForHydration(page)
  await chooseStay(page, page, stay)
  await page.getByRole('button', { name: 'Check Now' }).click()
  const cabana = page.getByRole('article', { name: 'Cabana Rooms' })
  await expect(cabana).toContainText('₱10,500 total')
  await expect(cabana.getByText('VAT 12%')).toBeHidden()

  await cabana.getByText('Price details').click()

  await expect(cabana.getByText('3 nights × ₱3,500')).toBeVisible()
  await expect(cabana.getByText(`from ${formatStayDate(stay.checkIn)} · Base price`)).toBeVisible()
  await expect(cabana.getByText('VAT 12%')).toBeVisible()
  await expect(cabana.getByText('included in the price')).toBeVisible()
  await expect(cabana.getByText(/^Free cancellation until/)).toBeVisible()
  await expect(page.getByRole('article', { name: 'Hotel Rooms' }).getByText('VAT 12%')).toBeHidden()
  await expectNoAxeViolations(page)
})
