/**
 * A guest adds extras in the booking form (docs/reservations.md, "Extras"): each ticked extra
 * is priced into the total beside the form, booked with the stay, and shown on the
 * confirmation, the look-up and the mail.
 */
import { expect, test, type Page } from '@playwright/test'
import { toStayQuery } from '../app/lib/stay-query'
import {
  expectNoAxeViolations,
  fillGuest,
  guestEmail,
  receivedMails,
  stayFor,
  waitForHydration,
} from './support'

// Not the Hotel Rooms' Room only: the weekday prices' spec moves its price while it runs.
const DELUXE_ROOM = 3

function summary(page: Page) {
  return page.getByRole('complementary', { name: 'Your stay' })
}

/**
 * The stay summary's figure for a term, such as 'Total': the first list of the page that has
 * it (the look-up may list the folio's charges below, with a total of their own).
 */
function figure(scope: ReturnType<typeof summary>, term: string) {
  const exactly = new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  return scope
    .getByRole('term')
    .filter({ hasText: exactly })
    .first()
    .locator('xpath=following-sibling::dd')
}

test('breakfast and two kayaks: priced into the total, booked, and listed on the confirmation, the look-up and the mail', async ({
  page,
}, testInfo) => {
  // The Deluxe Room, room only, at ₱2,500 a night for two adults and two nights: ₱5,000.
  // Breakfast for 2 guests × 2 nights at ₱450: ₱1,800. Two kayaks at ₱600: ₱1,200.
  const stay = stayFor(testInfo, 32, 2)
  const email = guestEmail(testInfo, 'extras')
  await page.goto(
    `/room/${DELUXE_ROOM}/book${toStayQuery({ ...stay, adults: 2, kids: 0, rate: 'room-only' })}`,
  )
  await waitForHydration(page)
  await expect(figure(summary(page), 'Total')).toHaveText('₱5,000')

  const extras = page.getByRole('group', { name: 'Extras' })
  const breakfast = extras.getByRole('checkbox', { name: /^Breakfast ₱450 a guest a night/ })
  await breakfast.check()
  await expect(figure(summary(page), 'Total')).toHaveText('₱6,800')
  // The total is asked again; the box keeps its focus meanwhile.
  await expect(breakfast).toBeFocused()
  await expect(figure(summary(page), 'Breakfast (4 × ₱450)')).toHaveText('₱1,800')

  await extras.getByRole('checkbox', { name: /^Kayak, half a day ₱600 each/ }).check()
  await extras.getByRole('combobox', { name: 'How many of Kayak, half a day' }).selectOption('2')
  await expect(figure(summary(page), 'Total')).toHaveText('₱8,000')
  await expect(figure(summary(page), 'Kayak, half a day (2 × ₱600)')).toHaveText('₱1,200')
  // Beside the boxes too: on a phone the summary is far above them.
  await expect(extras.getByRole('status')).toHaveText('Your total with these extras: ₱8,000')
  await extras.screenshot({ path: testInfo.outputPath('extras-field.png') })
  await fillGuest(page, { name: 'Ana Reyes', email, phone: '+63 917 555 0132' })
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('booking-extras.png'), fullPage: true })

  await page.getByRole('button', { name: 'Request reservation' }).click()
  await expect(page.getByRole('heading', { name: 'Reservation requested' })).toBeFocused()
  const confirmation = page.getByRole('region', { name: 'Reservation requested' })
  await expect(figure(confirmation, 'Breakfast (4 × ₱450)')).toHaveText('₱1,800')
  await expect(figure(confirmation, 'Kayak, half a day (2 × ₱600)')).toHaveText('₱1,200')
  await expect(figure(confirmation, 'Total')).toHaveText('₱8,000')
  const reference = (await confirmation.getByRole('definition').first().textContent())?.trim()
  await page.screenshot({
    path: testInfo.outputPath('booking-extras-confirmed.png'),
    fullPage: true,
  })

  await expect
    .poll(async () => (await receivedMails(page)).find((mail) => mail.to.includes(email))?.text, {
      timeout: 10_000,
    })
    .toContain('Breakfast: ₱1,800 (4 × ₱450)')

  await page.getByRole('link', { name: 'View or cancel this reservation' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Find reservation' }).click()
  const details = page.getByRole('region', { name: `Reservation ${reference}` })
  await expect(figure(details, 'Kayak, half a day (2 × ₱600)')).toHaveText('₱1,200')
  await expect(figure(details, 'Total')).toHaveText('₱8,000')
  await expectNoAxeViolations(page)
})

test('an extra unticked leaves the total as the room alone, and nothing extra is booked', async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 33, 2)
  await page.goto(
    `/room/${DELUXE_ROOM}/book${toStayQuery({ ...stay, adults: 2, kids: 0, rate: 'room-only' })}`,
  )
  await waitForHydration(page)
  const extras = page.getByRole('group', { name: 'Extras' })
  const transfer = extras.getByRole('checkbox', { name: /^Boat transfer ₱800 a guest/ })

  // Keyboard only: Space ticks and unticks.
  await transfer.focus()
  await page.keyboard.press('Space')
  // Two guests at ₱800 on ₱5,000.
  await expect(figure(summary(page), 'Total')).toHaveText('₱6,600')
  await page.keyboard.press('Space')
  await expect(figure(summary(page), 'Total')).toHaveText('₱5,000')
  await expect(summary(page).getByRole('term').filter({ hasText: 'Boat transfer' })).toHaveCount(0)
  await expect(transfer).toBeFocused()
})
