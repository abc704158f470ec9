import { expect, test } from '@playwright/test'
import { addDays, formatStayDate, resortToday } from '../domain/calendar'
import {
  DELUXE_ROOM,
  HOTEL_ROOMS,
  mailTo,
  requestThroughApi,
  openConsole,
  staffStay,
  uniqueGuest,
  consoleLink,
} from './staff-support'

test(
  'a phone booking for today is confirmed at once and is on today’s arrivals',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const today = resortToday(new Date())
    const guest = uniqueGuest(testInfo, 'Caller')
    await openConsole(page, '/staff/phone-booking')

    await page.getByLabel('Room').selectOption(String(HOTEL_ROOMS))
    await page.getByLabel('Check in').fill(today)
    await page.getByLabel('Check out').fill(addDays(today, 1))
    await page.getByLabel('Adults').selectOption('1')
    await expect(page.getByLabel('Rate')).toContainText('With breakfast: ₱2,500 for 1 night')
    await page.getByLabel('Full name').fill(guest.name)
    await page.getByLabel('Phone', { exact: true }).fill('+63 917 555 0102')
    await page.getByRole('button', { name: 'Enter booking' }).click()

    const heading = page.getByRole('heading', { name: /^Booked: reference [0-9A-Z]{8}$/ })
    await expect(heading).toBeFocused()
    const ref = (await heading.textContent())?.slice(-8) ?? ''
    await expect(page.getByRole('status')).toContainText(`Confirmed for ${guest.name}`)
    await expect(
      page.getByText('No email was given: read the reference to the guest.'),
    ).toBeVisible()

    await (await consoleLink(page, 'Today')).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Today, ${formatStayDate(today)}`,
    )
    const arrivals = page.getByRole('region', { name: /^Arrivals/ })
    await expect(arrivals.getByRole('listitem').filter({ hasText: ref })).toContainText(guest.name)
    await expect(arrivals.getByRole('listitem').filter({ hasText: ref })).not.toContainText(
      'not confirmed yet',
    )
    await page.getByRole('link', { name: ref }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${ref}`)
    await expect(page.getByText('Status: Confirmed')).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: 'None given' })).toBeVisible()
  },
)

test(
  'a phone booking refused as sold out says so beside the stay and keeps every field',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 6)
    // Closed nights sell nothing: the desk hears so before anything is booked.
    await openConsole(page, `/staff/calendar?from=${stay.checkIn}`)
    const change = page.getByRole('form', { name: 'Change nights' })
    await change.getByLabel('Room').selectOption({ label: 'Deluxe Room' })
    await change.getByLabel('First night').fill(stay.checkIn)
    await change.getByLabel('Last night').fill(stay.checkIn)
    await change.getByRole('button', { name: 'Apply change' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Closed 1 night' })).toBeVisible()

    await (await consoleLink(page, 'Phone booking')).click()
    await page.getByLabel('Check in').fill(stay.checkIn)
    await page.getByLabel('Check out').fill(stay.checkOut)
    await expect(page.getByLabel('Room')).toContainText(
      'Deluxe Room (sleeps 4): sold out for these nights',
    )
    await page.getByLabel('Room').selectOption(String(DELUXE_ROOM))
    await page.getByLabel('Full name').fill('Sold Out Caller')
    await page.getByLabel('Email').fill('sold.out@example.com')
    await page.getByLabel('Phone', { exact: true }).fill('+63 917 555 0103')
    await page.getByLabel('Special requests').fill('Sea view please')
    await page.getByRole('button', { name: 'Enter booking' }).click()

    const room = page.getByLabel('Room')
    await expect(room).toBeFocused()
    await expect(room).toHaveAttribute('aria-invalid', 'true')
    await expect(room).toHaveAccessibleDescription(/no longer free for every night of that stay/)
    await expect(page.getByLabel('Check in')).toHaveAccessibleDescription(/no longer free/)
    await expect(page.getByLabel('Full name')).toHaveValue('Sold Out Caller')
    await expect(page.getByLabel('Email')).toHaveValue('sold.out@example.com')
    await expect(page.getByLabel('Special requests')).toHaveValue('Sea view please')
    await expect(page.getByLabel('Check out')).toHaveValue(stay.checkOut)
  },
)

