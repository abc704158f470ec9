import { expect, test, type Page, type TestInfo } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { addDays, formatStayDate, resortToday } from '../domain/calendar'
import { formatCentavos } from '../domain/money'
import { expectNoAxeViolations } from './support'
import {
  DELUXE_ROOM,
  HOTEL_ROOMS,
  requestThroughApi,
  openConsole,
  staffApiPost,
  staffStay,
  uniqueGuest,
} from './staff-support'

// The header fades its background in once the page scrolls: axe must not judge it mid-fade.
test.use({ reducedMotion: 'reduce' })

test(
  'a request given a day more to be confirmed says until when',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const guest = uniqueGuest(testInfo, 'Waiting')
    const stay = await requestThroughApi(page, {
      ...staffStay(testInfo, 26),
      roomId: HOTEL_ROOMS,
      ...guest,
    })
    await openConsole(page)
    await page.goto(`/staff/reservation?ref=${stay.ref}`)

    const hold = page.getByRole('region', { name: 'Hold' })
    await expect(hold).toContainText('The room is held until')
    await hold.getByRole('button', { name: 'Extend hold' }).click()
    const dialog = page.getByRole('dialog', { name: `Extend the hold of ${stay.ref}` })
    await expect(dialog.getByLabel('More time')).toHaveValue('24')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Extend hold' }).click()

    await expect(page.getByRole('status')).toHaveText(/^Hold extended to .+\(Manila time\)\.$/)
    const until = Date.parse(stay.holdExpiresAt ?? '') + 24 * 3_600_000
    const { json } = await staffApiPost(page, `/api/staff/reservations/${stay.ref}/extend-hold`, {
      hours: 1,
    })
    // The second hour counts from the first extension's end: the screen's was the day.
    expect(
      Date.parse((json as { reservation: ReservationView }).reservation.holdExpiresAt ?? ''),
    ).toBe(until + 3_600_000)
  },
)

// A guest in the house needs a stay arriving today: on the site that takes deposits, whose
// today no other spec's counts depend on (see staff-folio.spec.ts), in a Deluxe Room, since the
// folio specs take that day's Hotel Rooms.
test.describe('a guest in the house', () => {
  test.use({ baseURL: process.env.PAID_SITE_URL })

  async function guestInHouse(page: Page, testInfo: TestInfo) {
    const today = resortToday(new Date())
    const guest = uniqueGuest(testInfo, 'Staying')
    const booked = await staffApiPost(page, '/api/staff/bookings', {
      roomId: DELUXE_ROOM,
      checkIn: today,
      checkOut: addDays(today, 1),
      adults: 1,
      kids: 0,
      guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0131' },
    })
    expect(booked.status).toBe(201)
    const stay = booked.json as ReservationView
    expect(
      (await staffApiPost(page, `/api/staff/reservations/${stay.ref}/check-in`, {})).status,
    ).toBe(200)
    return stay
  }

  test(
    'stays a night longer: only the check-out moves',
    { tag: '@any-width' },
    async ({ page }, testInfo) => {
      await openConsole(page, `${process.env.PAID_SITE_URL}/staff`)
      const stay = await guestInHouse(page, testInfo)
      await page.goto(`/staff/reservation?ref=${stay.ref}`)

      await page.getByRole('button', { name: 'Change stay' }).click()
      const dialog = page.getByRole('dialog', { name: `Change ${stay.ref}` })
      await expect(dialog).toContainText(
        `is in the house since ${formatStayDate(stay.checkIn)}: only the check-out moves`,
      )
      await expect(dialog.getByLabel('Room')).toHaveCount(0)
      await expect(dialog.getByLabel('Rate')).toHaveCount(0)
      const later = addDays(stay.checkOut, 1)
      await dialog.getByLabel('Check out').fill(later)
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: 'Save change' }).click()

      await expect(dialog).toBeHidden()
      await expect(page.getByText(formatStayDate(later)).first()).toBeVisible()
      const folio = page.getByRole('region', { name: 'Folio' })
      await expect(
        folio.getByRole('region', { name: 'Charges' }).getByRole('listitem'),
      ).toHaveCount(2)
    },
  )
})

test.describe('the catalogue at the desk', () => {
  test.use({ baseURL: process.env.PAID_SITE_URL })

  test(
    'an extra from the catalogue goes on the folio, priced for the stay',
    { tag: '@any-width' },
    async ({ page }, testInfo) => {
      await openConsole(page, `${process.env.PAID_SITE_URL}/staff`)
      const guest = uniqueGuest(testInfo, 'Boating')
      const booked = await staffApiPost(page, '/api/staff/bookings', {
        roomId: HOTEL_ROOMS,
        ...staffStay(testInfo, 28),
        adults: 1,
        kids: 0,
        guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0132' },
      })
      expect(booked.status).toBe(201)
      const stay = booked.json as ReservationView
      await page.goto(`/staff/reservation?ref=${stay.ref}`)

      const folio = page.getByRole('region', { name: 'Folio' })
      await folio.getByRole('button', { name: 'Add charge' }).click()
      const dialog = page.getByRole('dialog', { name: `Add charge ${stay.ref}` })
      await dialog.getByRole('radio', { name: 'Extra' }).check()
      await dialog.getByRole('button', { name: 'Add charge' }).click()
      await expect(dialog.getByLabel('Which extra')).toHaveAccessibleDescription(
        /Choose the extra\./,
      )
      await dialog.getByLabel('Which extra').selectOption({ label: 'Boat transfer, ₱800 a guest' })
      await dialog.getByLabel('Quantity').fill('2')
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: 'Add charge' }).click()

      await expect(page.getByRole('status')).toHaveText(
        `Added Boat transfer, ₱800 a guest, 2 × ₱800: ₱1,600. ${formatCentavos(stay.total + 160_000)} is still due.`,
      )
      await expect(
        folio
          .getByRole('region', { name: 'Charges' })
          .getByRole('listitem')
          .filter({ hasText: 'Boat transfer' }),
      ).toContainText('₱1,600')
    },
  )
})
