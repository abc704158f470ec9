import { expect, test, type Page } from '@playwright/test'
import { resort } from '../content/resort'
import { formatCentavos } from '../domain/money'
import { BOOKING_CATALOGUES, CATALOGUES } from '../app/i18n/catalogues'
import { LANGUAGE_TAGS, PREFIXED_LANGUAGES } from '../app/i18n/languages'
import { fill } from '../app/i18n/locale'
import { MAIL_WORDS } from '../server/reservations/mail/mail-words'
import { stayTalk } from '../app/i18n/use-stay-words'
import { schemaOrgProblems } from '../scripts/schema-org'
import {
  REFERENCE,
  availabilityFor,
  expectNoAxeViolations,
  guestEmail,
  nodesOf,
  ofType,
  pickerText,
  receivedMails,
  stayFor,
  structuredData,
  waitForHydration,
  type JsonLdNode,
} from './support'

/**
 * Reservations mode in each language: its pages, a landing link on its room page, and a booking
 * from dates to confirmation, every word from that language's catalogues. The bookings are in
 * guest slot 40, on the Hotel Rooms (six units: one a language); the landing links only read
 * slot 35's prices, as landing-links.spec.ts does.
 */
const HOTEL = 1
const DELUXE = 3
const BOOKING_SLOT = 40
const LANDING_SLOT = 35

/** The server's policy in English (describePolicy), which a language page never shows. */
const SERVER_ENGLISH = /Free cancellation|Non-refundable:/

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A subject's words around its reference and the resort's name, whatever that name is. */
function subjectPattern(subject: (ref: string, resort: string) => string): RegExp {
  const [before, between, after] = subject('{REF}', '{RESORT}').split(/\{REF\}|\{RESORT\}/)
  return new RegExp(
    `^${escapeRegExp(before ?? '')}.+${escapeRegExp(between ?? '')}.+${escapeRegExp(after ?? '')}$`,
  )
}

/**
 * The page's schema.org data, valid against the vocabulary and naming the resort as its Hotel,
 * as structured-data.spec.ts checks the English pages'. Returns its nodes.
 */
async function expectResortData(page: Page, where: string): Promise<JsonLdNode[]> {
  const documents = await structuredData(page)
  expect(documents.length, where).toBeGreaterThan(0)
  for (const document of documents) expect(schemaOrgProblems(document), where).toEqual([])
  const nodes = nodesOf(documents)
  expect(ofType(nodes, 'Hotel')[0], where).toMatchObject({
    name: resort.name,
    address: { '@type': 'PostalAddress' },
  })
  return nodes
}

