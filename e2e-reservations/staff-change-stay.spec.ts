import { expect, test } from '@playwright/test'
import type { AvailabilityResponse } from '../domain/api-contract'
import { addDays, formatStayDate } from '../domain/calendar'
import { formatCentavos } from '../domain/money'
import { describeDifference } from '../domain/stay-change'
import { expectNoAxeViolations } from './support'
import {
  HOTEL_ROOMS,
  mailTo,
  requestThroughApi,
  openConsole,
  staffStay,
  uniqueGuest,
} from './staff-support'

// The header fades in once the page scrolls: axe must not judge its text mid-fade.
test.use({ reducedMotion: 'reduce' })

test('Change stay shows the total now and the new total before saving, then the new dates', async ({
  page,
}, testInfo) => {
  // Three axe passes beside another worker.
  test.setTimeout(90_000)
  const stay = staffStay(testInfo, 20, 2)
  const guest = uniqueGuest(testInfo, 'Mover')
  const request = await requestThroughApi(page, {
    ...stay,
    roomId: HOTEL_ROOMS,
    ...guest,
    rate: 'room-only',
  })
  const newIn = addDays(stay.checkIn, 1)
  const newOut = addDays(stay.checkIn, 4)
  // Other specs change prices in the shared database: the public quote says what is in force.
  const offer = (await (
    await page.request.get(`/api/availability?checkIn=${newIn}&checkOut=${newOut}&adults=1&kids=0`)
  ).json()) as AvailabilityResponse
  const newTotal =
    offer.rooms.find((room) => room.id === HOTEL_ROOMS)?.rates.find((r) => r.code === 'room-only')
      ?.total ?? 0
  await openConsole(page, `/staff/reservation?ref=${request.ref}`)

  const opener = page.getByRole('button', { name: 'Change stay' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Change ${request.ref}` })
  await expect(dialog.getByLabel('Room')).toBeFocused()
  await expect(dialog.getByLabel('Rate')).toHaveValue('room-only')
  await dialog.getByLabel('Check in').fill(newIn)
  await dialog.getByLabel('Check out').fill(newOut)

  const quote = dialog.getByRole('status')
  await expect(quote).toContainText(`Total now${formatCentavos(request.total)}`)
  await expect(quote).toContainText(`New total${formatCentavos(newTotal)}`)
  await expect(quote).toContainText(`Difference${describeDifference(newTotal - request.total)}`)
  await expect(dialog).toHaveAccessibleDescription(/New total/)
  await expectNoAxeViolations(page)
  // Nothing is saved by the quote: the page behind still shows the stay as it was.
  await expect(
    page.getByRole('definition').filter({ hasText: formatStayDate(stay.checkOut) }),
  ).toHaveCount(1)

  await dialog.getByRole('button', { name: 'Save change' }).click()

  await expect(dialog).toBeHidden()
  const announcement = page.locator('#reservation-announcement')
  await expect(announcement).toBeFocused()
  await expect(announcement).toContainText(
    `Stay changed: Hotel Rooms, ${formatStayDate(newIn)} to ${formatStayDate(newOut)}, new total ${formatCentavos(newTotal)}`,
  )
  const facts = page.getByRole('region', { name: 'Stay' })
  await expect(facts).toContainText(`Check in${formatStayDate(newIn)}`)
  await expect(facts).toContainText(`Check out${formatStayDate(newOut)}`)
  await expect(facts).toContainText(`Total${formatCentavos(newTotal)}`)
  await expect(page.getByText(/^Stay changed from Hotel Rooms/)).toBeVisible()
  await expectNoAxeViolations(page)

  const mail = await mailTo(page, guest.email, new RegExp(`${request.ref} changed`))
  expect(mail.text).toContain(`Check-in: ${formatStayDate(newIn)}`)
  expect(mail.text).toContain(`Check-out: ${formatStayDate(newOut)}`)
})

test(
  'dates that cannot be quoted are said in the dialog, and Escape leaves the stay as it was',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 21, 1)
    const guest = uniqueGuest(testInfo, 'Stayer')
    const request = await requestThroughApi(page, { ...stay, roomId: HOTEL_ROOMS, ...guest })
    await openConsole(page, `/staff/reservation?ref=${request.ref}`)

    await page.getByRole('button', { name: 'Change stay' }).click()
    const dialog = page.getByRole('dialog', { name: `Change ${request.ref}` })
    await dialog.getByLabel('Check out').fill(stay.checkIn)

    await expect(dialog.getByRole('status')).toContainText(
      'Check-out must be after check-in to see the new total.',
    )
    await dialog.getByRole('button', { name: 'Save change' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Check-out must be after check-in')
    await page.keyboard.press('Escape')

    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Change stay' })).toBeFocused()
    await expect(page.getByRole('region', { name: 'Stay' })).toContainText(
      `Check out${formatStayDate(stay.checkOut)}`,
    )
  },
)
