import { expect, test, type Page } from '@playwright/test'
import type { AvailabilityResponse } from '../domain/api-contract'
import { toStayQuery } from '../app/lib/stay-query'
import {
  REFERENCE,
  bookThroughApi,
  expectNoAxeViolations,
  fillGuest,
  guestEmail,
  stayFor,
  unitsLeft,
  waitForHydration,
  type Stay,
} from './support'

const HOTEL_ROOMS = 1
const CABANA = 2

async function openBookingForm(
  page: Page,
  roomId: number,
  stay: Stay,
  party = { adults: 1, kids: 0 },
) {
  await page.goto(`/room/${roomId}/book${toStayQuery({ ...stay, ...party })}`)
  await waitForHydration(page)
  await expect(page.getByRole('complementary', { name: 'Your stay' })).toContainText(/Total\s*₱/)
}

test('details that break the rules are named next to their fields, and nothing typed is lost', async ({
  page,
}, testInfo) => {
  await openBookingForm(page, HOTEL_ROOMS, stayFor(testInfo, 10))
  await fillGuest(page, {
    name: 'Ana Cruz',
    email: 'ana at example',
    phone: 'call me',
    notes: 'A quiet room, please',
  })

  await page.getByRole('button', { name: 'Request reservation' }).click()

  const email = page.getByLabel('Email')
  const phone = page.getByLabel('Phone')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example.com\./)
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toHaveAccessibleDescription(
    /Enter a phone number, digits with spaces or dashes/,
  )
  await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid')
  await expect(page.getByLabel('Full name')).toHaveValue('Ana Cruz')
  await expect(email).toHaveValue('ana at example')
  await expect(phone).toHaveValue('call me')
  await expect(page.getByLabel('Special requests')).toHaveValue('A quiet room, please')
  await expectNoAxeViolations(page)

  await email.fill(guestEmail(testInfo, 'ana'))
  await phone.fill('0917 555 0101')
  await page.getByRole('button', { name: 'Request reservation' }).click()

  await expect(page.getByRole('heading', { name: 'Reservation requested' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: REFERENCE })).toBeVisible()
})

test(
  'a name that shows nothing or hides direction marks is refused in words, as the server would',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const email = guestEmail(testInfo, 'blank')
    await openBookingForm(page, HOTEL_ROOMS, stayFor(testInfo, 15))
    await fillGuest(page, {
      name: '\u200B\u200B\u200B',
      email,
      phone: '0917 555 0101',
    })
    const name = page.getByLabel('Full name')

    await page.getByRole('button', { name: 'Request reservation' }).click()
    await expect(name).toBeFocused()
    await expect(name).toHaveAccessibleDescription(/Enter your full name\./)

    await name.fill('Ana \u202ECruz')
    await page.getByRole('button', { name: 'Request reservation' }).click()
    await expect(name).toHaveAccessibleDescription(/Use letters and punctuation only\./)
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByRole('heading', { name: 'Reservation requested' })).toHaveCount(0)
  },
)

test('the whole form works from the keyboard, and the honeypot is never reached', async ({
  page,
}, testInfo) => {
  await openBookingForm(page, HOTEL_ROOMS, stayFor(testInfo, 11))
  const honeypot = page.locator('input[name="website"]')

  await page.getByLabel('Full name').focus()
  await page.keyboard.type('Jose Rizal')
  await page.keyboard.press('Tab')
  await page.keyboard.type(guestEmail(testInfo, 'jose'))
  await page.keyboard.press('Tab')
  await page.keyboard.type('+63 2 8123 4567')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Special requests')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Request reservation' })).toBeFocused()

  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(honeypot).toHaveAttribute('autocomplete', 'off')
  await expect(honeypot).not.toBeInViewport()
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Reservation requested' })).toBeFocused()
})

test(
  'a link without dates says so, with the way back to the room',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/room/2/book')
    await waitForHydration(page)

    await expect(
      page.getByText('This booking link does not say which dates you chose.'),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Choose dates for the Cabana Rooms' }).click()
    await expect(page).toHaveURL('/room/2')
    await expect(page.getByRole('region', { name: 'Your Reservation' })).toBeVisible()
  },
)

test('a stay in the past is refused in words before the form', async ({ page }) => {
  await page.goto('/room/1/book?checkIn=2020-01-10&checkOut=2020-01-12&adults=1&kids=0')
  await waitForHydration(page)

  await expect(page.getByText('Check-in cannot be in the past.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Request reservation' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Choose dates for the Hotel Rooms' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test(
  'an unknown room has no booking page, before and after the app takes over',
  { tag: '@any-width' },
  async ({ page }) => {
    const response = await page.goto('/room/9/book?checkIn=2030-01-10&checkOut=2030-01-12')
    await waitForHydration(page)

    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Book/ })).toHaveCount(0)
  },
)

