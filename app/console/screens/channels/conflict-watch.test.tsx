// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import type { ChannelConflictView } from '../../../../domain/staff-contract'
import type { StaffRole } from '../../../../domain/account-roles'
import { StaffSessionContext } from '../../api/staff-session'
import { ConflictWatch } from './conflict-watch'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function conflict(id: number): ChannelConflictView {
  return {
    id,
    feedId: 7,
    roomId: 2,
    uid: `${id}@airbnb.com`,
    summary: 'Reserved',
    checkIn: '2027-01-10',
    checkOut: '2027-01-11',
  }
}

/** The channels API answering each request with the next of `answers` (the last one again). */
function answering(...answers: { status: number; conflicts?: number }[]) {
  let calls = 0
  const fetch = vi.fn(async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]!
    calls += 1
    const body =
      answer.status === 200
        ? {
            exports: [],
            feeds: [],
            conflicts: Array.from({ length: answer.conflicts ?? 0 }, (_, index) => conflict(index)),
          }
        : { error: { code: 'internal', message: 'Boom.' } }
    return new Response(JSON.stringify(body), { status: answer.status })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function renderConsole(role: StaffRole = 'manager') {
  const session = {
    staff: { id: 1, email: 'desk@resort.example', role },
    generation: 0,
    lapsed() {},
  }
  render(
    <MemoryRouter initialEntries={['/staff']}>
      <StaffSessionContext.Provider value={session}>
        <ConflictWatch>
          <div style={{ maxWidth: '64rem' }}>
            <h1>A screen</h1>
            <Link to="/staff/calendar">Calendar</Link>
          </div>
        </ConflictWatch>
      </StaffSessionContext.Provider>
    </MemoryRouter>,
  )
}

test('conflicts are counted in a live line above the screen, linking to their list', async () => {
  const fetch = answering({ status: 200, conflicts: 2 })
  renderConsole()

  const link = await screen.findByRole('link', { name: '2 calendar conflicts need a look' })

  expect(link).toHaveAttribute('href', '/staff/channels#conflicts')
  expect(link.closest('[aria-live="polite"]')).not.toBeNull()
  expect(link.compareDocumentPosition(screen.getByRole('heading'))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  )
  expect(fetch).toHaveBeenCalledWith('/api/staff/channels', expect.anything())
})

test('the count is asked again when the screen changes; with none, no banner', async () => {
  const fetch = answering({ status: 200, conflicts: 1 }, { status: 200, conflicts: 0 })
  renderConsole()
  expect(
    await screen.findByRole('link', { name: '1 calendar conflict needs a look' }),
  ).toBeVisible()

  await userEvent.setup().click(screen.getByRole('link', { name: 'Calendar' }))

  await waitFor(() => expect(screen.queryByRole('link', { name: /conflict/ })).toBeNull())
  expect(fetch).toHaveBeenCalledTimes(2)
})

test('a count that fails to load shows nothing: the screens show their own problems', async () => {
  const fetch = answering({ status: 200, conflicts: 1 }, { status: 500 })
  renderConsole()
  expect(
    await screen.findByRole('link', { name: '1 calendar conflict needs a look' }),
  ).toBeVisible()

  await userEvent.setup().click(screen.getByRole('link', { name: 'Calendar' }))

  await waitFor(() => expect(screen.queryByRole('link', { name: /conflict/ })).toBeNull())
  expect(fetch).toHaveBeenCalledTimes(2)
  expect(screen.queryByRole('alert')).toBeNull()
})

test('the banner is as wide as the column of the screen beneath it', async () => {
  answering({ status: 200, conflicts: 2 })
  renderConsole()

  const link = await screen.findByRole('link', { name: '2 calendar conflicts need a look' })

  expect(link.closest<HTMLElement>('[aria-live="polite"]')?.style.maxWidth).toBe('1024px')
})

test('the front desk reads the count without a link to the screen it cannot open', async () => {
  answering({ status: 200, conflicts: 2 })
  renderConsole('front_desk')

  expect(
    await screen.findByText(
      '2 calendar conflicts need a look: a manager resolves them on the Channels screen.',
    ),
  ).toBeVisible()
  expect(screen.queryByRole('link', { name: /conflict/ })).toBeNull()
})

test('housekeeping, which cannot read the channels, is shown the screen and never asks', async () => {
  const fetch = answering({ status: 200, conflicts: 2 })
  renderConsole('housekeeping')

  expect(screen.getByRole('heading', { name: 'A screen' })).toBeVisible()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(fetch).not.toHaveBeenCalled()
  expect(screen.queryByText(/conflict/)).toBeNull()
})
