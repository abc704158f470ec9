import { expect, test, type Page } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { expectNoAxeViolations } from './support'
import { DELUXE_ROOM, openConsole, staffApiPost, staffStay, uniqueGuest } from './staff-support'

// The site's header fades its background in once the page scrolls: axe must not judge it
// mid-fade (as in staff-accessibility.spec.ts).
test.use({ reducedMotion: 'reduce' })

const REQUESTS = 'Honeymoon, late arrival around 10pm'

/** Errors the page throws or logs: React's hydration mismatch (#418) is one of them. */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

async function bookingBySlot(page: Page, slot: 18 | 19, testInfo: Parameters<typeof staffStay>[0]) {
  const stay = staffStay(testInfo, slot)
  const guest = uniqueGuest(testInfo, 'Desk')
  const { status, json } = await staffApiPost(page, '/api/staff/bookings', {
    roomId: DELUXE_ROOM,
    ...stay,
    adults: 2,
    kids: 0,
    guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0131' },
    notes: `${REQUESTS.replace(', ', ',\n')}`,
  })
  expect(status).toBe(201)
  return json as ReservationView
}

test("an old email's /staff/reservations/REF opens that reservation's screen, without a hydration error", async ({
  page,
}, testInfo) => {
  await openConsole(page, '/staff/today')
  const booked = await bookingBySlot(page, 18, testInfo)
  const errors = pageErrors(page)

  await page.goto(`/staff/reservations/${booked.ref}`)

  await expect(page).toHaveURL(`/staff/reservation?ref=${booked.ref}`)
  await expect(page.getByText('Status: Confirmed')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Guest' })).toContainText(booked.guest.name)
  // Today's row of that day shows what the guest asked for, in one line.
  await page.goto(`/staff/today?date=${booked.checkIn}`)
  const row = page
    .getByRole('region', { name: /^Arrivals/ })
    .getByRole('listitem')
    .filter({ hasText: booked.ref })
  await expect(row).toContainText(`Special requests: ${REQUESTS}`)
  await page.screenshot({
    path: `/tmp/desk-shots/today-${testInfo.project.name}.png`,
    fullPage: true,
  })
  expect(errors).toEqual([])
})

test(
  'a /staff/ path that is no screen shows the console’s own Not found, without a hydration error',
  { tag: '@any-width' },
  async ({ page }) => {
    await openConsole(page, '/staff/today')
    const errors = pageErrors(page)

    const response = await page.goto('/staff/reservations/not%20a%20ref')

    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
    expect(errors.filter((error) => !/404/.test(error))).toEqual([])
  },
)

test('Rates on a phone shows one part at a time, chosen above them, and stays a few screens tall', async ({
  page,
}, testInfo) => {
  await openConsole(page, '/staff/rates')
  await expect(
    page.getByRole('region', { name: /^Rates for the nights of / }).first(),
  ).toBeVisible()
  const height = () => page.evaluate(() => document.documentElement.scrollHeight)
  console.log(`Rates at ${testInfo.project.name}: ${await height()} px tall`)
  await page.screenshot({
    path: `/tmp/desk-shots/rates-${testInfo.project.name}.png`,
    fullPage: true,
  })
  if (testInfo.project.name !== 'phone') return

  expect(await height()).toBeLessThan(4_500)
  await page.getByLabel('Show').selectOption({ label: 'Seasons' })
  await expect(page.getByRole('region', { name: 'Seasons' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Prices by night' })).toBeHidden()
  console.log(`Rates, Seasons at phone: ${await height()} px tall`)
  await page.screenshot({ path: `/tmp/desk-shots/rates-seasons-phone.png`, fullPage: true })
  await expectNoAxeViolations(page)
})
