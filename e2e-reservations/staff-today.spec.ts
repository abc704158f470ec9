import { expect, test, type Page, type TestInfo } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { addDays, formatStayDate, resortToday } from '../domain/calendar'
import { formatCentavos } from '../domain/money'
import { expectNoAxeViolations } from './support'
import {
  changeServerDatabase,
  LIVE_CHANGE_MS,
  DELUXE_ROOM,
  HOTEL_ROOMS,
  keepAnnouncements,
  openConsole,
  staffApiPost,
  uniqueGuest,
  consoleLink,
} from './staff-support'

// The site's header fades its background in once the page scrolls: axe must not judge it
// mid-fade (as in staff-accessibility.spec.ts).
test.use({ reducedMotion: 'reduce' })

/** A stay arriving today, booked by phone as the desk takes one: confirmed at once. */
async function arrivalToday(page: Page, testInfo: TestInfo, roomId: number, label: string) {
  const today = resortToday(new Date())
  const guest = uniqueGuest(testInfo, label)
  const { status, json } = await staffApiPost(page, '/api/staff/bookings', {
    roomId,
    checkIn: today,
    checkOut: addDays(today, 1),
    adults: 1,
    kids: 0,
    guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0110' },
  })
  expect(status).toBe(201)
  return json as ReservationView
}

/**
 * Makes a stay booked from today arrive yesterday instead, in the server's database: no API
 * books a stay in the past, and the desk's no-shows are stays whose day has gone. Its nights
 * from today on are untouched, so the inventory still accounts for them.
 */
function arriveYesterday(ref: string) {
  const yesterday = addDays(resortToday(new Date()), -1)
  changeServerDatabase(
    'UPDATE reservation SET check_in = ?, nights = nights + 1 WHERE ref = ?',
    yesterday,
    ref,
  )
}

const rowOf = (page: Page, list: RegExp, ref: string) =>
  page.getByRole('region', { name: list }).getByRole('listitem').filter({ hasText: ref })