test('a phone booking’s slips are named at their fields before anything is sent', async ({
  page,
}) => {
  await openConsole(page, '/staff/phone-booking')

  await page.getByLabel('Email').fill('not an email')
  await page.getByRole('button', { name: 'Enter booking' }).click()

  await expect(page.getByLabel('Check in')).toBeFocused()
  await expect(page.getByLabel('Check in')).toHaveAccessibleDescription('Choose a check-in date.')
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    /Enter an email address like name@example\.com\./,
  )
  await expect(page.getByLabel('Email')).toHaveValue('not an email')
})

test(
  'search finds a reservation by name and by reference, and links to its page',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 8)
    const guest = uniqueGuest(testInfo, 'Searched')
    const request = await requestThroughApi(page, { ...stay, roomId: HOTEL_ROOMS, ...guest })
    await openConsole(page, '/staff/search')
    const results = page.getByRole('region', { name: /^Results for/ })

    await page.getByRole('searchbox', { name: 'Search' }).fill(guest.name)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/staff\/search\?q=/)
    await expect(results.getByRole('listitem')).toHaveCount(1)
    await expect(results.getByRole('listitem')).toContainText(request.ref)

    await page.getByRole('searchbox', { name: 'Search' }).fill(request.ref.toLowerCase())
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(results.getByRole('listitem').filter({ hasText: guest.name })).toBeVisible()
    await results.getByRole('link', { name: request.ref }).click()

    await expect(page).toHaveURL(new RegExp(`/staff/reservation\\?ref=${request.ref}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${request.ref}`)
  },
)

test('a search of one letter is refused at the field', { tag: '@any-width' }, async ({ page }) => {
  await openConsole(page, '/staff/search')

  await page.getByRole('searchbox', { name: 'Search' }).fill('a')
  await page.getByRole('button', { name: 'Search' }).click()

  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
    /Type 2 to 100 characters/,
  )
  await expect(page).toHaveURL(/\/staff\/search$/)
})

test(
  'a reservation’s page shows every field and its history; edits and a cancellation are recorded',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 7, 3)
    const guest = uniqueGuest(testInfo, 'Page')
    const request = await requestThroughApi(page, {
      ...stay,
      roomId: DELUXE_ROOM,
      rate: 'room-only',
      adults: 2,
      ...guest,
    })
    await openConsole(page, `/staff/reservation?ref=${request.ref}`)

    const stayFacts = page.getByRole('region', { name: 'Stay' })
    for (const fact of [
      'Deluxe Room',
      formatStayDate(stay.checkIn),
      formatStayDate(stay.checkOut),
      '3 nights',
      '2 adults, no kids',
      'Room only',
      '₱2,500 a night × 3 nights',
      '₱7,500',
      'Held until',
    ])
      await expect(stayFacts).toContainText(fact)
    await expect(page.getByRole('region', { name: 'Guest' })).toContainText(guest.email)
    await expect(page.getByText('Status: Requested')).toBeVisible()
    const history = page.getByRole('region', { name: 'History' })
    await expect(history.getByRole('listitem')).toHaveText([/Created as Requested by Guest/])

    await page.getByLabel('Phone', { exact: true }).fill('+63 2 8123 4567')
    await page.getByLabel('Special requests').fill('Crib for a baby')
    await page.getByRole('button', { name: 'Save guest details' }).click()
    await expect(page.getByRole('status')).toHaveText('Guest details saved.')
    await expect(page.getByRole('region', { name: 'Guest' })).toContainText('Crib for a baby')
    await expect(history.getByRole('listitem').nth(1)).toContainText(
      'Guest details edited (phone, special requests)',
    )

    await page.getByRole('button', { name: 'Cancel reservation' }).click()
    const dialog = page.getByRole('dialog', { name: `Cancel ${request.ref}` })
    await dialog.getByLabel('Reason').fill('The guest called to cancel; refund agreed.')
    await dialog.getByRole('button', { name: 'Cancel and free the nights' }).click()

    await expect(page.getByRole('status')).toHaveText('Cancelled; the nights are free again.')
    await expect(page.getByRole('status')).toBeFocused()
    await expect(page.getByText('Status: Cancelled')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Save guest details' })).toHaveCount(0)
    await expect(history.getByRole('listitem').nth(2)).toContainText(
      /Requested\s*→?\s*to Cancelled by desk@aloncove\.example/,
    )
    await expect(history.getByRole('listitem').nth(2)).toContainText(
      'The guest called to cancel; refund agreed.',
    )
    const mail = await mailTo(page, guest.email, new RegExp(`${request.ref} cancelled`))
    expect(mail.text).toContain('The guest called to cancel; refund agreed.')
  },
)
