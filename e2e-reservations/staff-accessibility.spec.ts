import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './support'
import {
  HOTEL_ROOMS,
  calendarPath,
  requestThroughApi,
  openConsole,
  staffStay,
  uniqueGuest,
} from './staff-support'

// The site's header fades its background in over 300 ms once the page scrolls (focusing a field
// far down scrolls it): axe must not judge its text mid-fade. Reduced motion makes that instant.
test.use({ reducedMotion: 'reduce' })

test('axe finds nothing on the sign-in form, with and without its errors', async ({ page }) => {
  await page.goto('/staff')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
})

/**
 * Records the page's refusals by the Content Security Policy: the console runs under the public
 * pages' strict CSP, so any inline script or style would be refused.
 */
function cspRefusals(page: Page): string[] {
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text())
  })
  return refused
}

// One test per screen or two, each with its own request where it needs one: the eight axe passes
// of the console took over 90 s as one test on a busy machine, and a reservation's page with the
// calendar came near 45 s.

test('axe finds nothing on the requests queue and its Decline dialog', async ({
  page,
}, testInfo) => {
  const guest = uniqueGuest(testInfo, 'Axe')
  const request = await requestThroughApi(page, {
    ...staffStay(testInfo, 9),
    roomId: HOTEL_ROOMS,
    ...guest,
  })
  const refusedByCsp = cspRefusals(page)
  await openConsole(page)

  const card = page.getByRole('article', { name: `${request.ref} ${guest.name}` })
  await expect(card).toBeVisible()
  await expectNoAxeViolations(page)

  await card.getByRole('button', { name: 'Decline' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
  expect(refusedByCsp).toEqual([])
})

test("axe finds nothing on a reservation's page, its folio among it", async ({
  page,
}, testInfo) => {
  const request = await requestThroughApi(page, {
    ...staffStay(testInfo, 23),
    roomId: HOTEL_ROOMS,
    ...uniqueGuest(testInfo, 'Axe'),
  })
  const refusedByCsp = cspRefusals(page)
  await openConsole(page, `/staff/reservation?ref=${request.ref}`)

  await expect(page.getByRole('region', { name: 'Folio' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(refusedByCsp).toEqual([])
})

test('axe finds nothing on the calendar', async ({ page }, testInfo) => {
  const refusedByCsp = cspRefusals(page)
  await openConsole(page, calendarPath(staffStay(testInfo, 23).checkIn))

  await expect(page.getByRole('region', { name: /^Nights of / }).first()).toBeVisible()
  await expectNoAxeViolations(page)
  expect(refusedByCsp).toEqual([])
})

test('axe finds nothing on Today and on a search', async ({ page }, testInfo) => {
  const guest = uniqueGuest(testInfo, 'Axe')
  const request = await requestThroughApi(page, {
    ...staffStay(testInfo, 24),
    roomId: HOTEL_ROOMS,
    ...guest,
  })
  const refusedByCsp = cspRefusals(page)
  await openConsole(page, '/staff/today')

  await expect(page.getByRole('heading', { name: /^Today, / })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto(`/staff/search?q=${encodeURIComponent(guest.name)}`)
  await expect(page.getByRole('link', { name: request.ref })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(refusedByCsp).toEqual([])
})

test('axe finds nothing on the phone booking form, with its errors and once booked', async ({
  page,
}, testInfo) => {
  const stay = staffStay(testInfo, 25)
  const guest = uniqueGuest(testInfo, 'Axe')
  const refusedByCsp = cspRefusals(page)
  await openConsole(page, '/staff/phone-booking')

  await page.getByRole('button', { name: 'Enter booking' }).click()
  await expect(page.getByLabel('Check in')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  await page.getByLabel('Check in').fill(stay.checkIn)
  await page.getByLabel('Check out').fill(stay.checkOut)
  await page.getByLabel('Adults').selectOption('1')
  await page.getByLabel('Full name').fill(guest.name)
  await page.getByLabel('Phone', { exact: true }).fill('+63 917 555 0104')
  await page.getByRole('button', { name: 'Enter booking' }).click()
  await expect(page.getByRole('heading', { name: /^Booked: reference/ })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(refusedByCsp).toEqual([])
})