/** Console errors of the page from now on, to be read at the end of a test. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

for (const lang of PREFIXED_LANGUAGES) {
  const { words } = CATALOGUES[lang]
  const { stay: stayWords, booking } = BOOKING_CATALOGUES[lang]
  const mailWords = MAIL_WORDS[lang]
  const talk = stayTalk(lang, stayWords)

  test.describe(`${lang}`, () => {
    test('home and a room page speak the language, with their links and the panel', async ({
      page,
    }) => {
      const errors = consoleErrors(page)
      await page.goto(`/${lang}`)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang])
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(6)
      await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/$/)
      await expect(page.getByRole('heading', { level: 2, name: words.rooms })).toBeVisible()
      // The guest's way to a booking stays in the language, from the footer as from the menu.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: stayWords.findMyReservation }),
      ).toHaveAttribute('href', `/${lang}/reservation`)
      await expect(page.getByRole('heading', { name: stayWords.gettingHere })).toBeVisible()
      await expectNoAxeViolations(page)
      await expectResortData(page, 'home')

      await page.goto(`/${lang}/room/${DELUXE}`)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang])
      await expect(page.locator(`link[hreflang="${LANGUAGE_TAGS[lang]}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/${lang}/room/${DELUXE}$`),
      )
      const panel = page.getByRole('region', { name: words.yourReservation })
      await expect(panel.getByRole('status')).toHaveText(stayWords.chooseYourDates)
      await expect(panel.getByRole('textbox', { name: words.checkIn })).toBeVisible()
      await expectNoAxeViolations(page)
      // Without dates the room's Offer is its price a night, the one its button says.
      const [room] = ofType(await expectResortData(page, 'room'), 'HotelRoom')
      const { price } = room?.offers as { price: number }
      await expect(panel.getByRole('button', { name: words.panelBookNow.trim() })).toHaveText(
        `${words.panelBookNow}₱${price.toLocaleString('en-US')}`,
      )
      expect(errors).toEqual([])
    })

    test('a landing link opens its room page with the dates, the guests and the live price', async ({
      page,
    }, testInfo) => {
      const stay = stayFor(testInfo, LANDING_SLOT, 3)
      const answer = await availabilityFor(page, stay, 2, 1)
      const rates = answer.rooms.find((room) => room.id === DELUXE)?.rates ?? []
      const roomOnly = rates.find((rate) => rate.code === 'room-only')?.total

      await page.goto(`/${lang}/room/${DELUXE}?checkin=${stay.checkIn}&nights=3&adults=2&kids=1`)
      await waitForHydration(page)

      const panel = page.getByRole('region', { name: words.yourReservation })
      await expect(panel.getByRole('textbox', { name: words.checkIn })).toHaveValue(
        pickerText(stay.checkIn),
      )
      await expect(panel.getByRole('textbox', { name: words.checkOut })).toHaveValue(
        pickerText(stay.checkOut),
      )
      await expect(panel.getByRole('combobox', { name: words.adults })).toHaveValue('2 Adults')
      // 'Only 2 left' may follow, in any language, when other tests hold the room's units.
      const available = fill(stayWords.availableFor, { n: fill(stayWords.nights, { n: 3 }) })
      await expect(panel.getByText(new RegExp(`^${escapeRegExp(available)}`))).toBeVisible()
      const bookNow = panel.getByRole('link', {
        name: `${words.panelBookNow}${formatCentavos(roomOnly ?? 0)}`,
      })
      await expect(bookNow).toHaveAttribute('href', new RegExp(`^/${lang}/room/${DELUXE}/book\\?`))
      // Search engines read the price on screen as the room's Offer for these dates, which
      // links to this page in this language.
      const shownTotal = await panel
        .getByText(stayWords.totalLabel, { exact: true })
        .locator('xpath=following-sibling::span')
        .textContent()
      expect(shownTotal).toBe(formatCentavos(roomOnly ?? 0))
      const offer = ofType(await expectResortData(page, 'dated room'), 'HotelRoom')
        .map((room) => room.offers as Record<string, unknown>)
        .find((candidate) => candidate.availabilityStarts === stay.checkIn)
      expect(offer).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'PHP',
        availabilityEnds: stay.checkOut,
      })
      expect(formatCentavos(Math.round((offer?.price as number) * 100))).toBe(shownTotal)
      const offerUrl = new URL(offer?.url as string)
      expect(`${offerUrl.pathname}${offerUrl.search}`).toBe(
        `/${lang}/room/${DELUXE}?checkin=${stay.checkIn}&nights=3&adults=2&kids=1`,
      )
      // Each rate's cancellation policy in the language, not the server's English.
      expect(rates.length).toBeGreaterThan(0)
      for (const rate of rates) {
        const policy = panel.getByText(talk.policy(rate.policy), { exact: true })
        await expect(policy.filter({ visible: true })).toBeVisible()
      }
      await expect(panel.getByText(SERVER_ENGLISH)).toHaveCount(0)
      // The language menu keeps the stay: the same room in English, with the same dates.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'English' }),
      ).toHaveAttribute('href', `/room/${DELUXE}?checkin=${stay.checkIn}&nights=3&adults=2&kids=1`)
    })

    test('a booking from dates to the confirmation, which a reload and Back keep, with its email in the language', async ({
      page,
    }, testInfo) => {
      const stay = stayFor(testInfo, BOOKING_SLOT, 2)
      const email = guestEmail(testInfo, `language-${lang}`)
      const policies = (
        (await availabilityFor(page, stay, 2, 0)).rooms
          .find((room) => room.id === HOTEL)
          ?.rates.map((rate) => escapeRegExp(talk.policy(rate.policy))) ?? ['none']
      ).join('|')
      await page.goto(`/${lang}/room/${HOTEL}?checkin=${stay.checkIn}&nights=2&adults=2&kids=0`)
      await waitForHydration(page)
      const panel = page.getByRole('region', { name: words.yourReservation })
      await panel.getByRole('link', { name: new RegExp(`^${words.panelBookNow}₱`) }).click()

      await expect(page).toHaveURL(new RegExp(`/${lang}/room/${HOTEL}/book\\?`))
      await expect(page).toHaveTitle(
        new RegExp(`^${fill(booking.bookHeading, { r: 'Hotel Rooms' })}`),
      )
      const summary = page.getByRole('complementary', { name: booking.yourStay })
      await expect(summary).toContainText(fill(stayWords.nights, { n: 2 }))
      await expect(summary).toContainText(fill(stayWords.adults, { n: 2 }))
      // The summary's total comes before the one in its price details, which stay closed.
      await expect(summary.getByText(stayWords.totalLabel, { exact: true }).first()).toBeVisible()
      const policy = summary
        .getByText(booking.summaryCancellation, { exact: true })
        .locator('xpath=following-sibling::dd')
      await expect(policy).toHaveText(new RegExp(`^(${policies})$`))
      const chosenPolicy = (await policy.textContent()) ?? ''
      await page.getByLabel(booking.fullName).fill('Maria Santos')
      await page.getByLabel(booking.email, { exact: true }).fill(email)
      await page.getByLabel(booking.phone).fill('+63 917 123 4567')
      await expectNoAxeViolations(page)
      await expectResortData(page, 'booking form')
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/reservations'))
      await page.getByRole('button', { name: booking.requestReservation }).click()
      // The booking names the page's language, which the guest's emails are written in.
      expect((await sent).postDataJSON()).toMatchObject({ language: lang })

      const heading = page.getByRole('heading', { name: booking.reservationRequested })
      await expect(heading).toBeFocused()
      await expect(page).toHaveURL(new RegExp(`/${lang}/reservation\\?ref=[0-9A-Z]{8}$`))
      const reference = new URL(page.url()).searchParams.get('ref') ?? ''
      expect(reference).toMatch(REFERENCE)
      await expect(page.getByText(fill(booking.requestEmail, { e: email }))).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang])
      await expectNoAxeViolations(page)

      await page.reload()
      await waitForHydration(page)
      await expect(heading).toBeVisible()
      await expect(page.getByText(reference)).toBeVisible()
      await expectResortData(page, 'confirmation')

      // The request-received mail to this guest is in the page's language, not in English.
      let mail: Awaited<ReturnType<typeof receivedMails>>[number] | undefined
      await expect
        .poll(async () => {
          mail = (await receivedMails(page)).find((candidate) => candidate.to.includes(email))
          return mail
        })
        .toBeDefined()
      const received = mailWords.requestReceived
      expect(mail?.subject).toContain(reference)
      expect(mail?.subject).toMatch(subjectPattern(received.subject))
      expect(mail?.subject).not.toMatch(subjectPattern(MAIL_WORDS.en.requestReceived.subject))
      expect(mail?.text).toContain(mailWords.detailLine(mailWords.details.reference, reference))
      expect(mail?.text).toContain(received.nextHeading)
      expect(mail?.text).not.toContain(MAIL_WORDS.en.requestReceived.nextHeading)
      expect(mail?.text).toContain(received.writeAgain)
      expect(mail?.text).not.toContain(MAIL_WORDS.en.detailLine('Reference', reference))
      // The confirmation says the policy the booking was made with, in the language.
      await expect(page.getByText(SERVER_ENGLISH)).toHaveCount(0)
      await expect(
        page
          .getByText(booking.summaryCancellation, { exact: true })
          .locator('xpath=following-sibling::dd'),
      ).toHaveText(chosenPolicy)

      // Back is the room with its dates, in the language: no form, filled or empty, that would
      // book it again; Forward is the confirmation.
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/${lang}/room/${HOTEL}\\?`))
      await waitForHydration(page)
      await expect(page.getByRole('button', { name: booking.requestReservation })).toHaveCount(0)
      await expect(page.getByLabel(booking.fullName)).toHaveCount(0)
      await page.goForward()
      await expect(heading).toBeVisible()
      await expect(page.getByText(reference)).toBeVisible()
    })
  })
}
