// @vitest-environment happy-dom
import { cleanup, render, screen, within, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { addDays, formatStayDate, resortToday } from '../../../../domain/calendar'
import type { Fee } from '../../../../domain/pricing'
import type {
  PromoView,
  RatesResponse,
  SeasonView,
  WeekdayRequest,
} from '../../../../domain/staff-contract'
import type { StaffRole } from '../../../../domain/account-roles'
import { StaffSessionContext } from '../../api/staff-session'
import { RatesScreen } from './rates-screen'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const today = resortToday(new Date())

/** A small stand-in for the staff API: what it holds, and every request it was sent. */
function fakeApi() {
  const nights = Array.from({ length: 60 }, (_, index) => addDays(today, index))
  const held = {
    rule: 'Base price',
    price: 250000,
    promos: [] as PromoView[],
    seasons: [] as SeasonView[],
    fees: [{ label: 'VAT 12%', kind: 'percent', amount: 12, included: true }] as Fee[],
    weekdays: [] as WeekdayRequest[],
  }
  const sent: { method: string; url: string; body: unknown }[] = []
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const grid = (): RatesResponse => ({
    from: today,
    to: addDays(today, 59),
    nights,
    rows: [
      {
        roomId: 3,
        roomName: 'Deluxe Room',
        rate: 'room-only',
        rateLabel: 'Room only',
        base: 250000,
        nights: nights.map((night, index) => ({
          night,
          price: index === 0 ? held.price : 250000,
          rule: index === 0 ? held.rule : 'Base price',
          minNights: null,
          maxNights: null,
          closedToArrival: false,
          closedToDeparture: false,
        })),
      },
    ],
  })
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null
    sent.push({ method, url, body })
    if (url.startsWith('/api/staff/rates?')) return reply(200, grid())
    if (url === '/api/staff/rates') {
      if (body?.price === 100000)
        return reply(400, {
          error: { code: 'invalid', message: 'Refused.', fields: { price: 'Too cheap.' } },
        })
      held.rule = 'Price set for this night'
      held.price = Number(body?.price)
      return reply(200, { changed: 1 })
    }
    if (url === '/api/staff/seasons' && method === 'POST') {
      const season = { id: 7, ...(body as Omit<SeasonView, 'id'>) } as SeasonView
      held.seasons = [...held.seasons.filter((kept) => kept.id !== season.id), season]
      return reply(200, {})
    }
    if (url === '/api/staff/seasons') return reply(200, { seasons: held.seasons })
    if (url === '/api/staff/seasons/7' && method === 'DELETE') {
      held.seasons = []
      return reply(200, {})
    }
    if (url === '/api/staff/promos' && method === 'POST') {
      held.promos.push({ ...(body as PromoView), uses: 0, disabled: false, createdAt: '' })
      return reply(200, {})
    }
    if (url === '/api/staff/promos') return reply(200, { promos: held.promos })
    if (url.endsWith('/disable')) {
      held.promos = held.promos.map((promo) => ({ ...promo, disabled: true }))
      return reply(200, {})
    }
    if (url === '/api/staff/fees' && method === 'PUT') {
      held.fees = (body as { fees: Fee[] }).fees
      return reply(200, { fees: held.fees })
    }
    if (url === '/api/staff/fees') return reply(200, { fees: held.fees })
    if (url === '/api/staff/weekdays' && method === 'PUT') {
      held.weekdays = (body as { weekdays: WeekdayRequest[] }).weekdays
      return reply(200, { weekdays: held.weekdays })
    }
    if (url === '/api/staff/weekdays') return reply(200, { weekdays: held.weekdays })
    if (url === '/api/staff/price-history') return reply(200, { changes: [] })
    return reply(404, { error: { code: 'not_found', message: 'No such route.' } })
  })
  vi.stubGlobal('fetch', fetch)
  return { sent }
}

function renderScreen(role: StaffRole = 'manager') {
  const session = {
    staff: { id: 1, email: 'desk@resort.example', role },
    generation: 0,
    lapsed() {},
  }
  render(
    <StaffSessionContext.Provider value={session}>
      <RatesScreen />
    </StaffSessionContext.Provider>,
  )
}

function firstNightCell() {
  const region = screen.getAllByRole('region', { name: /^Rates for the nights of / })[0]!
  const row = within(region).getByRole('row', { name: /^Deluxe Room, Room only/ })
  return within(row).getAllByRole('cell')[0]!
}

