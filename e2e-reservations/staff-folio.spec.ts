import { expect, test, type Page, type TestInfo } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { addDays, formatStayDate, resortToday } from '../domain/calendar'
import { formatCentavos } from '../domain/money'
import { expectNoAxeViolations } from './support'
import { HOTEL_ROOMS, openConsole, staffApiPost, uniqueGuest } from './staff-support'

// Checking out needs a stay checked in, so one arriving today: on the site that takes deposits,
// whose today no other spec books, so the main site's units for today stay as its specs count
// them. The site's header fades its background in once the page scrolls: axe must not judge it
// mid-fade (as in staff-accessibility.spec.ts).
test.use({ baseURL: process.env.PAID_SITE_URL, reducedMotion: 'reduce' })

/** A stay arriving today, booked by phone as the desk takes one: confirmed at once. */
async function arrivalToday(page: Page, testInfo: TestInfo, label: string) {
  const today = resortToday(new Date())
  const guest = uniqueGuest(testInfo, label)
  const { status, json } = await staffApiPost(page, '/api/staff/bookings', {
    roomId: HOTEL_ROOMS,
    checkIn: today,
    checkOut: addDays(today, 1),
    adults: 1,
    kids: 0,
    guest: { name: guest.name, email: guest.email, phone: '+63 917 555 0130' },
  })
  expect(status).toBe(201)
  return json as ReservationView
}

