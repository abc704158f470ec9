import { expect, test, type Page } from '@playwright/test'
import { formatCentavos } from '../domain/money'
import { schemaOrgProblems } from '../scripts/schema-org'
import { nodesOf, ofType, stayFor, structuredData, waitForHydration } from './support'

// Read-only: prices for slot 35's nights, nothing booked.
const SLOT = 35
const DELUXE = 3

/** The panel's total, beside its 'Total'. */
function shownPrice(page: Page) {
  return page
    .getByRole('region', { name: 'Your Reservation' })
    .getByText('Total', { exact: true })
    .locator('xpath=following-sibling::span')
}

function watchCsp(page: Page): string[] {
  const refusals: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text())
  })
  return refusals
}

test('every guest page carries the resort as a schema.org Hotel, valid against the vocabulary', async ({
  page,
}) => {
  const refusals = watchCsp(page)
  for (const path of ['/', `/room/${DELUXE}`, '/reservation']) {
    await page.goto(path)
    await waitForHydration(page)
    const documents = await structuredData(page)
    expect(documents.length, path).toBeGreaterThan(0)
    for (const document of documents) expect(schemaOrgProblems(document), path).toEqual([])
    const [hotel] = ofType(nodesOf(documents), 'Hotel')
    expect(hotel, path).toMatchObject({
      name: 'Alon Cove Resort',
      telephone: '+63 917 555 0142',
      address: { '@type': 'PostalAddress', addressLocality: 'Coron' },
      geo: { '@type': 'GeoCoordinates' },
      checkinTime: '15:00',
      checkoutTime: '10:30',
      priceRange: expect.stringMatching(/^₱[\d,]+ to ₱[\d,]+ a night$/) as unknown,
    })
    expect((hotel?.image as string[]).length, path).toBeGreaterThan(1)
    expect((hotel?.amenityFeature as unknown[]).length, path).toBeGreaterThan(0)
  }
  expect(refusals).toEqual([])
})

test("a room page's Offer for the shown dates is the price the page shows", async ({
  page,
}, testInfo) => {
  const refusals = watchCsp(page)
  const stay = stayFor(testInfo, SLOT, 2)
  await page.goto(`/room/${DELUXE}`)
  await waitForHydration(page)

  // Without dates: the room's price a night, as its button says.
  const panel = page.getByRole('region', { name: 'Your Reservation' })
  const [plain] = ofType(nodesOf(await structuredData(page)), 'HotelRoom')
  const plainOffer = plain?.offers as { price: number }
  await expect(panel.getByRole('button', { name: /^book now/ })).toHaveText(
    `book now ₱${plainOffer.price.toLocaleString('en-US')}`,
  )

  await page.goto(`/room/${DELUXE}?checkin=${stay.checkIn}&nights=2&adults=2&kids=0`)
  await waitForHydration(page)
  await expect(panel.getByText(/^Available for 2 nights/)).toBeVisible()
  const shownTotal = await shownPrice(page).textContent()
  const documents = await structuredData(page)
  for (const document of documents) expect(schemaOrgProblems(document)).toEqual([])
  const dated = ofType(nodesOf(documents), 'HotelRoom')
    .map((room) => room.offers as Record<string, unknown>)
    .find((offer) => offer.availabilityStarts === stay.checkIn)

  expect(dated).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'PHP',
    availabilityEnds: stay.checkOut,
    url: expect.stringContaining(`/room/${DELUXE}?checkin=${stay.checkIn}&nights=2`) as unknown,
  })
  expect(formatCentavos(Math.round((dated?.price as number) * 100))).toBe(shownTotal)

  // Choosing the other rate changes the Offer with the price on screen.
  await panel.getByRole('radio', { name: /With breakfast/ }).check()
  await expect(async () => {
    const total = await shownPrice(page).textContent()
    const offer = ofType(nodesOf(await structuredData(page)), 'HotelRoom')
      .map((room) => room.offers as Record<string, unknown>)
      .find((candidate) => candidate.availabilityStarts === stay.checkIn)
    expect(formatCentavos(Math.round((offer?.price as number) * 100))).toBe(total)
    expect(total).not.toBe(shownTotal)
  }).toPass({ timeout: 10_000 })
  expect(refusals).toEqual([])
})
