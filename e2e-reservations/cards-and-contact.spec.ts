import { expect, test, type Page } from '@playwright/test'
import { formatCentavos } from '../domain/money'
import {
  availabilityFor,
  bookThroughApi,
  chooseStay,
  expectNoAxeViolations,
  guestEmail,
  stayFor,
  waitForHydration,
} from './support'

const CABANA = 2

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
})

test("with dates a card's button says its stay's total and books that rate; a sold-out card has none", async ({
  page,
}, testInfo) => {
  const stay = stayFor(testInfo, 28)
  for (const guest of ['first', 'second']) {
    await bookThroughApi(page, { roomId: CABANA, ...stay, email: guestEmail(testInfo, guest) })
  }
  const answer = await availabilityFor(page, stay)
  const total = (roomId: number, code: string) =>
    formatCentavos(
      answer.rooms.find((room) => room.id === roomId)?.rates.find((rate) => rate.code === code)
        ?.total ?? 0,
    )

  await chooseStay(page, page, stay)
  await page.getByRole('button', { name: 'Check Now' }).click()

  const hotel = page.getByRole('article', { name: 'Hotel Rooms' })
  const deluxe = page.getByRole('article', { name: 'Deluxe Room' })
  const cabana = page.getByRole('article', { name: 'Cabana Rooms' })
  await expect(hotel).toContainText(`with breakfast${total(1, 'breakfast')} total`)
  await expect(hotel.getByRole('link', { name: /^Book now/ })).toHaveText(
    `Book now ${total(1, 'breakfast')}`,
  )
  await expect(deluxe).toContainText(`room only${total(3, 'room-only')} total`)
  await expect(deluxe.getByRole('link', { name: /^Book now/ })).toHaveText(
    `Book now ${total(3, 'room-only')}`,
  )
  await expect(cabana).toContainText('Sold out for your dates')
  await expect(cabana.getByRole('link', { name: /^Book now/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The rate the Hotel card shows, with breakfast, is the one its room page books.
  await hotel.getByRole('link', { name: /^Book now/ }).click()
  const panel = page.getByRole('region', { name: 'Your Reservation' })
  await expect(panel.getByText('Available for 2 nights.')).toBeVisible()
  await expect(panel.getByRole('radio', { name: /With breakfast/ })).toBeChecked()
  await expect(panel.getByRole('link', { name: `book now ${total(1, 'breakfast')}` })).toBeVisible()
})

test('without dates a card says its lowest price a night, and its room page starts on that rate', async ({
  page,
}, testInfo) => {
  const hotel = page.getByRole('article', { name: 'Hotel Rooms' })
  await expect(hotel.getByRole('link', { name: /^Book now/ })).toHaveText(
    'Book now from ₱2,000 a night',
  )
  await expect(
    page.getByRole('article', { name: 'Deluxe Room' }).getByRole('link', { name: /^Book now/ }),
  ).toHaveText('Book now from ₱2,500 a night')

  await hotel.getByRole('link', { name: /^Book now/ }).click()
  await expect(page).toHaveURL(/\/room\/1\?rate=room-only$/)
  const panel = page.getByRole('region', { name: 'Your Reservation' })
  await chooseStay(page, panel, stayFor(testInfo, 29))
  await expect(panel.getByRole('radio', { name: /Room only/ })).toBeChecked()
})

/** The header's links, behind the Menu button below the md width. */
async function headerLink(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await menu.click()
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })
}

test('the header leads to the rooms, the contact block and Find my reservation', async ({
  page,
}) => {
  await page.goto('/room/3')
  await waitForHydration(page)

  await (await headerLink(page, 'Contact')).click()
  const contact = page.getByRole('region', { name: 'Contact' })
  await expect(contact).toBeInViewport()
  await expect(page).toHaveURL(/\/room\/3#contact$/)

  await (await headerLink(page, 'Rooms')).click()
  await expect(page).toHaveURL(/\/#rooms$/)
  await expect(page.getByRole('heading', { name: 'Rooms', level: 2 })).toBeInViewport()

  await (await headerLink(page, 'Find my reservation')).click()
  await expect(page).toHaveURL(/\/reservation$/)
})

test('every page ends with the contact block: address, phone, email, map, the way by boat or van', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo')
  const contact = footer.getByRole('region', { name: 'Contact' })
  await expect(contact).toContainText('Coron, Palawan')
  await expect(contact.getByRole('link', { name: '+63 917 555 0142' })).toHaveAttribute(
    'href',
    'tel:+639175550142',
  )
  await expect(contact.getByRole('link', { name: 'stay@aloncove.ph' })).toHaveAttribute(
    'href',
    'mailto:stay@aloncove.ph',
  )
  await expect(contact.getByRole('link', { name: 'See us on the map' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  await expect(contact.getByRole('term')).toHaveText(['By boat', 'By van'])
  await expect(footer.getByRole('link', { name: 'Find my reservation' })).toHaveAttribute(
    'href',
    '/reservation',
  )
  await footer.scrollIntoViewIfNeeded()
  await expectNoAxeViolations(page, 'footer')
})
