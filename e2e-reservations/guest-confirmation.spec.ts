/**
 * The confirmation and `/reservation` as a guest meets them (docs/reservations.md, "What guests
 * see"): the confirmation is the booking's own address, signed in for a while in the tab that
 * booked (decision 039); the look-up shows what the confirmation showed; a receipt sent, a
 * refund and a cancellation read as the resort means them; the calendar keeps the resort's today.
 */
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import sharp from 'sharp'
import type { ReservationView } from '../domain/api-contract'
import { formatCentavos } from '../domain/money'
import { refundWords } from '../domain/refund-words'
import { STAFF_API, STAFF_API_BASE } from '../domain/staff-endpoints'
import { toStayQuery } from '../app/lib/stay-query'
import { openConsole, staffApiPost } from './staff-support'
import {
  expectNoAxeViolations,
  fillGuest,
  guestEmail,
  receivedMails,
  stayFor,
  typeDate,
  waitForHydration,
} from './support'

// The header fades its background in as the page scrolls: axe must not judge it mid-fade.
test.use({ reducedMotion: 'reduce' })

const HOTEL_ROOMS = 1
const CABANA = 2
const AT_REFERENCE = /\/reservation\?ref=([0-9A-HJKMNP-TV-Z]{8})$/

function paidSite(): string {
  const url = process.env.PAID_SITE_URL
  if (!url) throw new Error('PAID_SITE_URL is not set: run with playwright.reservations.config.ts')
  return url
}

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  })
}

async function expectEveryBoxSaysSomething(scope: Locator) {
  const boxes = await scope.locator('.bg-white').all()
  expect(boxes.length).toBeGreaterThan(0)
  for (const box of boxes) await expect(box).not.toHaveText(/^\s*$/)
}

/** A promo code of this project's own, made by staff in a context of their own. */
async function createPromo(browser: Browser, testInfo: TestInfo): Promise<string> {
  const code = `STAYSURE-${testInfo.project.name.toUpperCase()}`
  const context = await browser.newContext({ baseURL: process.env.SITE_URL })
  const staff = await context.newPage()
  await openConsole(staff)
  const answer = await staffApiPost(staff, STAFF_API_BASE + STAFF_API.createPromo.route, {
    code,
    percentOff: 20,
  })
  // Made once per database: a second run finds it there.
  expect([201, 409], JSON.stringify(answer.json)).toContain(answer.status)
  await context.close()
  return code
}

