import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { addDays, formatStayDate, resortToday } from '../domain/calendar'
import { NIGHT_MAP, nightOf } from './night-map'
import { formatCentavos } from '../domain/money'
import { expectNoAxeViolations } from './support'
import {
  DELUXE_ROOM,
  HOTEL_ROOMS,
  requestThroughApi,
  openConsole,
  uniqueGuest,
} from './staff-support'

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
  // Charts, many tables and axe over all of them: a busy machine took more than 45 s.
  test.setTimeout(90_000)
  // Three nights no other spec touches (the night map's), one range per project, so every
  // figure below is exact: 3 nights × 12 units.
  const first = nightOf(testInfo, NIGHT_MAP.reports, 0)
  const last = addDays(first, 2)
  const refusedByCsp: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByCsp.push(message.text())
  })
  await openConsole(page, '/staff/reports')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports')
  await expect(
    page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Reports', includeHidden: true }),
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
      '0',
      '16.7%',
      formatCentavos(revenue),
      formatCentavos(Math.round(revenue / 2)),
      formatCentavos(Math.round(revenue / 12)),
    ].join(''),
  )
  await expect(rooms.getByRole('row', { name: /^Hotel Rooms/ })).toHaveText(
    'Hotel Rooms18000.0%₱0₱0₱0',
  )
  await expect(rooms.getByRole('row', { name: /^All rooms/ })).toContainText('36205.6%')
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
  expect(csv).toContain(`${first} to ${last},Deluxe Room,All,12,2,0,16.67,`)
  expect(csv).toContain(`${first} to ${last},All,Phone,,2,,,${(revenue / 100).toFixed(2)},,`)
  expect(csv).toContain('Period,Figure,Item,Amount (PHP)')
})

test(
  'Other revenue, Collected and the day’s Cash report show, the cash report lists a payment taken and alone prints',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000)
    const first = nightOf(testInfo, NIGHT_MAP.reports, 3)
    await openConsole(page, '/staff/reports')
    const sold = await phoneBooking(page, first, addDays(first, 1))
    const paid = await page.request.post(`/api/staff/reservations/${sold.ref}/payments`, {
      headers: { Origin: new URL(process.env.SITE_URL ?? '').origin },
      data: { amount: 123_400, method: 'cash' },
    })
    expect(paid.status()).toBe(201)
    // This month, and its cash report of today: the payment just taken is in both.
    await page.reload()

    await expect(page.getByRole('heading', { name: 'Other revenue' })).toBeVisible()
    const other = page.getByRole('table', { name: 'Other revenue by kind' })
    await expect(other.getByRole('row')).toHaveCount(7)
    await expect(other.getByRole('row', { name: /^No-show charges/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Collected' })).toBeVisible()
    const byMethod = page.getByRole('table', { name: 'Collected by method' })
    await expect(byMethod.getByRole('row', { name: /^Cash/ })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Collected by day and method' })).toBeVisible()

    const cash = page.getByRole('region', { name: 'Cash report' })
    const today = formatStayDate(resortToday(new Date()))
    await expect(cash.getByLabel('Day', { exact: true })).toHaveValue(resortToday(new Date()))
    const taken = cash.getByRole('table', { name: `Money taken and given back on ${today}` })
    await expect(taken.getByRole('row', { name: new RegExp(sold.ref) })).toContainText(
      `${sold.ref}Cash${formatCentavos(123_400)}`,
    )
    await expect(cash.getByRole('table', { name: `Totals on ${today} by method` })).toBeVisible()
    await expect(cash.getByRole('button', { name: 'Print' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('reports.png'), fullPage: true })
    await cash.screenshot({ path: testInfo.outputPath('cash-report.png') })

    await cash.getByLabel('Day', { exact: true }).fill(addDays(resortToday(new Date()), 400))
    await cash.getByRole('button', { name: 'Show day' }).click()
    await expect(cash.getByText(/^Choose a day from .*, the report’s range\.$/)).toBeVisible()

    await page.emulateMedia({ media: 'print' })
    await expect(taken).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Collected' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeHidden()
    await expect(cash.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(cash.getByRole('form', { name: 'Cash report day' })).toBeHidden()
    await page.screenshot({ path: testInfo.outputPath('cash-report-print.png'), fullPage: true })
  },
)
