// @vitest-environment happy-dom
import { cleanup, render, screen, within, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { addDays, formatStayDate, resortToday } from '../../../../domain/calendar'
import { CalendarScreen } from './calendar-screen'
import { StaffSessionContext } from '../../api/staff-session'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const today = resortToday(new Date())
const night = addDays(today, 2)

/** The calendar with one night of the Cabana Rooms held by Airbnb, and what holds that night. */
function fakeApi() {
  const nights = Array.from({ length: 60 }, (_, index) => addDays(today, index))
  const sent: string[] = []
  const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(url)
      if (url === '/api/staff/units/8') {
        const { label } = JSON.parse(String(init?.body)) as { label: string }
        if (label === 'C1') {
          const message = 'Another unit is already called C1.'
          return new Response(
            JSON.stringify({ error: { code: 'conflict', message, fields: { label: message } } }),
            { status: 409 },
          )
        }
        return reply({
          rooms: [
            {
              roomId: 2,
              units: [
                { id: 7, label: 'C1' },
                { id: 8, label },
              ],
            },
          ],
        })
      }
      if (url === '/api/staff/units')
        return reply({
          rooms: [
            {
              roomId: 2,
              units: [
                { id: 7, label: 'C1' },
                { id: 8, label: 'C2' },
              ],
            },
          ],
        })
      if (url.startsWith('/api/staff/calendar/night?'))
        return reply({
          roomId: 2,
          night,
          reservations: [
            {
              ref: '7K3M9QXA',
              status: 'checked_in',
              unit: 'C2',
              checkIn: addDays(night, -1),
              checkOut: addDays(night, 1),
              guest: { name: 'Ana Reyes', email: '', phone: '' },
            },
          ],
          blocks: [
            {
              feedId: 7,
              feedName: 'Airbnb, Cabana 1',
              summary: 'Reserved',
              checkIn: night,
              checkOut: addDays(night, 2),
            },
          ],
        })
      return reply({
        from: today,
        days: 60,
        nights,
        rooms: [
          {
            id: 2,
            name: 'Cabana Rooms',
            nights: nights.map((each) => ({
              night: each,
              units: 2,
              booked: each === night ? 2 : 0,
              closed: false,
              channels: each === night ? ['Airbnb, Cabana 1'] : [],
            })),
          },
        ],
      })
    }),
  )
  return { sent }
}

function renderScreen() {
  const session = {
    staff: { id: 1, email: 'desk@resort.example', role: 'manager' as const },
    generation: 0,
    lapsed() {},
  }
  render(
    <MemoryRouter initialEntries={['/staff/calendar']}>
      <StaffSessionContext.Provider value={session}>
        <CalendarScreen />
      </StaffSessionContext.Provider>
    </MemoryRouter>,
  )
}

test('a night held by a channel names the feed in its cell, which opens what holds it with each stay’s unit', async () => {
  const { sent } = fakeApi()
  renderScreen()
  const user = userEvent.setup()

  const cell = await screen.findByRole('button', {
    name: `${formatStayDate(night)}: 2 of 2 booked (channel block: Airbnb, Cabana 1), full`,
  })
  expect(cell).toHaveAttribute('aria-haspopup', 'dialog')
  await user.click(cell)

  const dialog = screen.getByRole('dialog', {
    name: `Cabana Rooms, night of ${formatStayDate(night)}`,
  })
  const reservations = await within(dialog).findByRole('list', { name: 'Reservations' })
  expect(within(reservations).getByRole('link', { name: '7K3M9QXA' })).toHaveAttribute(
    'href',
    '/staff/reservation?ref=7K3M9QXA',
  )
  expect(reservations).toHaveTextContent(
    `Ana Reyes${formatStayDate(addDays(night, -1))} to ${formatStayDate(addDays(night, 1))} (2 nights), Checked in, unit C2`,
  )
  expect(within(dialog).getByRole('list', { name: 'Channel blocks' })).toHaveTextContent(
    `Airbnb, Cabana 1: Reserved${formatStayDate(night)} to ${formatStayDate(addDays(night, 2))} (2 nights)`,
  )
  expect(sent).toContain(`/api/staff/calendar/night?roomId=2&night=${night}`)

  await user.click(within(dialog).getByRole('button', { name: 'Close' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})

test('a night without channel blocks reads as before, with no mark', async () => {
  fakeApi()
  renderScreen()

  const cell = await screen.findByRole('button', {
    name: `${formatStayDate(today)}: 0 of 2 booked`,
  })

  expect(cell.querySelector('svg')).toBeNull()
})

test('a unit is renamed from the calendar; a name another unit has is said at the field', async () => {
  fakeApi()
  renderScreen()
  const user = userEvent.setup()

  await user.click(await screen.findByRole('button', { name: 'Rename C2' }))
  const dialog = screen.getByRole('dialog', { name: 'Rename C2' })
  const label = within(dialog).getByRole('textbox', { name: 'Label' })
  await user.clear(label)
  await user.type(label, 'C1')
  await user.click(within(dialog).getByRole('button', { name: 'Rename' }))
  expect(await within(dialog).findByText('Another unit is already called C1.')).toBeVisible()
  expect(label).toHaveFocus()

  await user.clear(label)
  await user.type(label, '  Garden   2 ')
  await user.click(within(dialog).getByRole('button', { name: 'Rename' }))

  expect(await screen.findByRole('button', { name: 'Rename Garden 2' })).toBeVisible()
  expect(screen.getByRole('status')).toHaveTextContent('C2 is now called Garden 2.')
})