test('the grid is a named, focusable table of rooms and plans by nights, each cell in words', async () => {
  fakeApi()
  renderScreen()

  const regions = await screen.findAllByRole('region', { name: /^Rates for the nights of / })

  expect(regions).toHaveLength(5)
  expect(regions[0]).toHaveAttribute('tabindex', '0')
  expect(within(regions[0]!).getAllByRole('columnheader')).toHaveLength(13)
  expect(within(regions[0]!).getByRole('rowheader')).toHaveAccessibleName('Deluxe Room, Room only')
  expect(firstNightCell()).toHaveTextContent(`${formatStayDate(today)}: ₱2,500, Base price`)
  for (const name of [
    'Change a range',
    'Seasons',
    'Weekday prices',
    'Promo codes',
    'Taxes and fees',
  ])
    expect(screen.getByRole('heading', { name, level: 2 })).toBeVisible()
})

test('a price for a range goes in centavos, and the grid loads again to show it', async () => {
  const { sent } = fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const form = await screen.findByRole('form', { name: 'Change a range' })

  await user.type(within(form).getByLabelText('Price in pesos'), '3,000')
  await user.click(within(form).getByRole('button', { name: 'Apply change' }))

  expect(await within(form).findByRole('status')).toHaveTextContent(
    `Changed Deluxe Room, every rate plan, ${formatStayDate(today)}: ₱3,000 a night.`,
  )
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
    roomId: 3,
    from: today,
    to: today,
    price: 300000,
  })
  await waitFor(() =>
    expect(firstNightCell()).toHaveTextContent('₱3,000, Price set for this night'),
  )
})

test("the API's problem with a field is shown at it, and the field takes focus", async () => {
  fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const form = await screen.findByRole('form', { name: 'Change a range' })
  const price = within(form).getByLabelText('Price in pesos')

  await user.type(price, '1000')
  await user.click(within(form).getByRole('button', { name: 'Apply change' }))

  await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'))
  expect(price).toHaveAccessibleDescription(
    'A night for the room’s included guests, such as 2500. Too cheap.',
  )
  expect(price).toHaveFocus()
})

test('a new promo code is listed with no uses yet, and can be disabled by its name', async () => {
  fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const form = await screen.findByRole('form', { name: 'Add a promo code' })

  await user.type(within(form).getByLabelText('Code'), 'rainy-20')
  await user.type(within(form).getByLabelText('Percent off'), '20')
  await user.type(within(form).getByLabelText(/^Maximum uses/), '5')
  await user.click(within(form).getByRole('button', { name: 'Add promo code' }))

  const promos = screen.getByRole('region', { name: 'Promo codes' })
  expect(await within(promos).findByText('0 of 5 used')).toBeVisible()
  await user.click(within(promos).getByRole('button', { name: 'Disable RAINY-20' }))
  expect(await within(promos).findByText('Disabled')).toBeVisible()
  expect(within(promos).queryByRole('button', { name: /^Disable/ })).toBeNull()
})

test('a fee line added and saved goes whole, in centavos, with a PUT', async () => {
  const { sent } = fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const fees = await screen.findByRole('form', { name: 'Taxes and fees' })

  await user.click(within(fees).getByRole('button', { name: 'Add a line' }))
  const line = within(fees).getByRole('group', { name: 'Line 2' })
  expect(within(line).getByLabelText('Label')).toHaveFocus()
  await user.type(within(line).getByLabelText('Label'), 'Environmental fee')
  await user.selectOptions(within(line).getByLabelText('Kind'), 'Amount per guest per night')
  await user.type(within(line).getByLabelText('Amount in pesos'), '75')
  await user.click(within(fees).getByRole('button', { name: 'Save taxes and fees' }))

  expect(await within(fees).findByRole('status')).toHaveTextContent(
    'Saved 2 lines of taxes and fees.',
  )
  expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
    fees: [
      { label: 'VAT 12%', kind: 'percent', amount: 12, included: true },
      { label: 'Environmental fee', kind: 'per_guest_night', amount: 7500, included: false },
    ],
  })
})