test(
  'the confirmation is the booking’s address: a reload keeps it, Back leads to the room, another browser gets the look-up',
  { tag: '@any-width' },
  async ({ page, browser }, testInfo) => {
    test.slow()
    const code = await createPromo(browser, testInfo)
    const stay = stayFor(testInfo, 18)
    const email = guestEmail(testInfo, 'confirmation')
    const query = toStayQuery({ ...stay, adults: 1, kids: 0 })
    await page.goto(`/room/${HOTEL_ROOMS}${query}`)
    await waitForHydration(page)
    await page.goto(`/room/${HOTEL_ROOMS}/book${query}`)
    await waitForHydration(page)
    await page.getByLabel('Promo code', { exact: true }).fill(code)
    await page.getByLabel('Promo code', { exact: true }).press('Enter')
    const summary = page.getByRole('complementary', { name: 'Your stay' })
    await expect(summary.getByText(`Promo code ${code}`, { exact: true }).first()).toBeVisible()
    await fillGuest(page, { name: 'Ana Reyes', email, phone: '+63 917 555 0118' })
    await page.getByRole('button', { name: 'Request reservation' }).click()

    // The address names the booking; the confirmation says what it always said.
    await expect(page).toHaveURL(AT_REFERENCE)
    const ref = AT_REFERENCE.exec(page.url())?.[1] ?? ''
    const heading = page.getByRole('heading', { name: 'Reservation requested' })
    await expect(heading).toBeFocused()
    const main = page.getByRole('main')
    await expect(main.getByRole('definition').filter({ hasText: ref })).toBeVisible()
    await expect(main.getByText(`Promo code ${code}`, { exact: true })).toBeVisible()
    await expect(main.getByRole('definition').filter({ hasText: /^−₱/ })).toBeVisible()
    await expect(main).toContainText(`An email with your reference is on its way to ${email}.`)
    await expectNoAxeViolations(page)
    await snapshot(page, testInfo, 'confirmation')

    await page.reload()
    await expect(heading).toBeVisible()
    await expect(main.getByRole('definition').filter({ hasText: ref })).toBeVisible()
    await expect(main.getByText(`Promo code ${code}`, { exact: true })).toBeVisible()

    // Back is the room with its dates: no form, filled or empty, that would book it again.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/room/${HOTEL_ROOMS}\\?`))
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Request reservation' })).toHaveCount(0)
    await expect(page.getByLabel('Full name')).toHaveCount(0)
    await page.goForward()
    await expect(heading).toBeVisible()

    // Another browser has no sign-in: the look-up, with the reference filled in.
    const other = await browser.newContext({ baseURL: process.env.SITE_URL })
    const stranger = await other.newPage()
    await stranger.goto(`/reservation?ref=${ref}`)
    await waitForHydration(stranger)
    await expect(stranger.getByLabel('Reference')).toHaveValue(ref)
    await expect(stranger.getByLabel('Email')).toHaveValue('')
    await expect(stranger.getByRole('heading', { name: 'Reservation requested' })).toHaveCount(0)
    await expect(stranger.getByRole('region', { name: `Reservation ${ref}` })).toHaveCount(0)
    await expectNoAxeViolations(stranger)
    await other.close()

    // From the confirmation, the look-up has found the booking, with the promo line it was booked with.
    await page.getByRole('link', { name: 'View or cancel this reservation' }).click()
    const details = page.getByRole('region', { name: `Reservation ${ref}` })
    await expect(details).toContainText('Requested: the resort will confirm it soon')
    await expect(details.getByText(`Promo code ${code}`, { exact: true })).toBeVisible()
    await expect(details.getByRole('definition').filter({ hasText: /^−₱/ })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expectNoAxeViolations(page)
    await snapshot(page, testInfo, 'lookup-with-promo')
  },
)

test.describe('on the site that takes deposits', () => {
  test.use({ baseURL: process.env.PAID_SITE_URL })

  test(
    'a transfer’s confirmation keeps its bank details on reload; a receipt sent heads the page, with no second form',
    { tag: '@any-width' },
    async ({ page }, testInfo) => {
      test.slow()
      const stay = stayFor(testInfo, 19)
      const email = guestEmail(testInfo, 'receipt')
      await page.goto(`/room/${CABANA}/book${toStayQuery({ ...stay, adults: 2, kids: 0 })}`)
      await waitForHydration(page)
      await page
        .getByRole('group', { name: 'How to pay the deposit' })
        .getByRole('radio', { name: /Bank or GCash transfer/ })
        .check()
      await fillGuest(page, { name: 'Jun Dela Cruz', email, phone: '+63 917 555 0119' })
      await page.getByRole('button', { name: 'Book and pay by transfer' }).click()

      await expect(page).toHaveURL(AT_REFERENCE)
      const ref = AT_REFERENCE.exec(page.url())?.[1] ?? ''
      const transfer = page
        .getByRole('heading', { name: 'Pay the deposit by transfer' })
        .locator('xpath=following-sibling::div[1]')
      await expect(page.getByRole('heading', { name: 'Room held: pay the deposit' })).toBeFocused()
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Room held: pay the deposit' })).toBeVisible()
      await expect(
        transfer.getByText('Write on the transfer').locator('xpath=following-sibling::dd'),
      ).toHaveText(ref)
      await expect(transfer.getByRole('heading', { name: 'Bank transfer' })).toBeVisible()
      await expectNoAxeViolations(page)
      await snapshot(page, testInfo, 'transfer-confirmation')

      await page.getByRole('link', { name: 'Upload the receipt' }).click()
      const details = page.getByRole('region', { name: `Reservation ${ref}` })
      const upload = details.getByRole('region', { name: 'Upload receipt' })
      const slip = await sharp({
        create: { width: 600, height: 400, channels: 3, background: '#e8efe9' },
      })
        .jpeg()
        .toBuffer()
      await upload
        .getByLabel(/Receipt/)
        .setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: slip })
      await upload.getByRole('button', { name: 'Upload receipt' }).click()

      const standing = details.locator('#reservation-status')
      await expect(standing).toHaveText(
        'Receipt received: the resort is checking your transfer and confirms your stay once the money has arrived. Your room is held until then.',
      )
      await expect(standing).toBeFocused()
      await expect(upload).toHaveCount(0)
      await expect(details).not.toContainText('Awaiting payment')
      await expectNoAxeViolations(page)
      await snapshot(page, testInfo, 'receipt-in-review')

      // Reloaded, the look-up finds it again by itself: the same, without the form.
      await page.reload()
      await expect(standing).toHaveText(/^Receipt received/)
      await expect(upload).toHaveCount(0)
    },
  )

  test(
    'a stay paid online: a balance left unpaid on PayMongo’s page leaves no empty box; cancelled, the refund is in the email’s words',
    { tag: '@any-width' },
    async ({ page }, testInfo) => {
      test.slow()
      const stay = stayFor(testInfo, 18)
      const email = guestEmail(testInfo, 'refund')
      const booked = await page.request.post('/api/reservations', {
        headers: { Origin: paidSite() },
        data: {
          roomId: CABANA,
          ...stay,
          adults: 2,
          kids: 0,
          guest: { name: 'Lea Santos', email, phone: '+63 917 555 0120' },
          paymentMethod: 'online',
        },
      })
      expect(booked.status()).toBe(201)
      const view = (await booked.json()) as ReservationView
      // What the booking flow keeps in the tab as it sends the guest to PayMongo.
      await page.goto('/reservation')
      await page.evaluate(([key, address]) => sessionStorage.setItem(key, address), [
        `paying-guest:${view.ref}`,
        email,
      ] as const)
      await page.goto(view.payment!.url!)
      await page.getByRole('button', { name: 'Pay' }).click()
      await page.waitForURL(/payment=done$/)
      const details = page.getByRole('region', { name: `Reservation ${view.ref}` })
      await expect(details.locator('#reservation-status')).toHaveText(/^Confirmed/, {
        timeout: 15_000,
      })

      // The balance's page opened and left without paying: told beside the button, and every
      // box on the page says something.
      await details.getByRole('button', { name: /^Pay ₱[\d,]+ now$/ }).click()
      await page.getByRole('link', { name: 'Cancel' }).click()
      await page.waitForURL(/payment=cancelled$/)
      await expect(
        details.getByText('The payment was not made. You can pay here whenever you are ready.'),
      ).toBeVisible()
      await expectEveryBoxSaysSomething(details)
      await snapshot(page, testInfo, 'balance-left-unpaid')

      await details.getByRole('button', { name: 'Cancel reservation' }).click()
      await details.getByRole('button', { name: 'Yes, cancel it' }).click()
      await expect(details.locator('#reservation-status')).toHaveText(
        'Cancelled: the nights are free again.',
      )
      // The cancellation promises the refund; the refund worker, woken by it, then sends it to
      // PayMongo, so the page says one and then the other, and never that nothing was paid.
      const promised = `To be refunded: ${refundWords(view.deposit!, true)}`
      const done = `Refunded: ${refundWords(view.deposit!, true)}`
      await expect(details.getByText(promised).or(details.getByText(done))).toBeVisible()
      await expect
        .poll(async () => {
          const mails = await receivedMails(page)
          return mails.find((mail) => mail.to.includes(email) && mail.subject.includes('cancelled'))
            ?.text
        })
        .toContain(promised)
      await expect(async () => {
        await page.reload()
        await expect(details.getByText(done)).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 20_000 })
      await expect(details.getByText('Nothing was paid.')).toHaveCount(0)
      await expectEveryBoxSaysSomething(details)
      await expect(details.getByText(formatCentavos(view.deposit!)).first()).toBeVisible()
      await expectNoAxeViolations(page)
      await snapshot(page, testInfo, 'cancelled-refund')
    },
  )
})

