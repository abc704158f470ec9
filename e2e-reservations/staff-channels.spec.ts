import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { addDays, formatStayDate, type IsoDate } from '../domain/calendar'
import { NIGHT_MAP, nightOf } from './night-map'
import type { CalendarResponse } from '../domain/staff-contract'
import { expectNoAxeViolations } from './support'
import { calendarPath, openConsole, staffApiPost, uniqueGuest, consoleLink } from './staff-support'

// The site's header fades its background in once the page scrolls: axe must not judge its text
// mid-fade. Reduced motion makes that instant.
test.use({ reducedMotion: 'reduce' })

const CABANA_ROOMS = 2

/**
 * Another channel's calendar, as the server fetches it: a small HTTP server on loopback that
 * this spec starts (the test server runs with CHANNEL_ALLOW_PRIVATE_HOSTS=1, so it may fetch
 * from 127.0.0.1). Each test serves its own path.
 */
const calendars = new Map<string, string>()
let calendarServer: Server
let calendarOrigin = ''

test.beforeAll(async () => {
  calendarServer = createServer((request, response) => {
    const body = calendars.get(request.url ?? '')
    if (body === undefined) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(body)
  })
  calendarServer.listen(0, '127.0.0.1')
  await once(calendarServer, 'listening')
  calendarOrigin = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  // The server's fetches keep their connections open: closed here, or close() waits for them.
  calendarServer.closeAllConnections()
  calendarServer.close()
  await once(calendarServer, 'close')
})

