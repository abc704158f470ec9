// @vitest-environment happy-dom
import { cleanup, render, screen, within, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import type {
  ChannelConflictView,
  ChannelExport,
  ChannelFeedView,
} from '../../../../domain/staff-contract'
import { StaffSessionContext } from '../../api/staff-session'
import { ChannelsScreen } from './channels-screen'
import { ConflictWatch } from './conflict-watch'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const AIRBNB: ChannelFeedView = {
  id: 7,
  roomId: 2,
  name: 'Airbnb, Cabana 1',
  url: 'https://www.airbnb.com/calendar/ical/123.ics?s=secret',
  lastSyncAt: '2026-12-24T06:05:00.000Z',
  status: 'ok',
  error: null,
  events: 12,
  conflicts: 1,
}

const BOOKING: ChannelFeedView = {
  id: 8,
  roomId: 1,
  name: 'Booking.com',
  url: 'https://admin.booking.com/hotel/ical.ics',
  lastSyncAt: '2026-12-24T06:00:00.000Z',
  status: 'failed',
  error: 'The calendar answered 500.',
  events: 3,
  conflicts: 0,
}

const CONFLICT: ChannelConflictView = {
  id: 4,
  feedId: 7,
  roomId: 2,
  uid: 'e2e-1@airbnb.com',
  summary: 'Reserved',
  checkIn: '2027-01-10',
  checkOut: '2027-01-12',
}

/** A small stand-in for the staff API: what it holds, and every request it was sent. */
function fakeApi() {
  const held = {
    exports: [
      { roomId: 1, url: 'https://resort.example/api/calendars/aaa.ics' },
      { roomId: 2, url: 'https://resort.example/api/calendars/bbb.ics' },
    ] as ChannelExport[],
    feeds: [AIRBNB, BOOKING],
    conflicts: [CONFLICT],
  }
  const sent: { method: string; url: string; body: unknown }[] = []
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null
    sent.push({ method, url, body })
    if (url === '/api/staff/channels') return reply(200, held)
    if (url.startsWith('/api/staff/calendar?'))
      return reply(200, {
        rooms: [
          { id: 1, name: 'Hotel Rooms', nights: [] },
          { id: 2, name: 'Cabana Rooms', nights: [] },
        ],
      })
    if (url === '/api/staff/channels/feeds' && method === 'POST') {
      if (String(body?.url).includes('192.168.'))
        return reply(400, {
          error: {
            code: 'invalid',
            message: 'Some details need another look.',
            fields: { url: 'Addresses on private networks are refused.' },
          },
        })
      const feed = { ...AIRBNB, ...(body as Partial<ChannelFeedView>), id: 9, conflicts: 0 }
      held.feeds = [...held.feeds, { ...feed, events: 1 }]
      return reply(201, { id: 9 })
    }
    if (url === '/api/staff/channels/feeds/7/sync')
      return reply(200, {
        status: 'ok',
        events: 12,
        added: 2,
        moved: 1,
        released: 0,
        conflicts: 1,
        error: null,
      })
    if (url === '/api/staff/channels/feeds/8' && method === 'DELETE') {
      held.feeds = held.feeds.filter((feed) => feed.id !== 8)
      return reply(200, {})
    }
    if (url === '/api/staff/channels/exports/1/rotate') {
      held.exports = [
        { roomId: 1, url: 'https://resort.example/api/calendars/new.ics' },
        ...held.exports.slice(1),
      ]
      return reply(200, { url: held.exports[0]?.url })
    }
    if (url === '/api/staff/channels/conflicts/4/resolve') {
      held.conflicts = []
      return reply(200, {})
    }
    return reply(404, { error: { code: 'not_found', message: 'No such route.' } })
  })
  vi.stubGlobal('fetch', fetch)
  return { sent }
}

function renderScreen(path = '/staff/channels') {
  const session = {
    staff: { id: 1, email: 'desk@resort.example', role: 'manager' as const },
    generation: 0,
    lapsed() {},
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <StaffSessionContext.Provider value={session}>
        <ConflictWatch>
          <ChannelsScreen />
        </ConflictWatch>
      </StaffSessionContext.Provider>
    </MemoryRouter>,
  )
}

/** An imported calendar's item, found by its heading. */
async function feedItem(name: string) {
  const feeds = await screen.findByRole('region', { name: 'Imported calendars' })
  const item = (await within(feeds).findByRole('heading', { name })).closest('li')
  if (!item) throw new Error(`${name} is not in a list item`)
  return item
}

