import { expect, test, type Page } from '@playwright/test'
import { toStayQuery } from '../app/lib/stay-query'
import {
  bookThroughApi,
  expectAppNotYetInCharge,
  expectSameDocument,
  guestEmail,
  markThePage,
  openLikeSlowPhone,
  pickerText,
  stayFor,
  waitForHydration,
  type Stay,
} from './support'

// Reservations mode's prerendered forms count from the first paint too (docs/decisions/009):
// each test loads the page like a slow phone, acts while the app's scripts are held, then lets
// the app take over and checks that what was typed is still there and is what was sent.

const reference = (page: Page) => page.getByLabel('Reference')
const email = (page: Page) => page.getByLabel('Email')
const findButton = (page: Page) => page.getByRole('button', { name: 'Find reservation' })

test('a reference and email typed, and Find reservation pressed, before the app takes over find the booking as it takes over', async ({
  page,
}, testInfo) => {
  const address = guestEmail(testInfo, 'early-lookup')
  const ref = await bookThroughApi(page, { roomId: 1, ...stayFor(testInfo, 23), email: address })
  const letTheAppIn = await openLikeSlowPhone(page, '/reservation')

  await reference(page).fill(ref)
  await email(page).fill(address)
  await markThePage(page)
  await findButton(page).click()
  await expectAppNotYetInCharge(page)
  const lookUp = page.waitForRequest((request) => request.url().includes('/api/reservations/'), {
    timeout: 15_000,
  })
  letTheAppIn()

  const sent = new URL((await lookUp).url())
  expect(sent.pathname).toBe(`/api/reservations/${ref}`)
  expect(sent.searchParams.get('email')).toBe(address)
  await expect(page.getByRole('region', { name: `Reservation ${ref}` })).toContainText(
    'Hotel Rooms',
  )
  await expect(reference(page)).toHaveValue(ref)
  await expect(email(page)).toHaveValue(address)
  await expectSameDocument(page)
  expect(page.url()).toMatch(/\/reservation$/)
})

test("an email typed before the app takes over stays beside the reference of the confirmation's link", async ({
  page,
}, testInfo) => {
  const address = guestEmail(testInfo, 'early-link')
  const ref = await bookThroughApi(page, { roomId: 3, ...stayFor(testInfo, 24), email: address })
  const letTheAppIn = await openLikeSlowPhone(page, `/reservation?ref=${ref}`)

  await email(page).fill(address)
  await expectAppNotYetInCharge(page)
  letTheAppIn()
  await waitForHydration(page)

  await expect(reference(page)).toHaveValue(ref)
  await expect(email(page)).toHaveValue(address)
  await findButton(page).click()
  await expect(page.getByRole('region', { name: `Reservation ${ref}` })).toContainText(
    'Deluxe Room',
  )
})

/** Types the stay in the search bar's stand-in date fields, before the picker has loaded. */
async function typeStayEarly(page: Page, stay: Stay) {
  const form = page.getByRole('form', { name: 'Check room availability' })
  await form.getByRole('textbox', { name: 'Check in' }).fill(pickerText(stay.checkIn))
  await form.getByRole('textbox', { name: 'Check out' }).fill(pickerText(stay.checkOut))
  await form.getByRole('combobox', { name: /^Adults/ }).selectOption('2 Adults')
}

function availabilityRequest(page: Page) {
  return page
    .waitForRequest((request) => request.url().includes('/api/availability'), { timeout: 15_000 })
    .then((request) => Object.fromEntries(new URL(request.url()).searchParams))
}

test('dates and guests chosen, and Check Now pressed, before the app takes over search that stay', async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 25)
  const letTheAppIn = await openLikeSlowPhone(page, '/')

  await typeStayEarly(page, stay)
  await markThePage(page)
  await page.getByRole('button', { name: 'Check Now' }).click()
  await expectAppNotYetInCharge(page)
  const search = availabilityRequest(page)
  letTheAppIn()

  expect(await search).toEqual({ ...stay, adults: '2', kids: '0' })
  await expect(page.getByRole('article', { name: 'Hotel Rooms' })).toContainText('2 nights')
  await expect(page.getByRole('textbox', { name: 'Check in' })).toHaveValue(
    pickerText(stay.checkIn),
  )
  await expect(page.getByRole('textbox', { name: 'Check out' })).toHaveValue(
    pickerText(stay.checkOut),
  )
  await expectSameDocument(page)
})

test('dates typed before the app takes over are the ones Check Now searches once it has', async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 26)
  const letTheAppIn = await openLikeSlowPhone(page, '/')

  await typeStayEarly(page, stay)
  await expectAppNotYetInCharge(page)
  letTheAppIn()
  await waitForHydration(page)
  const search = availabilityRequest(page)
  await page.getByRole('button', { name: 'Check Now' }).click()

  expect(await search).toEqual({ ...stay, adults: '2', kids: '0' })
  await expect(page.getByRole('article', { name: 'Hotel Rooms' })).toContainText('2 nights')
})

test("a stay typed in a room's panel before the app takes over is priced as it takes over, the field still in use keeping its focus", async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 27)
  const letTheAppIn = await openLikeSlowPhone(page, '/room/1')
  const panel = page.getByRole('region', { name: 'Your Reservation' })
  const checkOut = panel.getByRole('textbox', { name: 'Check out' })

  await panel.getByRole('textbox', { name: 'Check in' }).fill(pickerText(stay.checkIn))
  await checkOut.fill(pickerText(stay.checkOut))
  await expectAppNotYetInCharge(page)
  letTheAppIn()
  await waitForHydration(page)

  await expect(panel.getByRole('link', { name: /^book now ₱/ })).toHaveAttribute(
    'href',
    `/room/1/book${toStayQuery({ ...stay, adults: 1, kids: 0, rate: 'breakfast' })}`,
  )
  await expect(checkOut).toBeFocused()
  await expect(checkOut).toHaveValue(pickerText(stay.checkOut))
})
