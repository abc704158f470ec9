import { expect, test } from '@playwright/test'
import { formatStayDate } from '../domain/calendar'
import { waitForHydration } from './support'
import {
  LIVE_CHANGE_MS,
  DELUXE_ROOM,
  HOTEL_ROOMS,
  mailTo,
  requestThroughApi,
  keepAnnouncements,
  openConsole,
  staffStay,
  uniqueGuest,
} from './staff-support'

test(
  'a guest’s request shows in the queue; Confirm emails the guest, whose page then says confirmed',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 1, 2)
    const guest = uniqueGuest(testInfo, 'Queue')
    const request = await requestThroughApi(page, {
      ...stay,
      roomId: DELUXE_ROOM,
      rate: 'breakfast',
      ...guest,
    })
    await openConsole(page)
    const row = page.getByRole('article', { name: `${request.ref} ${guest.name}` })

    await expect(row).toContainText(
      `${formatStayDate(stay.checkIn)} to ${formatStayDate(stay.checkOut)}`,
    )
    await expect(row).toContainText('2 nights')
    await expect(row).toContainText('1 adult, no kids')
    await expect(row).toContainText('With breakfast')
    await expect(row).toContainText('₱6,000')
    await expect(row).toContainText(/Held until \w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d/)
    await row.getByRole('button', { name: 'Confirm' }).click()

    // Contained, not the whole text: the live feed may tell, in the same region, of a request
    // another test just sent (it did once: "… New request 45NG8GTQ has arrived.").
    await expect(page.getByRole('status').filter({ hasText: 'Confirmed' })).toContainText(
      `Confirmed ${request.ref} for ${guest.name}. The guest is emailed.`,
    )
    await expect(row).toHaveCount(0)
    const mail = await mailTo(page, guest.email, new RegExp(`Reservation ${request.ref} confirmed`))
    expect(mail.text).toContain(request.ref)

    await page.goto(`/reservation?ref=${request.ref}`)
    await waitForHydration(page)
    await page.getByLabel('Reference').fill(request.ref)
    await page.getByLabel('Email').fill(guest.email)
    await page.getByRole('button', { name: 'Find reservation' }).click()
    await expect(page.getByText('Confirmed: we look forward to welcoming you.')).toBeVisible()
  },
)

test(
  'Decline asks for a reason, which the declined email carries to the guest',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 2)
    const guest = uniqueGuest(testInfo, 'Declined')
    const request = await requestThroughApi(page, { ...stay, roomId: HOTEL_ROOMS, ...guest })
    await openConsole(page)
    const row = page.getByRole('article', { name: `${request.ref} ${guest.name}` })

    await row.getByRole('button', { name: 'Decline' }).click()
    const dialog = page.getByRole('dialog', { name: `Decline ${request.ref}` })
    await expect(dialog.getByLabel('Reason')).toBeFocused()
    await dialog.getByRole('button', { name: 'Decline request' }).click()
    await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(
      /The guest receives this reason by email\. Give a reason: the guest receives it by email\./,
    )
    await expect(row).toHaveCount(1)
    await dialog.getByLabel('Reason').fill('The resort is closed that week for a private wedding.')
    await dialog.getByRole('button', { name: 'Decline request' }).click()

    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Declined' })).toContainText(
      `Declined ${request.ref} for ${guest.name}. The guest is emailed the reason.`,
    )
    await expect(row).toHaveCount(0)
    const mail = await mailTo(page, guest.email, new RegExp(`${request.ref} declined`))
    expect(mail.text).toContain('The resort is closed that week for a private wedding.')
  },
)

test('the Decline dialog closes with Escape and leaves the request as it was', async ({
  page,
}, testInfo) => {
  const stay = staffStay(testInfo, 10)
  const guest = uniqueGuest(testInfo, 'Escape')
  const request = await requestThroughApi(page, { ...stay, roomId: HOTEL_ROOMS, ...guest })
  await openConsole(page)
  const row = page.getByRole('article', { name: `${request.ref} ${guest.name}` })

  await row.getByRole('button', { name: 'Decline' }).click()
  await page.keyboard.press('Escape')

  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(row.getByRole('button', { name: 'Decline' })).toBeFocused()
  await expect(row).toBeVisible()
})

test(
  'a request a guest sends while the queue is open appears in it by itself, and is announced',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    // The queue opens its live stream as it shows; the guest sends the request after that.
    const listening = page.waitForResponse(
      (response) => response.url().endsWith('/api/staff/events') && response.status() === 200,
    )
    await openConsole(page)
    await listening

    const announcements = await keepAnnouncements(page, 'queue-announcement')

    const guest = uniqueGuest(testInfo, 'Live')
    const request = await requestThroughApi(page, {
      ...staffStay(testInfo, 27),
      roomId: HOTEL_ROOMS,
      ...guest,
    })

    // By the live feed, with no Refresh pressed (the queue has no timer of its own to reload by).
    // The wait ends when the request shows; its bound is LIVE_CHANGE_MS, which a feed's event
    // and the screen's reload took more than 10 s to fill at load 35.
    await expect(page.getByRole('article', { name: `${request.ref} ${guest.name}` })).toBeVisible({
      timeout: LIVE_CHANGE_MS,
    })
    await expect
      .poll(() => announcements.said(`New request ${request.ref} has arrived.`))
      .toBe(true)
  },
)