test('the screen lists export links, feeds by room type with their state, and conflicts', async () => {
  fakeApi()
  renderScreen()

  const exports = await screen.findByRole('region', { name: 'Export links' })
  expect(within(exports).getByRole('textbox', { name: 'Export link for Hotel Rooms' })).toHaveValue(
    'https://resort.example/api/calendars/aaa.ics',
  )
  const cabanas = screen.getByRole('list', { name: 'Calendars imported for Cabana Rooms' })
  const airbnb = await feedItem('Airbnb, Cabana 1')
  expect(cabanas).toContainElement(airbnb)
  expect(airbnb).toHaveTextContent('www.airbnb.com/…/123.ics')
  expect(airbnb).not.toHaveTextContent('secret, ')
  expect(airbnb).toHaveTextContent('Last syncThu 24 Dec 2026, 14:05')
  expect(airbnb).toHaveTextContent('Events12 events')
  expect(airbnb).toHaveTextContent('Working: the last sync went through')
  expect(await feedItem('Booking.com')).toHaveTextContent(
    'The last sync failed: The calendar answered 500. Its nights stay held as they were.',
  )
  const conflicts = screen.getByRole('region', { name: 'Conflicts' })
  expect(within(conflicts).getByRole('listitem')).toHaveTextContent(
    'RoomCabana RoomsNightsSun 10 Jan 2027 to Tue 12 Jan 2027 (2 nights)SummaryReserved',
  )
  expect(screen.getByRole('link', { name: '1 calendar conflict needs a look' })).toHaveAttribute(
    'href',
    '/staff/channels#conflicts',
  )
})

test("the banner's link lands on the conflicts' heading once they are loaded", async () => {
  fakeApi()
  renderScreen('/staff/channels#conflicts')

  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Conflicts', level: 2 })).toHaveFocus(),
  )
})

test('a calendar is added after its fields are checked here and by the API', async () => {
  const { sent } = fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const form = await screen.findByRole('form', { name: 'Add calendar' })

  await user.click(within(form).getByRole('button', { name: 'Add calendar' }))

  // No room type is chosen for the desk: the first field to put right is the room.
  expect(within(form).getByLabelText('Room')).toHaveValue('')
  expect(within(form).getByLabelText('Room')).toHaveFocus()
  expect(within(form).getByLabelText('Room')).toHaveAccessibleDescription(
    'Choose the room type this calendar is for.',
  )
  expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
    'Such as Airbnb, Cabana 1. Name the calendar, such as Airbnb, Cabana 1.',
  )
  expect(within(form).getByLabelText('Calendar URL')).toHaveAttribute('aria-invalid', 'true')
  expect(sent.some((request) => request.method === 'POST')).toBe(false)

  await user.selectOptions(within(form).getByLabelText('Room'), 'Cabana Rooms')
  await user.type(within(form).getByLabelText('Name'), 'Vrbo')
  await user.type(within(form).getByLabelText('Calendar URL'), 'http://192.168.1.9/cal.ics')
  await user.click(within(form).getByRole('button', { name: 'Add calendar' }))

  const url = within(form).getByLabelText('Calendar URL')
  await waitFor(() => expect(url).toHaveFocus())
  expect(url).toHaveAccessibleDescription(
    'The channel’s calendar export link (iCal, .ics), starting with https://. Addresses on private networks are refused.',
  )

  await user.clear(url)
  await user.type(url, 'https://www.vrbo.com/icalendar/abc.ics')
  await user.click(within(form).getByRole('button', { name: 'Add calendar' }))

  expect(await feedItem('Vrbo')).toHaveTextContent('1 event')
  expect(
    screen.getByRole('list', { name: 'Calendars imported for Cabana Rooms' }),
  ).toContainElement(await feedItem('Vrbo'))
  expect(sent.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
    roomId: 2,
    name: 'Vrbo',
    url: 'https://www.vrbo.com/icalendar/abc.ics',
  })
  expect(screen.getByText('Added the calendar Vrbo. Its first sync starts now.')).toBeVisible()
  expect(within(form).getByLabelText('Name')).toHaveValue('')
  // The next calendar's room is chosen again, not left at this one's.
  expect(within(form).getByLabelText('Room')).toHaveValue('')
})

test('Sync now says what the sync did, beside the feed', async () => {
  fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const airbnb = await feedItem('Airbnb, Cabana 1')

  await user.click(within(airbnb).getByRole('button', { name: 'Sync now Airbnb, Cabana 1' }))

  expect(await within(airbnb).findByRole('status')).toHaveTextContent(
    'Synced: 12 events, 2 added, 1 moved, 0 released, 1 conflict',
  )
  expect(within(airbnb).getByRole('button', { name: /^Sync now/ })).toHaveAttribute(
    'aria-busy',
    'false',
  )
})

