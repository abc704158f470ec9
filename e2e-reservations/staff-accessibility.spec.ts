import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './support'
import {
  HOTEL_ROOMS,
  calendarPath,
  requestThroughApi,
  signIn,
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

test('axe finds nothing on any screen of the console', async ({ page }, testInfo) => {
  // Eight axe passes: about 25 s alone, and close to the 45 s default beside another worker.
  test.setTimeout(90_000)
  const stay = staffStay(testInfo, 9)
  const guest = uniqueGuest(testInfo, 'Axe')
  const request = await requestThroughApi(page, { ...stay, roomId: HOTEL_ROOMS, ...guest })
  // The same strict CSP as the public pages: any inline script or style would be refused here.
  const refusedByCsp: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByCsp.push(message.text())
  })
  await signIn(page)

  await expect(page.getByRole('article', { name: `${request.ref} ${guest.name}` })).toBeVisible()
  await expectNoAxeViolations(page)

  await page
    .getByRole('article', { name: `${request.ref} ${guest.name}` })
    .getByRole('button', { name: 'Decline' })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Go back' }).click()

  await page.goto(`/staff/reservation?ref=${request.ref}`)
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto(calendarPath(stay.checkIn))
  await expect(page.getByRole('region', { name: /^Nights of / }).first()).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/staff/today')
  await expect(page.getByRole('heading', { name: /^Today, / })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto(`/staff/search?q=${encodeURIComponent(guest.name)}`)
  await expect(page.getByRole('link', { name: request.ref })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/staff/phone-booking')
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
