import { expect, test, type Page } from '@playwright/test'
import { formatStayDate, type IsoDate } from '../domain/calendar'
import { availabilityFor } from './support'
import {
  DELUXE_ROOM,
  HOTEL_ROOMS,
  calendarPath,
  requestThroughApi,
  openConsole,
  staffStay,
  uniqueGuest,
} from './staff-support'

const CABANA_ROOMS = 2

/** The calendar cell of a room type on a night, found by its row's heading and its words. */
function cell(page: Page, room: string, night: IsoDate) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: room, exact: true }) })
    .getByRole('cell', { name: new RegExp(`^${formatStayDate(night)}: `) })
}

async function changeNights(
  page: Page,
  change: { room: string; first: IsoDate; last: IsoDate; action: string; units?: string },
) {
  const form = page.getByRole('form', { name: 'Change nights' })
  await form.getByLabel('Room').selectOption({ label: change.room })
  await form.getByLabel('First night').fill(change.first)
  await form.getByLabel('Last night').fill(change.last)
  await form.getByRole('radio', { name: change.action }).check()
  if (change.units !== undefined)
    await form.getByRole('spinbutton', { name: 'Units' }).fill(change.units)
  await form.getByRole('button', { name: 'Apply change' }).click()
}

test(
  'the calendar shows a booking as booked of units on its nights',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 3, 2)
    await requestThroughApi(page, { ...stay, roomId: DELUXE_ROOM, ...uniqueGuest(testInfo, 'Cal') })

    await openConsole(page, calendarPath(stay.checkIn))

    await expect(cell(page, 'Deluxe Room', stay.checkIn)).toHaveAccessibleName(
      `${formatStayDate(stay.checkIn)}: 1 of 4 booked`,
    )
    await expect(cell(page, 'Deluxe Room', stay.checkIn)).toContainText('1/4')
    await expect(cell(page, 'Hotel Rooms', stay.checkIn)).toContainText('0/6')
    // The check-out day is not a night of the stay.
    await expect(cell(page, 'Deluxe Room', stay.checkOut)).toContainText('0/4')
  },
)

test(
  'closing a night marks it Closed and stops new bookings for it; reopening frees it',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 4)
    await openConsole(page, calendarPath(stay.checkIn))

    await changeNights(page, {
      room: 'Hotel Rooms',
      first: stay.checkIn,
      last: stay.checkIn,
      action: 'Close nights',
    })

    await expect(page.getByRole('status').filter({ hasText: 'Closed' })).toHaveText(
      `Closed 1 night of Hotel Rooms, ${formatStayDate(stay.checkIn)}.`,
    )
    await expect(cell(page, 'Hotel Rooms', stay.checkIn)).toHaveAccessibleName(
      `${formatStayDate(stay.checkIn)}: 0 of 6 booked, closed`,
    )
    await expect(cell(page, 'Hotel Rooms', stay.checkIn)).toContainText('Closed')
    const hotel = (await availabilityFor(page, stay)).rooms.find((room) => room.id === HOTEL_ROOMS)
    expect(hotel).toMatchObject({ unitsLeft: 0, available: false })
    const refused = await page.request.post('/api/reservations', {
      headers: { Origin: new URL(process.env.SITE_URL ?? '').origin },
      data: {
        roomId: HOTEL_ROOMS,
        ...stay,
        adults: 1,
        kids: 0,
        guest: { name: 'Too Late', email: 'too.late@example.com', phone: '+63 917 555 0101' },
      },
    })
    expect(refused.status()).toBe(409)
    expect(await refused.json()).toMatchObject({ error: { code: 'sold_out' } })

    await changeNights(page, {
      room: 'Hotel Rooms',
      first: stay.checkIn,
      last: stay.checkIn,
      action: 'Reopen nights',
    })
    await expect(cell(page, 'Hotel Rooms', stay.checkIn)).toHaveAccessibleName(
      `${formatStayDate(stay.checkIn)}: 0 of 6 booked`,
    )
    expect(
      (await availabilityFor(page, stay)).rooms.find((room) => room.id === HOTEL_ROOMS)?.unitsLeft,
    ).toBe(6)
  },
)

test(
  'units below what is booked are refused with the API’s words at the Units field',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 5)
    await requestThroughApi(page, {
      ...stay,
      roomId: CABANA_ROOMS,
      ...uniqueGuest(testInfo, 'Units'),
    })
    await openConsole(page, calendarPath(stay.checkIn))

    await changeNights(page, {
      room: 'Cabana Rooms',
      first: stay.checkIn,
      last: stay.checkIn,
      action: 'Set units',
      units: '0',
    })

    const units = page.getByRole('spinbutton', { name: 'Units' })
    await expect(units).toHaveAttribute('aria-invalid', 'true')
    await expect(units).toHaveAccessibleDescription(
      new RegExp(`1 room is already booked on ${stay.checkIn}: units cannot go below that\\.`),
    )
    await expect(units).toBeFocused()
    await expect(cell(page, 'Cabana Rooms', stay.checkIn)).toContainText('1/2')

    await changeNights(page, {
      room: 'Cabana Rooms',
      first: stay.checkIn,
      last: stay.checkIn,
      action: 'Set units',
      units: '3',
    })
    await expect(cell(page, 'Cabana Rooms', stay.checkIn)).toContainText('1/3')
    await expect(units).not.toHaveAttribute('aria-invalid', 'true')
  },
)

test('the nights scroll sideways inside their own region, with the room names kept in view', async ({
  page,
}, testInfo) => {
  await openConsole(page, '/staff/calendar')
  const region = page.getByRole('region', { name: /^Nights of / }).first()
  const roomHeader = region.getByRole('rowheader', { name: 'Hotel Rooms' })

  await region.focus()
  await expect(region).toBeFocused()
  const scroll = await region.evaluate((element) => ({
    scrollable: element.scrollWidth > element.clientWidth,
    pageWide: document.documentElement.scrollWidth > window.innerWidth,
  }))
  expect(scroll.pageWide).toBe(false)
  if (testInfo.project.name === 'desktop') {
    // 1440 px shows each block of 21 nights whole: the 60 nights at a glance.
    expect(scroll.scrollable).toBe(false)
    return
  }
  expect(scroll.scrollable).toBe(true)
  for (let press = 0; press < 8; press += 1) await page.keyboard.press('ArrowRight')
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(200)
  const regionBox = await region.boundingBox()
  const headerBox = await roomHeader.boundingBox()
  expect(headerBox && regionBox && headerBox.x - regionBox.x).toBeLessThan(2)
})
