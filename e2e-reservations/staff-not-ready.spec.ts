import { expect, test } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { addDays, resortToday } from '../domain/calendar'
import type { HousekeepingResponse } from '../domain/staff-contract'
import { expectNoAxeViolations } from './support'
import { openConsole, staffApiPost, uniqueGuest } from './staff-support'

// Today's Cabana nights on the paid site, which no other spec books: each project its own unit,
// whose status no other test sets. Motion reduced, so axe never judges the header mid-fade.
test.use({ baseURL: process.env.PAID_SITE_URL, reducedMotion: 'reduce' })

const CABANA_ROOMS = 2

test(
  'a check-in into a dirty unit is refused in words; checked in anyway, its reason is kept',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    const unit = testInfo.project.name === 'phone' ? 'C1' : 'C2'
    await openConsole(page, `${process.env.PAID_SITE_URL}/staff/today`)
    const today = resortToday(new Date())
    const guest = uniqueGuest(testInfo, 'Early')
    const booked = await staffApiPost(page, '/api/staff/bookings', {
      roomId: CABANA_ROOMS,
      checkIn: today,
      checkOut: addDays(today, 1),
      adults: 1,
      kids: 0,
      guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0190' },
    })
    expect(booked.status).toBe(201)
    const stay = booked.json as ReservationView
    const house = (await page.evaluate(async () =>
      (await fetch('/api/staff/housekeeping', { credentials: 'same-origin' })).json(),
    )) as HousekeepingResponse
    const id = house.units.find((each) => each.label === unit)?.id
    expect(
      (await staffApiPost(page, `/api/staff/units/${id}/status`, { status: 'dirty' })).status,
    ).toBe(200)

    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.getByRole('button', { name: `Check in ${stay.ref}` }).click()
    const dialog = page.getByRole('dialog', { name: `Check in ${stay.ref}` })
    await dialog.getByLabel('Unit').selectOption({ label: `${unit}: Dirty` })
    await expect(dialog).toContainText(`${unit} is dirty: not ready for a guest.`)
    await dialog.getByRole('button', { name: 'Check in' }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      `${unit} is dirty, not ready for a guest.`,
    )
    await expectNoAxeViolations(page)

    await dialog.getByLabel('Check in anyway').check()
    await dialog.getByLabel('Reason').fill('Guest arrived early; room aired, linen changed')
    await dialog.getByRole('button', { name: 'Check in' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `${guest.name} (${stay.ref}): Checked in to unit ${unit}.`,
    )

    await page.goto(`/staff/reservation?ref=${stay.ref}`)
    await expect(
      page.getByText(
        `${unit} was dirty: checked in anyway by ${process.env.STAFF_EMAIL}: Guest arrived early; room aired, linen changed`,
        { exact: false },
      ),
    ).toBeVisible()
  },
)