test('Remove asks first, saying the blocks are released, then removes the feed', async () => {
  const { sent } = fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const booking = await feedItem('Booking.com')

  await user.click(within(booking).getByRole('button', { name: 'Remove Booking.com' }))
  const dialog = screen.getByRole('dialog', { name: 'Remove Booking.com?' })
  expect(dialog).toHaveTextContent(
    'Its blocks are released: the nights held by its 3 events in Hotel Rooms become free to sell here again.',
  )
  expect(sent.some((request) => request.method === 'DELETE')).toBe(false)
  await user.click(within(dialog).getByRole('button', { name: 'Remove calendar' }))

  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Booking.com' })).toBeNull())
  expect(sent.find((request) => request.method === 'DELETE')?.url).toBe(
    '/api/staff/channels/feeds/8',
  )
  expect(
    screen.getByText('Removed the calendar Booking.com. The nights it held are free again.'),
  ).toBeVisible()
  expect(screen.getByRole('heading', { name: 'Imported calendars' })).toHaveFocus()
})

test('Rotate link asks first, saying the old link stops working, then shows the new link', async () => {
  const { sent } = fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const exports = await screen.findByRole('region', { name: 'Export links' })

  await user.click(within(exports).getByRole('button', { name: 'Rotate link for Hotel Rooms' }))
  const dialog = screen.getByRole('dialog', { name: 'Rotate the link for Hotel Rooms?' })
  expect(dialog).toHaveTextContent('the old link stops working at once')
  expect(dialog).toHaveTextContent('Every channel importing the old link must be given the new one')
  await user.click(within(dialog).getByRole('button', { name: 'Rotate link' }))

  const link = within(exports).getByRole('textbox', { name: 'Export link for Hotel Rooms' })
  await waitFor(() => expect(link).toHaveValue('https://resort.example/api/calendars/new.ics'))
  expect(sent.filter((request) => request.url.endsWith('/rotate'))).toHaveLength(1)
  expect(within(exports).getAllByRole('status')[0]).toHaveTextContent(/^New link made/)
})

test('Copy link puts the link on the clipboard and says so', async () => {
  fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const exports = await screen.findByRole('region', { name: 'Export links' })

  await user.click(within(exports).getByRole('button', { name: 'Copy link for Cabana Rooms' }))

  expect(await navigator.clipboard.readText()).toBe('https://resort.example/api/calendars/bbb.ics')
  expect(within(exports).getAllByRole('status')[1]).toHaveTextContent('Link copied')
})

test('a refused clipboard is said so, and the link is left selected to copy by hand', async () => {
  fakeApi()
  renderScreen()
  const user = userEvent.setup()
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'))
  const exports = await screen.findByRole('region', { name: 'Export links' })

  await user.click(within(exports).getByRole('button', { name: 'Copy link for Hotel Rooms' }))

  const link = within(exports).getByRole('textbox', {
    name: 'Export link for Hotel Rooms',
  }) as HTMLTextAreaElement
  expect(await within(exports).findByText(/^The browser did not allow copying/)).toBeVisible()
  expect(link).toHaveFocus()
  expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length])
})

test('a conflict is marked as handled with a note, and leaves the list and the banner', async () => {
  const { sent } = fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const conflicts = await screen.findByRole('region', { name: 'Conflicts' })

  await user.click(within(conflicts).getByRole('button', { name: /^Mark as handled/ }))
  const dialog = screen.getByRole('dialog', { name: 'Mark as handled' })
  await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }))
  expect(within(dialog).getByLabelText('What was done')).toHaveAttribute('aria-invalid', 'true')
  await user.type(within(dialog).getByLabelText('What was done'), 'Moved the guest to Cabana 2.')
  await user.click(within(dialog).getByRole('button', { name: 'Mark as handled' }))

  expect(await within(conflicts).findByText('No conflicts.')).toBeVisible()
  expect(sent.find((request) => request.url.endsWith('/resolve'))?.body).toEqual({
    note: 'Moved the guest to Cabana 2.',
  })
  await waitFor(() => expect(screen.queryByRole('link', { name: /calendar conflict/ })).toBeNull())
  expect(within(conflicts).getByRole('status')).toHaveTextContent(
    'Marked as handled: Airbnb, Cabana 1, Cabana Rooms, Sun 10 Jan 2027 to Tue 12 Jan 2027 (2 nights).',
  )
})