test('a weekday line added and saved goes whole with a PUT, its nights in order', async () => {
  const { sent } = fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const weekdays = await screen.findByRole('form', { name: 'Weekday prices' })
  expect(within(weekdays).getByText(/^No weekday prices/)).toBeVisible()

  await user.click(within(weekdays).getByRole('button', { name: 'Add a line' }))
  const line = within(weekdays).getByRole('group', { name: 'Line 1' })
  const nights = within(line).getByRole('group', { name: 'Nights' })
  expect(within(nights).getByRole('checkbox', { name: 'Sunday' })).toHaveFocus()
  await user.click(within(weekdays).getByRole('button', { name: 'Save weekday prices' }))

  expect(within(nights).getByRole('checkbox', { name: 'Sunday' })).toHaveFocus()
  expect(nights).toHaveAccessibleDescription('Tick at least one night of the week.')
  expect(within(line).getByLabelText('Price in pesos')).toHaveAccessibleDescription(
    'A night, such as 3500. Give a price in pesos, or a change in percent below.',
  )
  expect(sent.some((request) => request.method === 'PUT')).toBe(false)

  await user.click(within(nights).getByRole('checkbox', { name: 'Saturday' }))
  await user.click(within(nights).getByRole('checkbox', { name: 'Friday' }))
  await user.selectOptions(within(line).getByLabelText('Room'), 'Deluxe Room')
  await user.selectOptions(within(line).getByLabelText('Rate plan'), 'Room only')
  await user.type(within(line).getByLabelText('Percent change'), '10')
  await user.click(within(weekdays).getByRole('button', { name: 'Save weekday prices' }))

  expect(await within(weekdays).findByRole('status')).toHaveTextContent(
    'Saved 1 line of weekday prices.',
  )
  expect(sent.find((request) => request.method === 'PUT')).toEqual({
    method: 'PUT',
    url: '/api/staff/weekdays',
    body: { weekdays: [{ days: [5, 6], roomId: 3, rate: 'room-only', percent: 10 }] },
  })
  // The screen loads again, the grid with the rest.
  await waitFor(() =>
    expect(
      sent.filter((request) => request.url.startsWith('/api/staff/rates?')).length,
    ).toBeGreaterThan(1),
  )
})

test('a season is added, edited in the same form and removed, focus following each step', async () => {
  const { sent } = fakeApi()
  renderScreen()
  const user = userEvent.setup()
  const seasons = screen.getByRole('region', { name: 'Seasons' })
  const form = await within(seasons).findByRole('form', { name: 'Add a season' })

  await user.type(within(form).getByLabelText('Name'), 'Holy Week')
  await user.type(within(form).getByLabelText('First night'), '2027-03-21')
  await user.type(within(form).getByLabelText('Last night'), '2027-03-28')
  await user.type(within(form).getByLabelText('Percent change'), '25')
  await user.click(within(form).getByRole('button', { name: 'Add season' }))

  expect(await within(seasons).findByRole('heading', { name: 'Holy Week' })).toBeVisible()
  expect(within(seasons).getByText('25% above the base')).toBeVisible()
  expect(within(form).getByLabelText('Name')).toHaveValue('')
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
    name: 'Holy Week',
    from: '2027-03-21',
    to: '2027-03-28',
    percent: 25,
    priority: 1,
  })

  await user.click(within(seasons).getByRole('button', { name: 'Edit Holy Week' }))
  const editing = within(seasons).getByRole('form', { name: 'Edit the season Holy Week' })
  expect(within(editing).getByLabelText('Name')).toHaveFocus()
  await user.clear(within(editing).getByLabelText('Percent change'))
  await user.type(within(editing).getByLabelText('Percent change'), '30')
  await user.click(within(editing).getByRole('button', { name: 'Save season' }))

  expect(await within(seasons).findByText('30% above the base')).toBeVisible()
  expect(within(seasons).getByRole('heading', { name: 'Holy Week' })).toHaveFocus()
  expect(sent.filter((request) => request.method === 'POST')[1]?.body).toMatchObject({ id: 7 })

  await user.click(within(seasons).getByRole('button', { name: 'Remove Holy Week' }))

  expect(await within(seasons).findByText('No seasons yet.')).toBeVisible()
  expect(within(seasons).getByRole('status')).toHaveTextContent('Removed the season Holy Week.')
  expect(within(seasons).getByRole('heading', { name: 'Seasons' })).toHaveFocus()
})

test('the front desk reads the grid and the history with no form to change a price', async () => {
  const { sent } = fakeApi()
  renderScreen('front_desk')

  expect(await screen.findAllByRole('region', { name: /^Rates for the nights of / })).toHaveLength(
    5,
  )
  expect(screen.getByText(/a manager changes them/)).toBeVisible()
  expect(screen.queryAllByRole('form')).toEqual([])
  expect(screen.queryByRole('button', { name: /add|save|remove|disable/i })).toBeNull()
  expect(new Set(sent.map((request) => `${request.method} ${request.url.split('?')[0]}`))).toEqual(
    new Set(['GET /api/staff/rates', 'GET /api/staff/price-history']),
  )
})
