import { expect, test, type Page, type TestInfo } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { formatStayDate } from '../domain/calendar'
import { expectNoAxeViolations } from './support'
import { DELUXE_ROOM, openConsole, staffApiPost, staffStay, uniqueGuest } from './staff-support'

/** A stay booked by phone in the Deluxe Room (confirmed at once), on `unit` when given. */
async function deluxeStay(
  page: Page,
  testInfo: TestInfo,
  slot: number,
  label: string,
  unit?: string,
) {
  const guest = uniqueGuest(testInfo, label)
  const stay = staffStay(testInfo, slot, 2)
  const booked = await staffApiPost(page, '/api/staff/bookings', {
    roomId: DELUXE_ROOM,
    ...stay,
    adults: 1,
    kids: 0,
    guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0170' },
  })
  expect(booked.status).toBe(201)
  const { ref } = booked.json as ReservationView
  if (unit) {
    const given = await staffApiPost(page, `/api/staff/reservations/${ref}/assign`, { unit })
    expect(given.status).toBe(200)
  }
  return { ref, name: guest.name, ...stay }
}

const boardPath = (from: string) => `/staff/board?from=${from}&nights=14`
const unitRow = (page: Page, label: string) =>
  page
    .locator('tr[data-board-unit]')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
const barOf = (page: Page, ref: string) =>
  page.getByRole('button', { name: new RegExp(`\\(${ref}\\)`) })

test('a bar dragged onto another unit of its room type moves the stay there', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone moves bars with ‘Move to…’')
  await openConsole(page, '/staff')
  const stay = await deluxeStay(page, testInfo, 15, 'Dragged', 'D1')
  await openConsole(page, boardPath(stay.checkIn))
  await expect(
    unitRow(page, 'D1').getByRole('button', { name: new RegExp(stay.ref) }),
  ).toBeVisible()

  await dragTo(page, barOf(page, stay.ref), unitRow(page, 'D3'))

  await expect(page.getByRole('status')).toHaveText(`${stay.name} (${stay.ref}) is in D3 now.`)
  await expect(
    unitRow(page, 'D3').getByRole('button', { name: new RegExp(stay.ref) }),
  ).toBeVisible()
  await expect(unitRow(page, 'D1').getByRole('button', { name: new RegExp(stay.ref) })).toHaveCount(
    0,
  )

  // Another room type is a change of price: the board says where to go and moves nothing.
  await dragTo(page, barOf(page, stay.ref), unitRow(page, 'C2'))
  await expect(page.getByRole('alert')).toContainText(
    'C2 is one of the units of Cabana Rooms. A move to another room type or other dates is ‘Change stay’',
  )
  await expect(
    unitRow(page, 'D3').getByRole('button', { name: new RegExp(stay.ref) }),
  ).toBeVisible()
  await page.getByRole('link', { name: `Open reservation ${stay.ref}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${stay.ref}`)
  await expect(page.getByText('Moved from unit D1 to D3')).toBeVisible()
})

async function dragTo(page: Page, bar: ReturnType<typeof barOf>, row: ReturnType<typeof unitRow>) {
  await row.scrollIntoViewIfNeeded()
  await bar.scrollIntoViewIfNeeded()
  const from = await bar.boundingBox()
  const to = await row.boundingBox()
  if (!from || !to) throw new Error('the bar or the row is not on screen')
  const x = from.x + Math.min(20, from.width / 2)
  await page.mouse.move(x, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(x + 4, to.y + to.height / 2, { steps: 8 })
  await page.mouse.move(x, to.y + to.height / 2, { steps: 2 })
  await page.mouse.up()
}

test('by keyboard: choose the bar, then ‘Move to…’ a unit; the board reads as a table', async ({
  page,
}, testInfo) => {
  await openConsole(page, '/staff')
  const stay = await deluxeStay(page, testInfo, 16, 'Keyed')
  await openConsole(page, boardPath(stay.checkIn))

  const table = page.getByRole('table', { name: /14 nights/ })
  await expect(
    table.getByRole('columnheader', { name: formatStayDate(stay.checkIn) }),
  ).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'D4', exact: true })).toBeVisible()
  // Each of the stay's nights is a cell that names the guest, bar or no bar.
  await expect(table.getByRole('cell').filter({ hasText: stay.name })).toHaveCount(2)
  await expectNoAxeViolations(page)

  await barOf(page, stay.ref).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: new RegExp(stay.ref) })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Move to…' })).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Move to…' })
  await expect(dialog).toContainText(`${stay.name} (${stay.ref}), no unit yet.`)
  await dialog.getByLabel('Unit').selectOption('D4')
  await dialog.getByRole('button', { name: 'Move' }).press('Enter')

  await expect(page.getByRole('status')).toHaveText(`${stay.name} (${stay.ref}) is in D4 now.`)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status')).toBeFocused()
  await expect(
    unitRow(page, 'D4').getByRole('button', { name: new RegExp(stay.ref) }),
  ).toBeVisible()
  await expect(unitRow(page, 'D4').getByRole('cell').filter({ hasText: stay.name })).toHaveCount(2)
  await expectNoAxeViolations(page)
})

test(
  'a move onto a unit another stay has is refused in words, and nothing moves',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    await openConsole(page, '/staff')
    const first = await deluxeStay(page, testInfo, 17, 'Holder', 'D1')
    const second = await deluxeStay(page, testInfo, 17, 'Hopeful', 'D2')
    await openConsole(page, boardPath(first.checkIn))

    await barOf(page, second.ref).click()
    await page.getByRole('button', { name: 'Move to…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Move to…' })
    await dialog.getByLabel('Unit').selectOption('D1')
    await dialog.getByRole('button', { name: 'Move' }).click()

    await expect(dialog.getByRole('alert')).toHaveText(
      'D1 is given to another stay on one of these nights. Choose another unit. Nothing moved.',
    )
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Go back' }).click()
    await expect(
      unitRow(page, 'D2').getByRole('button', { name: new RegExp(second.ref) }),
    ).toBeVisible()
    await expect(
      unitRow(page, 'D1').getByRole('button', { name: new RegExp(first.ref) }),
    ).toBeVisible()
  },
)
