import { expect, test, type Page, type TestInfo } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import type { HousekeepingResponse } from '../domain/staff-contract'
import { expectNoAxeViolations } from './support'
import {
  HOTEL_ROOMS,
  LIVE_CHANGE_MS,
  openConsole,
  staffApiPost,
  staffStay,
  uniqueGuest,
} from './staff-support'

// The site's header fades its background in once the page scrolls: axe must not judge it
// mid-fade (as in staff-accessibility.spec.ts).
test.use({ reducedMotion: 'reduce' })

/**
 * A unit's status is not per night: every test of the shared database sees it. Each test here
 * takes a Hotel Rooms unit of its own (no other spec checks a guest in to one on the main site)
 * and leaves it clean.
 */
function ownUnit(testInfo: TestInfo, slot: 12 | 13 | 14): string {
  return `H${(testInfo.project.name === 'phone' ? 1 : 4) + slot - 12}`
}

async function unitId(page: Page, label: string): Promise<number> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/staff/housekeeping', { credentials: 'same-origin' })
    return (await response.json()) as HousekeepingResponse
  })
  const unit = answer.units.find((each) => each.label === label)
  if (!unit) throw new Error(`no unit ${label}`)
  return unit.id
}

async function setStatus(page: Page, label: string, status: string) {
  const { status: answered } = await staffApiPost(
    page,
    `/api/staff/units/${await unitId(page, label)}/status`,
    { status },
  )
  expect(answered).toBe(200)
}

const card = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Units in the order to clean' })
    .getByRole('listitem', { name: label, exact: true })

test('a day’s units in the order to clean, with who arrives and what they asked; one tap each to clean and inspected', async ({
  page,
}, testInfo) => {
  const unit = ownUnit(testInfo, 12)
  const stay = staffStay(testInfo, 12, 2)
  await openConsole(page, '/staff')
  const guest = uniqueGuest(testInfo, 'Arriving')
  const booked = await staffApiPost(page, '/api/staff/bookings', {
    roomId: HOTEL_ROOMS,
    ...stay,
    adults: 2,
    kids: 0,
    guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0140' },
    notes: 'Extra pillows and a baby cot, please',
  })
  expect(booked.status).toBe(201)
  const { ref } = booked.json as ReservationView
  expect((await staffApiPost(page, `/api/staff/reservations/${ref}/assign`, { unit })).status).toBe(
    200,
  )
  await setStatus(page, unit, 'dirty')

  await openConsole(page, `/staff/housekeeping?date=${stay.checkIn}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Housekeeping')
  const units = page.getByRole('list', { name: 'Units in the order to clean' })
  // The only guest of these nights arrives to this unit: it comes before the units nobody uses.
  await expect(units.getByRole('listitem').first().getByRole('heading')).toHaveText(unit)
  const own = card(page, unit)
  await expect(own).toContainText('Dirty')
  await expect(own).toContainText(`Arriving: ${guest.name} (${ref}), 2 adults`)
  await expect(own).toContainText('Requests: Extra pillows and a baby cot, please')
  await expectNoAxeViolations(page)

  await own.getByRole('button', { name: `Mark clean ${unit}` }).click()
  await expect(page.getByRole('status')).toHaveText(`${unit} is now clean.`)
  await expect(own).toContainText('Clean')
  await own.getByRole('button', { name: `Mark inspected ${unit}` }).click()
  await expect(page.getByRole('status')).toHaveText(`${unit} is now inspected.`)
  await expect(own.getByRole('button', { name: `Mark dirty ${unit}` })).toBeVisible()
  await setStatus(page, unit, 'clean')
})

test('out of order takes a reason and its nights, refuses what is missing, and comes back through dirty', async ({
  page,
}, testInfo) => {
  const unit = ownUnit(testInfo, 13)
  const { checkIn, checkOut } = staffStay(testInfo, 13, 2)
  await openConsole(page, '/staff')
  await setStatus(page, unit, 'clean')
  await openConsole(page, `/staff/housekeeping?date=${checkIn}`)
  const own = card(page, unit)

  await own.getByRole('button', { name: `Out of order ${unit}` }).click()
  const dialog = page.getByRole('dialog', { name: `Out of order ${unit}` })
  await dialog.getByLabel('First night').fill(checkIn)
  await dialog.getByLabel('Last night').fill(checkIn)
  await dialog.getByRole('button', { name: 'Take out of order' }).click()
  await expect(dialog.getByLabel('Reason')).toBeFocused()
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(
    /Say why the unit is out of order\./,
  )
  await dialog.getByLabel('Reason').fill('Aircon leaking onto the floor')
  await dialog.getByLabel('Last night').fill(checkOut)
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Take out of order' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status')).toHaveText(`${unit} is now out of order.`)
  await expect(own).toContainText('Out of order')
  await expect(own).toContainText(': Aircon leaking onto the floor')
  await own.getByRole('button', { name: `Back in service ${unit}` }).click()
  await expect(own).toContainText('Dirty')
  await own.getByRole('button', { name: `Mark clean ${unit}` }).click()
  await expect(page.getByRole('status')).toHaveText(`${unit} is now clean.`)
})

test('another phone’s change reaches the screen by itself, and the list prints without its buttons', async ({
  page,
}, testInfo) => {
  const unit = ownUnit(testInfo, 14)
  const { checkIn } = staffStay(testInfo, 14)
  await openConsole(page, '/staff')
  await setStatus(page, unit, 'clean')
  await openConsole(page, `/staff/housekeeping?date=${checkIn}`)
  const own = card(page, unit)
  await expect(own).toContainText('Clean')

  // As another phone would: straight to the API, not through this screen.
  await setStatus(page, unit, 'dirty')
  await expect(own).toContainText('Dirty', { timeout: LIVE_CHANGE_MS })

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(own.getByRole('button', { name: `Mark clean ${unit}` })).toBeHidden()
  await expect(own).toContainText('Dirty')
  await page.emulateMedia({ media: 'screen' })
  await setStatus(page, unit, 'clean')
})