test(
  'a day at the desk: an arrival gets a room, checks in, gets a note and checks out',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    // Each project its own Deluxe unit: the two run at once on today's nights.
    const unit = testInfo.project.name === 'phone' ? 'D3' : 'D4'
    await openConsole(page, '/staff/today')
    const stay = await arrivalToday(page, testInfo, DELUXE_ROOM, 'Arriving')
    const other = await arrivalToday(page, testInfo, DELUXE_ROOM, 'Other')
    await page.getByRole('button', { name: 'Refresh' }).click()

    const arrival = rowOf(page, /^Arrivals/, stay.ref)
    await expect(arrival).toContainText(stay.guest.name)
    await expect(arrival).toContainText('Unit to assign')
    // The guest's phone is one piece that calls them, on a phone's narrow screen too.
    const phone = arrival.getByRole('link', { name: '+63 917 555 0110' })
    await expect(phone).toHaveAttribute('href', 'tel:+639175550110')
    const lineHeight = await phone.evaluate((link) => parseFloat(getComputedStyle(link).lineHeight))
    expect((await phone.boundingBox())?.height).toBeLessThan(lineHeight * 1.5)
    await expectNoAxeViolations(page)

    await arrival.getByRole('link', { name: stay.ref }).click()
    const desk = page.getByRole('region', { name: 'Front desk' })
    await expect(desk).toContainText('Unit: none yet')
    await desk.getByRole('button', { name: 'Assign room' }).click()
    let dialog = page.getByRole('dialog', { name: `Assign room ${stay.ref}` })
    await dialog.getByLabel('Unit').selectOption(unit)
    await dialog.getByRole('button', { name: 'Assign room' }).click()
    await expect(page.getByRole('status')).toHaveText(`Unit ${unit} assigned.`)
    await expect(desk).toContainText(`Unit: ${unit}`)

    // The same unit for another stay on the same night: the server refuses, and says why.
    await page.goto(`/staff/reservation?ref=${other.ref}`)
    await page.getByRole('button', { name: 'Assign room' }).click()
    dialog = page.getByRole('dialog', { name: `Assign room ${other.ref}` })
    await dialog.getByLabel('Unit').selectOption(unit)
    await dialog.getByRole('button', { name: 'Assign room' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      `${unit} is given to another stay on one of these nights. Choose another unit.`,
    )
    await dialog.getByRole('button', { name: 'Go back' }).click()

    await (await consoleLink(page, 'Today')).click()
    await expect(rowOf(page, /^Arrivals/, stay.ref)).toContainText(`Unit ${unit}`)
    await rowOf(page, /^Arrivals/, stay.ref)
      .getByRole('button', { name: `Check in ${stay.ref}` })
      .click()
    dialog = page.getByRole('dialog', { name: `Check in ${stay.ref}` })
    await expect(dialog).toContainText(`The guest keeps unit ${unit}.`)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Check in' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `${stay.guest.name} (${stay.ref}): Checked in to unit ${unit}.`,
    )
    await expect(rowOf(page, /^Arrivals/, stay.ref)).toContainText('Checked in')
    await expect(
      rowOf(page, /^Arrivals/, stay.ref).getByRole('button', { name: /^Check in/ }),
    ).toHaveCount(0)
    // Checked in today, the guest sleeps here tonight: counted in the house, not 'Nobody staying on'.
    await expect(rowOf(page, /^In house/, stay.ref)).toContainText('Checked in')

    await rowOf(page, /^Arrivals/, stay.ref)
      .getByRole('link', { name: stay.ref })
      .click()
    await expect(page.getByText('Status: Checked in')).toBeVisible()
    await expect(desk).toContainText(`Unit: ${unit}`)
    const notes = page.getByRole('region', { name: 'Internal notes' })
    await notes.getByRole('button', { name: 'Add note' }).click()
    dialog = page.getByRole('dialog', { name: `Add note ${stay.ref}` })
    await dialog.getByLabel('Note').fill('Late dinner requested; keep the kitchen told.')
    await dialog.getByRole('button', { name: 'Add note' }).click()
    await expect(page.getByRole('status')).toHaveText('Note added.')
    await expect(notes.getByRole('listitem')).toHaveText([
      /Late dinner requested; keep the kitchen told\.desk@aloncove\.example, /,
    ])
    await expectNoAxeViolations(page)

    // Nothing is paid yet: the check-out takes the balance first, from its own dialog.
    await desk.getByRole('button', { name: 'Check out' }).click()
    dialog = page.getByRole('dialog', { name: `Check out ${stay.ref}` })
    await expect(dialog).toContainText(`${formatCentavos(stay.total)} is still owed.`)
    await dialog.getByRole('button', { name: 'Record payment' }).click()
    await page
      .getByRole('dialog', { name: `Record payment ${stay.ref}` })
      .getByRole('button', { name: 'Record payment' })
      .click()
    await expect(dialog).toContainText('Nothing is owed: the folio is settled.')
    await dialog.getByRole('button', { name: 'Check out' }).click()
    await expect(page.getByRole('status')).toHaveText('Checked out.')
    await expect(page.getByText('Status: Checked out')).toBeVisible()
    await expect(desk.getByRole('button', { name: 'Check out' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Internal note added')
  },
)

test(
  'a past arrival nobody checked in is a no-show to mark, and marking it takes it off',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    await openConsole(page, '/staff/today')
    const stay = await arrivalToday(page, testInfo, HOTEL_ROOMS, 'Missing')
    arriveYesterday(stay.ref)
    await page.getByRole('button', { name: 'Refresh' }).click()

    const row = rowOf(page, /^No-shows to mark/, stay.ref)
    await expect(row).toContainText(
      `expected ${formatStayDate(addDays(resortToday(new Date()), -1))}`,
    )
    await row.getByRole('button', { name: `Mark no-show ${stay.ref}` }).click()
    const dialog = page.getByRole('dialog', { name: `Mark no-show ${stay.ref}` })
    await expect(dialog).toContainText('Every night from today on is free again')
    await dialog.getByRole('button', { name: 'Mark no-show' }).click()

    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^${stay.guest.name} \\(${stay.ref}\\): Marked a no-show`),
    )
    await expect(rowOf(page, /^No-shows to mark/, stay.ref)).toHaveCount(0)
    await page.goto(`/staff/reservation?ref=${stay.ref}`)
    await expect(page.getByText('Status: No-show')).toBeVisible()
  },
)

test(
  'a move the server refuses is said in its words, and nothing changes',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    await openConsole(page, '/staff/today')
    const stay = await arrivalToday(page, testInfo, HOTEL_ROOMS, 'Cancelled')
    await page.getByRole('button', { name: 'Refresh' }).click()

    await rowOf(page, /^Arrivals/, stay.ref)
      .getByRole('button', { name: `Check in ${stay.ref}` })
      .click()
    // Another desk cancels the stay while this one is asking.
    const cancelled = await staffApiPost(page, `/api/staff/reservations/${stay.ref}/cancel`, {
      reason: 'The guest called to cancel.',
    })
    expect(cancelled.status).toBe(200)
    const dialog = page.getByRole('dialog', { name: `Check in ${stay.ref}` })
    await dialog.getByRole('button', { name: 'Check in' }).click()

    await expect(dialog.getByRole('alert')).toHaveText(
      'This reservation is cancelled: only a confirmed stay can be checked in.',
    )
  },
)

test('Today prints as its lists alone: no navigation, no buttons, black on white', async ({
  page,
}, testInfo) => {
  await openConsole(page, '/staff/today')
  const stay = await arrivalToday(page, testInfo, HOTEL_ROOMS, 'Printed')
  await page.getByRole('button', { name: 'Refresh' }).click()
  const row = rowOf(page, /^Arrivals/, stay.ref)
  await expect(row.getByRole('button', { name: `Check in ${stay.ref}` })).toBeVisible()

  await page.emulateMedia({ media: 'print' })

  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(row.getByRole('button', { name: `Check in ${stay.ref}` })).toBeHidden()
  await expect(page.getByLabel('Day', { exact: true })).toBeHidden()
  await expect(row).toBeVisible()
  await expect(row).toHaveCSS('color', 'rgb(0, 0, 0)')
  await expect(row.getByText('Confirmed')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  if (testInfo.project.name === 'desktop') {
    // One arrival a row: the stay's words on one line, no taller than two lines of 10 pt type.
    const box = await row.boundingBox()
    expect(box?.height).toBeLessThan(40)
  }
})

test(
  'Today chooses its day: the day after lists tomorrow, and comes back to today',
  { tag: '@any-width' },
  async ({ page }) => {
    const today = resortToday(new Date())
    await openConsole(page, '/staff/today')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Today, ${formatStayDate(today)}`,
    )

    await page.getByRole('link', { name: 'Day after' }).click()
    await expect(page).toHaveURL(new RegExp(`/staff/today\\?date=${addDays(today, 1)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Tomorrow, ${formatStayDate(addDays(today, 1))}`,
    )
    await page.getByLabel('Day', { exact: true }).fill(addDays(today, 9))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      formatStayDate(addDays(today, 9)),
    )
    await page.getByRole('link', { name: 'Back to today' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Today, ${formatStayDate(today)}`,
    )
  },
)

test(
  'a stay booked for today at another desk appears on Today by itself, and is announced',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    // A Cabana (two units), arriving today in no other test; this runs at one width only.
    const cabana = 2
    const listening = page.waitForResponse(
      (response) => response.url().endsWith('/api/staff/events') && response.status() === 200,
    )
    await openConsole(page, '/staff/today')
    await listening

    const announcements = await keepAnnouncements(page, 'today-announcement')

    const stay = await arrivalToday(page, testInfo, cabana, 'Walk-in')

    await expect(rowOf(page, /^Arrivals/, stay.ref)).toContainText(stay.guest.name, {
      timeout: LIVE_CHANGE_MS,
    })
    await expect.poll(() => announcements.said(`Updated: ${stay.ref}, now Confirmed.`)).toBe(true)
  },
)
