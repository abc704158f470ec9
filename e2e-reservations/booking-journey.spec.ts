import { expect, test } from '@playwright/test'
import { formatCentavos } from '../domain/money'
import { addDays, formatStayDate } from '../domain/calendar'
import {
  REFERENCE,
  availabilityFor,
  bookThroughApi,
  chooseStay,
  expectNoAxeViolations,
  fillGuest,
  guestEmail,
  receivedMails,
  stayFor,
  unitsLeft,
  waitForHydration,
} from './support'

const DELUXE = 3

test('search, book, get the email, find the booking, cancel it: its nights are free again', async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 5)
  const email = guestEmail(testInfo, 'journey')
  const unitsBefore = await unitsLeft(page, stay, DELUXE)
  const quoted = (await availabilityFor(page, stay, 2, 0)).rooms.find((room) => room.id === DELUXE)
  const breakfastTotal = formatCentavos(
    quoted?.rates.find((rate) => rate.code === 'breakfast')?.total ?? 0,
  )

  // Home: dates and party, then the Deluxe card's link carries them to its page.
  await page.goto('/')
  await waitForHydration(page)
  await chooseStay(page, page, stay)
  await page.getByRole('combobox', { name: /^Adults/ }).selectOption('2 Adults')
  await page.getByRole('button', { name: 'Check Now' }).click()
  await page
    .getByRole('article', { name: 'Deluxe Room' })
    .getByRole('link', { name: /^Book now/ })
    .click()

  // Room page: the panel starts from the link's stay; choose a rate, see the total.
  const panel = page.getByRole('region', { name: 'Your Reservation' })
  await expect(panel.getByRole('textbox', { name: 'Check in' })).not.toHaveValue('')
  await expect(panel.getByRole('combobox', { name: /^Adults/ })).toHaveValue('2 Adults')
  await expect(panel.getByText('Available for 2 nights.')).toBeVisible()
  await expect(panel.getByRole('radio', { name: /Room only/ })).toBeChecked()
  await panel.getByRole('radio', { name: /With breakfast/ }).check()
  await expect(panel.getByRole('link', { name: `book now ${breakfastTotal}` })).toBeVisible()
  await expectNoAxeViolations(page)
  await panel.getByRole('link', { name: /^book now/ }).click()

  // Booking form: the summary is the server's, then the guest's details.
  await expect(page).toHaveURL(/\/room\/3\/book\?.*rate=breakfast/)
  const summary = page.getByRole('complementary', { name: 'Your stay' })
  await expect(summary).toContainText('Deluxe Room')
  await expect(summary).toContainText('2 nights')
  await expect(summary).toContainText('2 adults, no kids')
  await expect(summary).toContainText('With breakfast')
  await expect(summary).toContainText(breakfastTotal)
  const policy = `Free cancellation until ${formatStayDate(addDays(stay.checkIn, -3))}; after that, the first night is charged.`
  await expect(summary).toContainText(policy)
  await expectNoAxeViolations(page)
  await fillGuest(page, {
    name: 'Maria Santos',
    email,
    phone: '+63 917 123 4567',
    notes: 'Late arrival',
  })
  await page.getByRole('button', { name: 'Request reservation' }).click()

  // Confirmation: the reference, the state in words, what happens next.
  const heading = page.getByRole('heading', { name: 'Reservation requested' })
  await expect(heading).toBeFocused()
  const reference = await page.getByRole('definition').filter({ hasText: REFERENCE }).innerText()
  await expect(page.getByText(/State: Requested: the resort will confirm it soon/)).toBeVisible()
  await expect(
    page.getByText(`An email with your reference is on its way to ${email}.`),
  ).toBeVisible()
  await expect(page.getByRole('main')).toContainText(breakfastTotal)
  await expect(page.getByRole('main')).toContainText(policy)
  await expectNoAxeViolations(page)
  expect(await unitsLeft(page, stay, DELUXE)).toBe(unitsBefore - 1)

  // The guest's 'request received' mail reaches the SMTP server with the reference.
  await expect
    .poll(async () => {
      const mails = await receivedMails(page)
      return mails.find((mail) => mail.to.includes(email) && mail.subject.includes(reference))
    })
    .toMatchObject({
      subject: expect.stringContaining('received'),
      text: expect.stringMatching(
        new RegExp(`${reference}[\\s\\S]*Cancellation: Free cancellation until`),
      ),
    })

  // Look-up: the confirmation's link fills in the reference; the email finds the booking.
  await page.getByRole('link', { name: 'View or cancel this reservation' }).click()
  await expect(page).toHaveURL(`/reservation?ref=${reference}`)
  await expect(page.getByLabel('Reference')).toHaveValue(reference)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Find reservation' }).click()
  const details = page.getByRole('region', { name: `Reservation ${reference}` })
  await expect(details).toContainText('Requested: the resort will confirm it soon')
  await expect(details).toContainText('Deluxe Room')

  // Cancel, with a second step that asks first.
  await details.getByRole('button', { name: 'Cancel reservation' }).click()
  await expect(details.getByRole('group', { name: /Cancel reservation/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await details.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(details.getByRole('status')).toHaveText('Cancelled: the nights are free again.')
  await expect(details.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0)

  expect(await unitsLeft(page, stay, DELUXE)).toBe(unitsBefore)
})

test('a wrong email finds nothing, in the same words as a wrong reference', async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 6)
  const email = guestEmail(testInfo, 'lookup')
  const ref = await bookThroughApi(page, { roomId: 1, ...stay, email })
  await page.goto('/reservation')
  await waitForHydration(page)

  // Each answer is awaited, so the second message cannot be the first one still on screen.
  const findWith = async (reference: string, address: string) => {
    await page.getByLabel('Reference').fill(reference)
    await page.getByLabel('Email').fill(address)
    const answer = page.waitForResponse((response) => response.url().includes('/api/reservations/'))
    await page.getByRole('button', { name: 'Find reservation' }).click()
    expect((await answer).status()).toBe(404)
    await expect(page.getByRole('alert')).toContainText('No booking matches')
    return page.getByRole('alert').innerText()
  }
  const wrongEmail = await findWith(ref, `other.${email}`)
  const wrongReference = await findWith(ref === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ', email)

  expect(wrongEmail).toContain('No booking matches that reference and email.')
  expect(wrongReference).toBe(wrongEmail)
  await expectNoAxeViolations(page)
})

test('the look-up form says what is missing next to each field', async ({ page }) => {
  await page.goto('/reservation')
  await waitForHydration(page)

  await page.getByLabel('Reference').fill('abc')
  await page.getByRole('button', { name: 'Find reservation' }).click()

  await expect(page.getByLabel('Reference')).toBeFocused()
  await expect(page.getByLabel('Reference')).toHaveAccessibleDescription(/8 letters and digits/)
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Enter the email address you booked with.',
  )
  await expect(page.getByLabel('Reference')).toHaveValue('abc')
  await expectNoAxeViolations(page)
})