test('a restaurant bill goes on the folio; checking out with money owed needs a reason', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await openConsole(page, `${process.env.PAID_SITE_URL}/staff`)
  const stay = await arrivalToday(page, testInfo, 'Diner')
  const checkIn = await staffApiPost(page, `/api/staff/reservations/${stay.ref}/check-in`, {})
  expect(checkIn.status).toBe(200)
  await page.goto(`/staff/reservation?ref=${stay.ref}`)

  const folio = page.getByRole('region', { name: 'Folio' })
  const charges = folio.getByRole('region', { name: 'Charges' })
  await expect(folio).toContainText(`Total${formatCentavos(stay.total)}`)
  await expect(folio).toContainText(`Balance${formatCentavos(stay.total)}`)

  await folio.getByRole('button', { name: 'Add charge' }).click()
  let dialog = page.getByRole('dialog', { name: `Add charge ${stay.ref}` })
  await expect(dialog.getByLabel('Quantity')).toHaveValue('1')
  await dialog.getByRole('button', { name: 'Add charge' }).click()
  await expect(dialog.getByLabel('What')).toBeFocused()
  await expect(dialog.getByLabel('What')).toHaveAccessibleDescription(
    /Say what the charge is for\./,
  )
  await dialog.getByLabel('What').fill('Restaurant, dinner for two')
  await dialog.getByLabel('Quantity').fill('2')
  await dialog.getByLabel('Amount each (₱)').fill('675')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Add charge' }).click()

  const owed = stay.total + 135_000
  await expect(page.getByRole('status')).toHaveText(
    `Added Restaurant, dinner for two, 2 × ₱675: ₱1,350. ${formatCentavos(owed)} is still due.`,
  )
  const bill = charges.getByRole('listitem').filter({ hasText: 'Restaurant, dinner for two' })
  await expect(bill).toContainText('2 × ₱675')
  await expect(bill).toContainText('₱1,350')
  await expect(folio).toContainText(`Balance${formatCentavos(owed)}`)

  // An adjustment takes money off with its reason, which is the line's words.
  await folio.getByRole('button', { name: 'Add charge' }).click()
  dialog = page.getByRole('dialog', { name: `Add charge ${stay.ref}` })
  await dialog.getByRole('radio', { name: 'Adjustment' }).check()
  await dialog.getByLabel('Amount (₱)').fill('500')
  await dialog.getByRole('button', { name: 'Post adjustment' }).click()
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(
    /Say why the folio is adjusted\./,
  )
  await dialog.getByLabel('Reason').fill('Dinner served late')
  await dialog.getByRole('button', { name: 'Post adjustment' }).click()
  const left = owed - 50_000
  await expect(page.getByRole('status')).toHaveText(
    `Adjustment of -₱500 posted. ${formatCentavos(left)} is still due.`,
  )
  await expect(
    charges.getByRole('listitem').filter({ hasText: 'Dinner served late' }),
  ).toContainText('-₱500')
  await expect(folio).toContainText(`Balance${formatCentavos(left)}`)
  await expectNoAxeViolations(page)

  await page
    .getByRole('region', { name: 'Front desk' })
    .getByRole('button', { name: 'Check out' })
    .click()
  dialog = page.getByRole('dialog', { name: `Check out ${stay.ref}` })
  await expect(dialog).toContainText(`${formatCentavos(left)} is still owed.`)
  // Leaving on the day of arrival frees tonight: taken off, it comes off what is owed.
  const nights = dialog.getByRole('group', { name: 'Nights not stayed' })
  await expect(nights).toContainText(formatStayDate(resortToday(new Date())))
  await nights.getByRole('radio', { name: 'Take them off' }).check()
  await expect(dialog).not.toContainText(`${formatCentavos(left)} is still owed.`)
  await nights.getByRole('radio', { name: 'Keep them charged' }).check()
  await expect(dialog).toContainText(`${formatCentavos(left)} is still owed.`)

  await dialog.getByRole('button', { name: 'Check out' }).click()
  const leaveOwed = dialog.getByRole('checkbox', { name: 'Leave it owed' })
  await expect(leaveOwed).toBeFocused()
  await expect(leaveOwed).toHaveAccessibleDescription(
    `${formatCentavos(left)} is still owed: take the payment first, or tick 'Leave it owed' and say why.`,
  )
  await leaveOwed.check()
  await dialog.getByRole('button', { name: 'Check out' }).click()
  await expect(dialog.getByLabel('Reason')).toBeFocused()
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(
    new RegExp(`Say why ${formatCentavos(left).replace('.', '\\.')} is left owed\\.`),
  )
  await expectNoAxeViolations(page)
  await dialog.getByLabel('Reason').fill('The guest’s company pays at the end of the month.')
  await dialog.getByRole('button', { name: 'Check out' }).click()

  await expect(page.getByRole('status')).toHaveText(
    `Checked out, leaving ${formatCentavos(left)} owed.`,
  )
  await expect(page.getByText('Status: Checked out')).toBeVisible()
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    `${formatCentavos(left)} left owed: The guest’s company pays at the end of the month.`,
  )

  // Another desk undoes the check-out while this one is asking to: the server says why not.
  await page.getByRole('button', { name: 'Undo check-out' }).click()
  dialog = page.getByRole('dialog', { name: `Undo check-out ${stay.ref}` })
  const undone = await staffApiPost(page, `/api/staff/reservations/${stay.ref}/undo`, {
    move: 'check-out',
  })
  expect(undone.status).toBe(200)
  await dialog.getByRole('button', { name: 'Undo check-out' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'This reservation is checked in: there is no check-out to undo.',
  )
})

