import { expect, test } from '@playwright/test'
import { formatCentavos } from '../domain/money'
import {
  availabilityFor,
  chooseStay,
  expectNoAxeViolations,
  stayFor,
  typeDate,
  waitForHydration,
} from './support'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
})

test("Check Now with dates shows each card's nights and total from the server", async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 0)
  const answer = await availabilityFor(page, stay, 2, 0)
  const standardTotal = (roomId: number, code: string) =>
    answer.rooms.find((room) => room.id === roomId)?.rates.find((rate) => rate.code === code)?.total

  await chooseStay(page, page, stay)
  await page.getByRole('combobox', { name: /^Adults/ }).selectOption('2 Adults')
  await page.getByRole('button', { name: 'Check Now' }).click()

  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  const hotel = page.getByRole('article', { name: 'Hotel Rooms' })
  const deluxe = page.getByRole('article', { name: 'Deluxe Room' })
  await expect(hotel).toContainText('2 nights, with breakfast')
  await expect(hotel).toContainText(`${formatCentavos(standardTotal(1, 'breakfast') ?? 0)} total`)
  await expect(deluxe).toContainText('2 nights, room only')
  await expect(deluxe).toContainText(`${formatCentavos(standardTotal(3, 'room-only') ?? 0)} total`)
  await expect(page.getByRole('status').filter({ hasText: /free for your dates/ })).toHaveText(
    '3 rooms are free for your dates.',
  )
  const query = `checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&kids=0`
  await expect(hotel.getByRole('link', { name: 'Hotel Rooms', exact: true })).toHaveAttribute(
    'href',
    `/room/1?${query}`,
  )
  // The button books the rate the card prices (cards-and-contact.spec.ts).
  await expect(
    deluxe.getByRole('link', {
      name: `Book now ${formatCentavos(standardTotal(3, 'room-only') ?? 0)}: Deluxe Room`,
    }),
  ).toHaveAttribute('href', `/room/3?${query}&rate=room-only`)
  await expectNoAxeViolations(page)
})

test('a party too big for a room is told so on its card, the others keep their totals', async ({
  page,
}, testInfo) => {
  await chooseStay(page, page, stayFor(testInfo, 1))
  await page.getByRole('combobox', { name: /^Adults/ }).selectOption('2 Adults')
  await page.getByRole('combobox', { name: /^Kids/ }).selectOption('1 Kid')
  await page.getByRole('button', { name: 'Check Now' }).click()

  await expect(page.getByRole('article', { name: 'Hotel Rooms' })).toContainText(
    'Sleeps up to 2: too small for 3 guests',
  )
  await expect(page.getByRole('article', { name: 'Cabana Rooms' })).toContainText(/₱[\d,]+ total/)
  await expect(page.getByText('for 2 adults, 1 kid.')).toBeVisible()
})

test('without dates Check Now filters by guests after the simulated wait, as the default does', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(request.url())
  })

  await page.getByRole('combobox', { name: /^Adults/ }).selectOption('4 Adults')
  await page.getByRole('combobox', { name: /^Kids/ }).selectOption('1 Kid')
  await page.getByRole('button', { name: 'Check Now' }).click()

  await expect(page.getByRole('status', { name: 'Loading rooms' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1, { timeout: 6000 })
  await expect(page.getByRole('article', { name: 'Cabana Rooms' })).not.toContainText('total')
  expect(requests).toEqual([])
})

test(
  'with only one date, Check Now asks for the other next to the date fields',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const checkIn = page.getByRole('textbox', { name: 'Check in' })
    const checkOut = page.getByRole('textbox', { name: 'Check out' })
    await typeDate(page, checkIn, stayFor(testInfo, 2).checkIn)

    await page.getByRole('button', { name: 'Check Now' }).click()

    await expect(page.getByRole('alert')).toHaveText('Choose a check-out date.')
    await expect(checkOut).toHaveAttribute('aria-invalid', 'true')
    await expect(checkOut).toHaveAccessibleDescription('Choose a check-out date.')
    await expect(checkIn).not.toHaveValue('')
  },
)

test(
  'a failed request says so in words and keeps every choice',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = stayFor(testInfo, 3)
    await page.route('**/api/availability**', (route) => route.abort('connectionrefused'))
    await chooseStay(page, page, stay)
    await page.getByRole('combobox', { name: /^Adults/ }).selectOption('3 Adults')

    await page.getByRole('button', { name: 'Check Now' }).click()

    await expect(page.getByRole('alert')).toContainText('We could not check prices for your dates')
    await expect(page.getByRole('textbox', { name: 'Check in' })).not.toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Check out' })).not.toHaveValue('')
    await expect(page.getByRole('combobox', { name: /^Adults/ })).toHaveValue('3 Adults')
    await expect(page.getByRole('article')).toHaveCount(3)
    await expect(page.getByRole('article').first()).not.toContainText('total')
  },
)

test('the dates and their prices are still there after a visit to a room', async ({
  page,
}, testInfo) => {
  await chooseStay(page, page, stayFor(testInfo, 4))
  await page.getByRole('button', { name: 'Check Now' }).click()
  await expect(page.getByRole('article', { name: 'Cabana Rooms' })).toContainText('total')

  await page.getByRole('link', { name: 'Cabana Rooms', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cabana Rooms Details')
  await page.goBack()

  await expect(page.getByRole('article', { name: 'Cabana Rooms' })).toContainText('total')
  await expect(page.getByRole('textbox', { name: 'Check in' })).not.toHaveValue('')
})
