import { expect, test } from '@playwright/test'
import {
  checkRoomsFor,
  expectNoAxeViolations,
  isPhone,
  recordDataRequests,
  RESORT_NAME,
  waitForHydration,
} from './support'

const ROOMS = [
  { id: 1, name: 'Hotel Rooms', price: '$2,500' },
  { id: 2, name: 'Cabana Rooms', price: '$3,500' },
  { id: 3, name: 'Deluxe Room', price: '$2,500' },
]

for (const room of ROOMS) {
  test.describe(`/room/${room.id}`, () => {
    test('is prerendered with its banner, overview, reservation panel and rules', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const page = await context.newPage()

      const response = await page.goto(`/room/${room.id}`)

      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${room.name} Details`)
      await expect(
        page.getByRole('heading', { level: 2, name: room.name, exact: true }),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: /^book now/ })).toHaveText(
        `book now ${room.price}`,
      )
      await context.close()
    })

    test('axe finds no violations', async ({ page }) => {
      await page.goto(`/room/${room.id}`)
      await waitForHydration(page)

      await expectNoAxeViolations(page)
    })
  })
}

test('the left column: name, description, large picture, the 28 sq. m note and 3-column facilities', async ({
  page,
}, testInfo) => {
  await page.goto('/room/2')
  await waitForHydration(page)

  await expect(page.getByRole('heading', { level: 2, name: 'Cabana Rooms' })).toBeVisible()
  await expect(page.getByText(/^A mini pool plus 4 breakfasts/)).toBeVisible()
  const picture = page.getByRole('img', { name: /Cabana Rooms/ })
  await expect(picture).toBeVisible()
  await expect(page.getByText(/28 sq\. m .*smart TV.*WiFi.*private balcony/)).toBeVisible()
  const facilities = page
    .getByRole('heading', { name: 'Room Facilities' })
    .locator('xpath=following-sibling::ul[1]/li')
  await expect(facilities).toHaveText([
    'Wifi',
    'Coffee',
    'Bath',
    'Parking Space',
    'Swimming Pool',
    'Breakfast',
  ])
  await expect(facilities.locator('svg')).toHaveCount(6)
  const lefts = await facilities.evaluateAll((els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().left)),
  )
  const pictureBox = await picture.boundingBox()

  expect(new Set(lefts).size).toBe(3)
  expect(pictureBox?.width).toBeGreaterThan(isPhone(testInfo) ? 300 : 500)
})

test('the right column: Your Reservation with pickers, selectors and book now, then Hotel Rules', async ({
  page,
}) => {
  await page.goto('/room/3')
  await waitForHydration(page)
  const panel = page.getByRole('region', { name: 'Your Reservation' })

  await expect(panel.getByPlaceholder('Check in')).toBeVisible()
  await expect(panel.getByPlaceholder('Check out')).toBeVisible()
  await expect(panel.getByRole('combobox', { name: /^Adults/ })).toHaveValue('1 Adult')
  await expect(panel.getByRole('combobox', { name: /^Kids/ }).locator('option:checked')).toHaveText(
    'No Kid',
  )
  await expect(panel.getByRole('button', { name: 'book now $2,500' })).toBeVisible()
  const rules = page.getByRole('region', { name: 'Hotel Rules' })
  await expect(rules.getByRole('listitem')).toHaveText([
    'Check-in : 3:00 PM - 9:00 PM',
    'Check-out : 10:30 AM',
    'No Smoking',
    'No Pet',
  ])
  await expect(rules.getByRole('listitem').locator('svg')).toHaveCount(4)
  await expect(rules.locator('p')).not.toBeEmpty()
})

test(
  'book now does nothing: no request, no navigation, no dialog',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/room/1')
    await waitForHydration(page)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    let dialogs = 0
    page.on('dialog', () => dialogs++)
    const url = page.url()

    await page.getByRole('button', { name: /^book now/ }).click()
    await page.waitForTimeout(300)

    expect(requests).toEqual([])
    expect(page.url()).toBe(url)
    expect(dialogs).toBe(0)
  },
)

test('two columns on large screens; on phones the panel follows the description', async ({
  page,
}, testInfo) => {
  await page.goto('/room/1')
  const overview = await page.getByRole('heading', { level: 2, name: 'Hotel Rooms' }).boundingBox()
  const panel = await page.getByRole('region', { name: 'Your Reservation' }).boundingBox()
  if (!overview || !panel) throw new Error('missing columns')

  if (isPhone(testInfo)) {
    expect(panel.y).toBeGreaterThan(overview.y)
    expect(Math.abs(panel.x - overview.x)).toBeLessThan(30)
  } else {
    expect(panel.x).toBeGreaterThan(overview.x + overview.width)
    expect(Math.abs(panel.y - overview.y)).toBeLessThan(40)
  }
})

test(
  'the guest selection is shared between the home page and the room page',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('combobox', { name: /^Adults/ }).selectOption('3 Adults')
    await page.getByRole('combobox', { name: /^Kids/ }).selectOption('1 Kid')

    await page.getByRole('link', { name: 'Cabana Rooms', exact: true }).click()
    const panel = page.getByRole('region', { name: 'Your Reservation' })
    await expect(panel.getByRole('combobox', { name: /^Adults/ })).toHaveValue('3 Adults')
    await expect(panel.getByRole('combobox', { name: /^Kids/ })).toHaveValue('1 Kid')
    await panel.getByRole('combobox', { name: /^Kids/ }).selectOption('4 Kids')
    await page.goBack()

    await expect(page.getByRole('combobox', { name: /^Adults/ })).toHaveValue('3 Adults')
    await expect(page.getByRole('combobox', { name: /^Kids/ })).toHaveValue('4 Kids')
  },
)

test(
  'a room that is not in the loaded list shows the detail page with empty fields',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await waitForHydration(page)
    await checkRoomsFor(page, '4 Adults', '1 Kid')
    await expect(page.getByRole('article')).toHaveCount(1)

    // Client-side navigation keeps the narrowed list: only the Cabana is loaded now.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/room/1')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Details')
    await expect(page.getByRole('region', { name: 'Your Reservation' })).toBeVisible()
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
    // Its title no longer names the room the page does not show.
    await expect(page).toHaveTitle('Room not found | Alon Cove Resort')
  },
)

for (const unknown of ['99', '02', '99999999999999999999']) {
  test(
    `unknown numeric id ${unknown} renders the empty detail page, with status 404 and no flash`,
    { tag: '@any-width' },
    async ({ page, browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const staticPage = await context.newPage()
      const staticResponse = await staticPage.goto(`/room/${unknown}`)
      const staticHeading = await staticPage.getByRole('heading', { level: 1 }).innerText()
      await context.close()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('404'))
          errors.push(message.text())
      })

      const response = await page.goto(`/room/${unknown}`)
      await waitForHydration(page)

      expect(staticResponse?.status()).toBe(404)
      expect(staticHeading).toBe('Details')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Details')
      await expect(page.getByRole('region', { name: 'Your Reservation' })).toBeVisible()
      await expect(page.getByRole('button', { name: /^book now/ })).toHaveText('book now $')
      expect(errors).toEqual([])
    },
  )
}

for (const odd of ['abc', '2abc', '-1', '1e3', '1.5', '%20']) {
  test(`/room/${odd} is an unknown path`, { tag: '@any-width' }, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    const response = await page.goto(`/room/${odd}`)
    await waitForHydration(page)

    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('the room page scrolls to the top when entered from a scrolled home page', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Deluxe Room', exact: true }).scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)

  await page.getByRole('link', { name: 'Deluxe Room', exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Deluxe Room Details' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test(
  'the room page makes no fetch or XHR request, and its logo leads home',
  { tag: '@any-width' },
  async ({ page }) => {
    const requests = recordDataRequests(page)
    await page.goto('/room/2')
    await waitForHydration(page)

    await page.getByRole('banner').getByRole('link', { name: RESORT_NAME }).click()

    await expect(page.getByRole('heading', { name: 'Rooms', exact: true })).toBeVisible()
    expect(requests).toEqual([])
  },
)