test('a room sold out for the dates says so, and leads back to choose others', async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 12)
  for (const guest of ['first', 'second']) {
    await bookThroughApi(page, { roomId: CABANA, ...stay, email: guestEmail(testInfo, guest) })
  }

  await page.goto(`/room/2/book${toStayQuery({ ...stay, adults: 1, kids: 0 })}`)
  await waitForHydration(page)

  await expect(page.getByText(/this room is sold out for these dates/)).toBeVisible()
  await page.getByRole('link', { name: 'Choose other dates' }).click()
  const panel = page.getByRole('region', { name: 'Your Reservation' })
  await expect(
    panel.getByText('Sold out for these dates. Please choose other dates.'),
  ).toBeVisible()
  await expect(panel.getByRole('button', { name: /^book now ₱/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expectNoAxeViolations(page)
})

test(
  'the last room taken while the guest types: nothing is booked, typed details stay',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = stayFor(testInfo, 13)
    await openBookingForm(page, CABANA, stay)
    await fillGuest(page, {
      name: 'Late Guest',
      email: guestEmail(testInfo, 'late'),
      phone: '0917 555 0199',
    })
    for (const guest of ['quick', 'quicker']) {
      await bookThroughApi(page, { roomId: CABANA, ...stay, email: guestEmail(testInfo, guest) })
    }

    await page.getByRole('button', { name: 'Request reservation' }).click()

    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was booked for you' })
    await expect(alert).toBeFocused()
    await expect(alert.getByRole('link', { name: 'Choose other dates' })).toHaveAttribute(
      'href',
      `/room/2${toStayQuery({ ...stay, adults: 1, kids: 0 })}`,
    )
    await expect(page.getByLabel('Full name')).toHaveValue('Late Guest')
  },
)

test(
  'sending again after a lost answer books once: the same Idempotency-Key',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = stayFor(testInfo, 14)
    const before = await unitsLeft(page, stay, HOTEL_ROOMS)
    const keys: (string | null)[] = []
    let answers = 0
    // The first request reaches the server and books; its answer is lost on the way back.
    await page.route('**/api/reservations', async (route) => {
      keys.push(await route.request().headerValue('idempotency-key'))
      if (answers++ > 0) return route.continue()
      await route.fetch()
      await route.abort('connectionreset')
    })
    await openBookingForm(page, HOTEL_ROOMS, stay)
    await fillGuest(page, {
      name: 'Twice Sent',
      email: guestEmail(testInfo, 'twice'),
      phone: '0917 555 0123',
    })

    await page.getByRole('button', { name: 'Request reservation' }).click()
    await expect(page.getByRole('alert')).toContainText('press Request reservation again')
    await expect(page.getByLabel('Full name')).toHaveValue('Twice Sent')
    await page.getByRole('button', { name: 'Request reservation' }).click()

    await expect(page.getByRole('heading', { name: 'Reservation requested' })).toBeVisible()
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
    expect(await unitsLeft(page, stay, HOTEL_ROOMS)).toBe(before - 1)
  },
)

test(
  'a price that changed since it was shown is never booked unseen: the new total is shown, then booked',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = stayFor(testInfo, 16)
    // The guest's page holds an older quote: the Cabana at ₱3,000 a night instead of ₱3,500.
    await page.route('**/api/availability?*', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as AvailabilityResponse
      for (const room of body.rooms) for (const rate of room.rates) rate.total -= 100000
      await route.fulfill({ response, json: body })
    })
    await openBookingForm(page, CABANA, stay)
    const summary = page.getByRole('complementary', { name: 'Your stay' })
    await expect(summary).toContainText('₱6,000')
    await fillGuest(page, {
      name: 'Price Watcher',
      email: guestEmail(testInfo, 'price'),
      phone: '0917 555 0142',
    })

    await page.getByRole('button', { name: 'Request reservation' }).click()

    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was booked' })
    await expect(alert).toContainText('now ₱7,000, not the ₱6,000 you were shown')
    await expect(alert).toBeFocused()
    await expect(summary).toContainText('₱7,000')
    await expect(page.getByLabel('Full name')).toHaveValue('Price Watcher')

    await page.getByRole('button', { name: 'Request reservation' }).click()
    await expect(page.getByRole('heading', { name: 'Reservation requested' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('₱7,000')
  },
)

test(
  'without a total on screen nothing is sent: the guest is asked to wait for the price',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = stayFor(testInfo, 17)
    let sent = 0
    await page.route('**/api/availability?*', (route) => route.abort('connectionreset'))
    await page.route('**/api/reservations', async (route) => {
      sent += 1
      await route.continue()
    })
    await page.goto(`/room/${HOTEL_ROOMS}/book${toStayQuery({ ...stay, adults: 1, kids: 0 })}`)
    await waitForHydration(page)
    await expect(page.getByText(/We could not check the price just now/)).toBeVisible()
    await fillGuest(page, {
      name: 'Early Bird',
      email: guestEmail(testInfo, 'early'),
      phone: '0917 555 0177',
    })

    await page.getByRole('button', { name: 'Request reservation' }).click()

    await expect(page.getByRole('alert')).toContainText(
      'The price of your stay is not on screen yet',
    )
    expect(sent).toBe(0)
  },
)