test(
  'check-out from Today points to the stay for the payment; there it is taken, the stay leaves settled, and each move is undone',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    await openConsole(page, `${process.env.PAID_SITE_URL}/staff/today`)
    const stay = await arrivalToday(page, testInfo, 'Settling')
    await page.getByRole('button', { name: 'Refresh' }).click()
    const row = page
      .getByRole('region', { name: /^Arrivals/ })
      .getByRole('listitem')
      .filter({ hasText: stay.ref })
    await row.getByRole('button', { name: `Check in ${stay.ref}` }).click()
    await page
      .getByRole('dialog', { name: `Check in ${stay.ref}` })
      .getByRole('button', { name: 'Check in' })
      .click()
    await expect(row).toContainText('Checked in')
    await expect(row).toContainText(`Balance due ${formatCentavos(stay.total)}`)

    await row.getByRole('button', { name: `Check out ${stay.ref}` }).click()
    let dialog = page.getByRole('dialog', { name: `Check out ${stay.ref}` })
    await expect(dialog).toContainText(`${formatCentavos(stay.total)} is still owed.`)
    await expectNoAxeViolations(page)
    await dialog.getByRole('link', { name: `Open ${stay.ref} to take the payment` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${stay.ref}`)

    // The check-in made today can be taken back, and made again.
    const desk = page.getByRole('region', { name: 'Front desk' })
    await desk.getByRole('button', { name: 'Undo check-in' }).click()
    dialog = page.getByRole('dialog', { name: `Undo check-in ${stay.ref}` })
    await expect(dialog).toContainText('The stay is confirmed again, as before the guest arrived.')
    await dialog.getByRole('button', { name: 'Undo check-in' }).click()
    await expect(page.getByRole('status')).toHaveText('Check-in undone: now Confirmed.')
    await expect(page.getByText('Status: Confirmed')).toBeVisible()
    await expect(desk.getByRole('button', { name: 'Undo check-in' })).toHaveCount(0)
    await desk.getByRole('button', { name: 'Check in' }).click()
    await page
      .getByRole('dialog', { name: `Check in ${stay.ref}` })
      .getByRole('button', { name: 'Check in' })
      .click()
    await expect(page.getByText('Status: Checked in')).toBeVisible()

    await desk.getByRole('button', { name: 'Check out' }).click()
    dialog = page.getByRole('dialog', { name: `Check out ${stay.ref}` })
    await dialog.getByRole('button', { name: 'Record payment' }).click()
    const payment = page.getByRole('dialog', { name: `Record payment ${stay.ref}` })
    await expect(payment.getByLabel('Amount (₱)')).toHaveValue(String(stay.total / 100))
    await payment.getByRole('button', { name: 'Record payment' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `Payment of ${formatCentavos(stay.total)} recorded. Nothing is due.`,
    )
    await expect(dialog).toContainText('Nothing is owed: the folio is settled.')

    // Another desk posts the minibar meanwhile: the server refuses the check-out and says why.
    const minibar = await staffApiPost(page, `/api/staff/reservations/${stay.ref}/charges`, {
      description: 'Minibar',
      amount: 15_000,
    })
    expect(minibar.status).toBe(201)
    await dialog.getByRole('button', { name: 'Check out' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      '₱150 is still owed on this stay. Take the payment first, or check out leaving it owed and say why.',
    )
    await expect(dialog).toContainText('₱150 is still owed.')
    await dialog.getByRole('button', { name: 'Record payment' }).click()
    await expect(payment.getByLabel('Amount (₱)')).toHaveValue('150')
    await payment.getByRole('button', { name: 'Record payment' }).click()
    await expect(dialog).toContainText('Nothing is owed: the folio is settled.')
    await dialog.getByRole('button', { name: 'Check out' }).click()

    await expect(page.getByRole('status')).toHaveText('Checked out.')
    await expect(page.getByText('Status: Checked out')).toBeVisible()
    const folio = page.getByRole('region', { name: 'Folio' })
    await expect(folio.getByRole('region', { name: 'Charges' })).toContainText('Minibar')
    await expect(folio.getByRole('region', { name: 'Payments' }).getByRole('listitem')).toHaveCount(
      2,
    )
    await expect(folio).toContainText('Balance₱0')

    await desk.getByRole('button', { name: 'Undo check-out' }).click()
    await page
      .getByRole('dialog', { name: `Undo check-out ${stay.ref}` })
      .getByRole('button', { name: 'Undo check-out' })
      .click()
    await expect(page.getByRole('status')).toHaveText('Check-out undone: now Checked in.')
    await expect(page.getByText('Status: Checked in')).toBeVisible()
    await expect(desk.getByRole('button', { name: 'Check out' })).toBeVisible()
  },
)
