import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { addDays, resortToday } from '../domain/calendar'
import { formatCentavos } from '../domain/money'
import { expectNoAxeViolations } from './support'
import { DELUXE_ROOM, HOTEL_ROOMS, requestThroughApi, signIn, uniqueGuest } from './staff-support'

// The header's background fades in as the page scrolls: axe must not judge it mid-fade.
test.use({ reducedMotion: 'reduce' })

/** A phone booking entered through the staff API, with this browser's session. */
async function phoneBooking(page: Page, checkIn: string, checkOut: string) {
  const response = await page.request.post('/api/staff/bookings', {
    headers: { Origin: new URL(process.env.SITE_URL ?? '').origin },
    data: {
      roomId: DELUXE_ROOM,
      checkIn,
      checkOut,
      adults: 1,
      kids: 0,
      guest: { name: 'Report Caller', phone: '+63 917 555 0110' },
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as ReservationView
}

test('Reports shows a chosen range’s figures in tables and charts, and downloads them as CSV', async ({
  page,
}, testInfo) => {
  // Three nights no other spec touches (guests stop at 520 days ahead, staff start at 550),
  // one range per project, so every figure below is exact: 3 nights × 12 units.
  const first = addDays(resortToday(new Date()), testInfo.project.name === 'phone' ? 525 : 535)
  const last = addDays(first, 2)
  const refusedByCsp: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByCsp.push(message.text())
  })
  await signIn(page, '/staff/reports')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports')
  await expect(
    page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Reports' }),
  ).toHaveAttribute('aria-current', 'page')
  const sold = await phoneBooking(page, first, addDays(first, 2))
  // A request is not sold: it may yet be declined.
  await requestThroughApi(page, {
    checkIn: first,
    checkOut: last,
    roomId: HOTEL_ROOMS,
    ...uniqueGuest(testInfo, 'Report'),
  })
  const revenue = sold.breakdown.roomTotal - (sold.breakdown.discount?.amount ?? 0)

  const range = page.getByRole('form', { name: 'Report range' })
  await range.getByLabel('First night').fill(last)
  await range.getByLabel('Last night').fill(first)
  await range.getByRole('button', { name: 'Show report' }).click()
  await expect(range.getByText('The last night comes before the first.')).toBeVisible()
  await range.getByLabel('First night').fill(first)
  await range.getByLabel('Last night').fill(last)
  await range.getByRole('button', { name: 'Show report' }).click()

  await expect(page).toHaveURL(new RegExp(`/staff/reports\\?from=${first}&to=${last}$`))
  const rooms = page.getByRole('table', { name: 'By room type, room nights and money' })
  await expect(rooms.getByRole('row', { name: /^Deluxe Room/ })).toHaveText(
    [
      'Deluxe Room',
      '12',
      '2',
      '16.7%',
      formatCentavos(revenue),
      formatCentavos(Math.round(revenue / 2)),
      formatCentavos(Math.round(revenue / 12)),
    ].join(''),
  )
  await expect(rooms.getByRole('row', { name: /^Hotel Rooms/ })).toHaveText(
    'Hotel Rooms1800.0%₱0₱0₱0',
  )
  await expect(rooms.getByRole('row', { name: /^All rooms/ })).toContainText('3625.6%')
  const sources = page.getByRole('table', { name: 'By source' })
  await expect(sources.getByRole('row', { name: /^Phone/ })).toHaveText(
    `Phone2${formatCentavos(revenue)}`,
  )
  await expect(sources.getByRole('row', { name: /^Site/ })).toHaveText('Site0₱0')
  const occupancy = page.getByRole('table', { name: 'Occupancy by month and room type' })
  await expect(occupancy.getByRole('columnheader')).toHaveText([
    'Month',
    'Hotel Rooms',
    'Cabana Rooms',
    'Deluxe Room',
    'All rooms',
  ])
  // One chart for each figure, drawn on a canvas beside its table.
  await expect(page.locator('[data-drawn="yes"] canvas')).toHaveCount(3)
  await expect(page.locator('[data-drawn="yes"] canvas').first()).toBeVisible()
  await expectNoAxeViolations(page)
  expect(refusedByCsp).toEqual([])

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const download = await downloading
  const csv = readFileSync((await download.path()) ?? '', 'utf8')

  expect(download.suggestedFilename()).toBe(`report-${first}-to-${last}.csv`)
  expect(csv).toContain('Period,Room type,Source,Room nights available,Room nights sold')
  expect(csv).toContain(`${first} to ${last},Deluxe Room,All,12,2,16.67,`)
  expect(csv).toContain(`${first} to ${last},All,Phone,,2,,${(revenue / 100).toFixed(2)},,`)
})