/** A calendar of all-day events, as Airbnb exports one: CRLF lines, DATE start and end. */
function icsOf(events: { uid: string; first: IsoDate; nights: number }[]): string {
  const date = (night: IsoDate) => night.replaceAll('-', '')
  const lines = events.flatMap((event) => [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${date(event.first)}`,
    `DTEND;VALUE=DATE:${date(addDays(event.first, event.nights))}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
  ])
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

/**
 * Nights inside the calendar's first 60 that no other spec books (the night map's): each project
 * has its own, as both import into one database.
 */
function channelNight(testInfo: TestInfo, offset: number): IsoDate {
  return nightOf(testInfo, NIGHT_MAP.channels, offset)
}

async function addCalendar(page: Page, name: string, url: string) {
  const form = page.getByRole('form', { name: 'Add calendar' })
  await form.getByLabel('Room').selectOption({ label: 'Cabana Rooms' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Calendar URL').fill(url)
  await form.getByRole('button', { name: 'Add calendar' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Added the calendar ${name}.` }),
  ).toBeVisible()
}

function feedItem(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Imported calendars' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
}

/** The calendar cell of the Cabana Rooms on a night, found by its row's heading and its words. */
function cabanaCell(page: Page, night: IsoDate) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Cabana Rooms', exact: true }) })
    .getByRole('cell', { name: new RegExp(`^${formatStayDate(night)}: `) })
}

/** How many units the Cabana Rooms have on a night, read as the console reads it. */
async function cabanaUnits(page: Page, night: IsoDate): Promise<number> {
  const calendar = await page.evaluate(
    async (url) => (await (await fetch(url)).json()) as CalendarResponse,
    `/api/staff/calendar?from=${night}&days=1`,
  )
  const units = calendar.rooms.find((room) => room.id === CABANA_ROOMS)?.nights[0]?.units
  if (units === undefined) throw new Error(`no Cabana Rooms night ${night} in the calendar`)
  return units
}

test('Channels opens from the console, passes axe, and its export links serve calendars', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openConsole(page)

  await (await consoleLink(page, 'Channels')).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channels')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  const link = page.getByRole('textbox', { name: 'Export link for Cabana Rooms' })
  await expect(link).toHaveValue(/^https?:\/\/\S+\.ics$/)
  await expect(page.getByText(/^Loading/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The link is made with the site's public origin: its path is asked of the server under test.
  const exported = await page.request.get(new URL(await link.inputValue()).pathname)
  expect(exported.status()).toBe(200)
  expect(exported.headers()['content-type']).toMatch(/^text\/calendar/)
  expect(await exported.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)

  const form = page.getByRole('form', { name: 'Add calendar' })
  // No room type is preselected: the room is a choice, asked for first.
  await expect(form.getByLabel('Room')).toHaveValue('')
  await form.getByRole('button', { name: 'Add calendar' }).click()
  await expect(form.getByLabel('Room')).toBeFocused()
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Calendar URL')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
})

test('a calendar link that answers 404 is refused in words at its field, and nothing is added', async ({
  page,
}, testInfo) => {
  const name = uniqueGuest(testInfo, 'Missing').name
  await openConsole(page, '/staff/channels')
  const form = page.getByRole('form', { name: 'Add calendar' })
  await form.getByLabel('Room').selectOption({ label: 'Cabana Rooms' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Calendar URL').fill(`${calendarOrigin}/${testInfo.project.name}-none.ics`)
  await form.getByRole('button', { name: 'Add calendar' }).click()

  const url = form.getByLabel('Calendar URL')
  await expect(url).toBeFocused()
  await expect(url).toHaveAccessibleDescription(
    /The calendar address answered 404 \(Not Found\)\. Check the calendar link the channel gives\./,
  )
  await expect(feedItem(page, name)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test(
  'an imported event holds its nights in the calendar, syncs again, and is released on removal',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const first = channelNight(testInfo, 0)
    const name = uniqueGuest(testInfo, 'Airbnb').name
    const path = `/${testInfo.project.name}-${testInfo.workerIndex}.ics`
    calendars.set(path, icsOf([{ uid: 'e2e-1@airbnb.com', first, nights: 2 }]))
    await openConsole(page, '/staff/channels')

    await addCalendar(page, name, `${calendarOrigin}${path}`)

    const item = feedItem(page, name)
    await expect(item).toContainText('1 event', { timeout: 15_000 })
    await expect(item).toContainText('Working: the last sync went through')

    await page.goto(calendarPath(first))
    const held = new RegExp(`booked \\(channel block: ${name}\\)`)
    await expect(cabanaCell(page, first)).toHaveAccessibleName(held)
    await expect(cabanaCell(page, addDays(first, 1))).toHaveAccessibleName(held)
    await expect(cabanaCell(page, addDays(first, 2))).not.toHaveAccessibleName(held)

    const night = cabanaCell(page, first).getByRole('button')
    await night.click()
    const dialog = page.getByRole('dialog', {
      name: `Cabana Rooms, night of ${formatStayDate(first)}`,
    })
    await expect(dialog.getByRole('list', { name: 'Channel blocks' })).toContainText(
      `${name}: Reserved${formatStayDate(first)} to ${formatStayDate(addDays(first, 2))} (2 nights)`,
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(night).toBeFocused()

    await page.goto('/staff/channels')
    await item.getByRole('button', { name: `Sync now ${name}` }).click()
    await expect(item.getByRole('status')).toHaveText(
      'Synced: 1 event, 0 added, 0 moved, 0 released, 0 conflicts',
    )

    await item.getByRole('button', { name: `Remove ${name}` }).click()
    const asking = page.getByRole('dialog', { name: `Remove ${name}?` })
    await expect(asking).toContainText('Its blocks are released')
    await asking.getByRole('button', { name: 'Remove calendar' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `Removed the calendar ${name}.` }),
    ).toBeVisible()
    await expect(item).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Imported calendars' })).toBeFocused()

    await page.goto(calendarPath(first))
    await expect(cabanaCell(page, first)).not.toHaveAccessibleName(held)
  },
)

test('a conflict shows its banner on every screen until it is marked as handled', async ({
  page,
}, testInfo) => {
  // The banner counts every conflict of the resort: one project makes one, so its count is exact.
  test.skip(testInfo.project.name !== 'desktop', 'the banner counts the whole resort’s conflicts')
  const night = channelNight(testInfo, 4)
  const name = uniqueGuest(testInfo, 'Booking').name
  calendars.set(
    '/conflict.ics',
    icsOf([{ uid: 'e2e-conflict@booking.com', first: night, nights: 1 }]),
  )
  await openConsole(page, '/staff/channels')
  // The night has no unit left before the channel's event arrives: sold elsewhere, in effect.
  const units = await cabanaUnits(page, night)
  const nightUnits = { roomId: CABANA_ROOMS, from: night, to: addDays(night, 1), action: 'units' }
  expect(
    (await staffApiPost(page, '/api/staff/inventory', { ...nightUnits, units: 0 })).status,
  ).toBe(200)

  await addCalendar(page, name, `${calendarOrigin}/conflict.ics`)
  await expect(feedItem(page, name)).toContainText('1 conflict', { timeout: 15_000 })

  await (await consoleLink(page, 'Calendar')).click()
  const banner = page.getByRole('link', { name: '1 calendar conflict needs a look' })
  await banner.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channels')
  const conflicts = page.getByRole('region', { name: 'Conflicts' })
  await expect(conflicts.getByRole('heading', { name: 'Conflicts' })).toBeFocused()
  const conflict = conflicts
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expect(conflict).toContainText(`${formatStayDate(night)} to`)

  await conflict.getByRole('button', { name: /^Mark as handled/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Mark as handled' })
  await dialog.getByLabel('What was done').fill('Refused the Booking.com guest by phone.')
  await dialog.getByRole('button', { name: 'Mark as handled' }).click()

  await expect(conflicts.getByRole('status')).toHaveText(/^Marked as handled: /)
  await expect(conflict).toHaveCount(0)
  await expect(banner).toHaveCount(0)

  await feedItem(page, name)
    .getByRole('button', { name: `Remove ${name}` })
    .click()
  await page
    .getByRole('dialog', { name: `Remove ${name}?` })
    .getByRole('button', { name: 'Remove calendar' })
    .click()
  await expect(feedItem(page, name)).toHaveCount(0)
  expect((await staffApiPost(page, '/api/staff/inventory', { ...nightUnits, units })).status).toBe(
    200,
  )
})