test.describe('with the browser a day behind the resort', () => {
  // 1 March 15:00 in New York is already 2 March, 04:00, in Manila.
  test.use({ timezoneId: 'America/New_York' })

  test('the calendar marks and starts from the resort’s today', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-03-01T20:00:00Z'))
    await page.goto('/')
    await waitForHydration(page)
    const checkIn = page.getByRole('textbox', { name: 'Check in' })
    await expect(async () => {
      await checkIn.click()
      await expect(page.getByRole('gridcell').first()).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })

    const browsersToday = page.getByRole('gridcell', { name: /March 1st, 2027$/ })
    const resortsToday = page.getByRole('gridcell', { name: /March 2nd, 2027$/ })
    await expect(browsersToday).toHaveAttribute('aria-disabled', 'true')
    await expect(resortsToday).toHaveAttribute('aria-disabled', 'false')
    const weight = (cell: typeof resortsToday) =>
      cell.locator('span').evaluate((day) => getComputedStyle(day).fontWeight)
    expect(await weight(resortsToday)).toBe('600')
    expect(await weight(browsersToday)).toBe('400')
    await expectNoAxeViolations(page)
    await page.screenshot({
      path: test.info().outputPath(`calendar-${test.info().project.name}.png`),
    })

    await page.keyboard.press('Escape')
    await typeDate(page, checkIn, '2027-03-02')
  })
})
