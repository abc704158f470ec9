import { expect, test } from '@playwright/test'
import { addDays, resortToday } from '../domain/calendar'
import { formatCentavos } from '../domain/money'
import {
  availabilityFor,
  expectNoAxeViolations,
  pickerText,
  stayFor,
  waitForHydration,
} from './support'

// Read-only: these tests ask for prices on slot 35's nights and book nothing.
const SLOT = 35
const HOTEL = 1
const DELUXE = 3

function landingQuery(
  checkIn: string,
  nights: number | string,
  adults = 2,
  kids: number | string = 1,
) {
  return `checkin=${checkIn}&nights=${nights}&adults=${adults}&kids=${kids}`
}

test("a room's landing link opens with its dates and guests chosen and the stay's price", async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, SLOT, 3)
  const answer = await availabilityFor(page, stay, 2, 1)
  // The Deluxe Room sleeps four; its card's price is its room-only rate.
  const roomOnly = answer.rooms
    .find((room) => room.id === DELUXE)
    ?.rates.find((rate) => rate.code === 'room-only')?.total

  await page.goto(`/room/${DELUXE}?${landingQuery(stay.checkIn, 3)}`)
  await waitForHydration(page)

  const panel = page.getByRole('region', { name: 'Your Reservation' })
  await expect(panel.getByRole('textbox', { name: 'Check in' })).toHaveValue(
    pickerText(stay.checkIn),
  )
  await expect(panel.getByRole('textbox', { name: 'Check out' })).toHaveValue(
    pickerText(stay.checkOut),
  )
  await expect(panel.getByRole('combobox', { name: 'Adults' })).toHaveValue('2 Adults')
  await expect(panel.getByRole('combobox', { name: 'Kids' })).toHaveValue('1 Kid')
  await expect(panel.getByText(/^Available for 3 nights\./)).toBeVisible()
  await expect(
    panel.getByRole('link', { name: `book now ${formatCentavos(roomOnly ?? 0)}` }),
  ).toBeVisible()
  await expect(panel.getByRole('status').filter({ hasText: 'your link' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test("the home page's landing link searches its dates at once", async ({ page }, testInfo) => {
  const stay = stayFor(testInfo, SLOT, 2)
  const answer = await availabilityFor(page, stay, 2, 0)
  const hotelTotal = answer.rooms
    .find((room) => room.id === HOTEL)
    ?.rates.find((rate) => rate.code === 'breakfast')?.total

  await page.goto(`/?${landingQuery(stay.checkIn, 2, 2, 0)}`)
  await waitForHydration(page)

  await expect(page.getByRole('textbox', { name: 'Check in' })).toHaveValue(
    pickerText(stay.checkIn),
  )
  await expect(page.getByRole('combobox', { name: 'Adults' })).toHaveValue('2 Adults')
  await expect(page.getByText(/^Prices for 2 nights/)).toBeVisible()
  const hotel = page.getByRole('article', { name: 'Hotel Rooms' })
  await expect(hotel.getByRole('link', { name: /^Book now/ })).toHaveText(
    `Book now ${formatCentavos(hotelTotal ?? 0)}`,
  )
  await expectNoAxeViolations(page)
})

test('bad or past values in a landing link are left out in words, never an error page', async ({
  page,
}, testInfo) => {
  const yesterday = addDays(resortToday(new Date()), -1)
  await page.goto(`/room/${HOTEL}?${landingQuery(yesterday, 31, 0, -1)}`)
  await waitForHydration(page)

  const panel = page.getByRole('region', { name: 'Your Reservation' })
  const note = panel.getByRole('status').filter({ hasText: 'your link' })
  await expect(note).toContainText('The arrival date in your link has passed')
  await expect(note).toContainText('A stay is 1 to 30 nights')
  await expect(note).toContainText('A room takes 1 to 4 adults')
  await expect(note).toContainText('A room takes up to 4 kids')
  await expect(panel.getByRole('textbox', { name: 'Check in' })).toHaveValue('')
  await expect(panel.getByText('Choose your dates to see the price of your stay.')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('landing-note.png') })

  const tooFar = addDays(resortToday(new Date()), 800)
  await page.goto(`/?checkin=${tooFar}&nights=2`)
  await waitForHydration(page)
  await expect(page.getByText('We take bookings up to 730 days ahead')).toBeVisible()

  await page.goto('/?checkin=(CHECKINDAY)&nights=0')
  await waitForHydration(page)
  await expect(page.getByText('We could not read the arrival date in your link')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Rooms', level: 2 })).toBeVisible()
})

test('a landing link to a room the resort does not have leads to every room for its dates', async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, SLOT, 2)
  await page.goto(`/room/99?${landingQuery(stay.checkIn, 2, 1, 0)}`)
  await waitForHydration(page)

  await expect(page.getByText('We have no room number 99')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'See all our rooms for your dates' }).click()
  await expect(page).toHaveURL(/\/\?checkin=/)
  await expect(page.getByText(/^Prices for 2 nights/)).toBeVisible()
})
