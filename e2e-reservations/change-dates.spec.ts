/**
 * A guest changes their own dates on `/reservation`: the new total and the difference before
 * sending, a requested stay changed at once, a confirmed one asked of the resort and approved
 * by staff with 'Change stay', refusals in words beside the dates. Each test's stays stay
 * inside its own 4-day guest slot (34, 36, 37).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import { addDays, formatStayDate, resortToday, type IsoDate } from '../domain/calendar'
import { STAFF_API, STAFF_API_BASE } from '../domain/staff-endpoints'
import { formatCentavos } from '../domain/money'
import { mailTo, openConsole, staffApiPost } from './staff-support'
import {
  availabilityFor,
  bookThroughApi,
  chooseStay,
  expectNoAxeViolations,
  guestEmail,
  receivedMails,
  stayFor,
  typeDate,
  waitForHydration,
  type Stay,
} from './support'

const HOTEL = 1
const CABANA = 2

// Each test books up to three stays, picks dates twice and runs axe twice or more: about 15 s
// on a quiet machine, past the default 45 s beside other people's benchmarks.
test.describe.configure({ timeout: 90_000 })

/** A stay of `nights` from day `from` of the slot's four (0 to 3, check-out included). */
function inSlot(slot: Stay, from: number, nights: number): Stay {
  if (from < 0 || from + nights > 3) throw new Error('a stay must keep inside its 4-day slot')
  const checkIn = addDays(slot.checkIn, from)
  return { checkIn, checkOut: addDays(checkIn, nights) }
}

async function lookUp(page: Page, ref: string, email: string): Promise<ReservationView> {
  const response = await page.request.get(
    `/api/reservations/${ref}?email=${encodeURIComponent(email)}`,
  )
  expect(response.status()).toBe(200)
  return (await response.json()) as ReservationView
}

/** The booking's own page, found with its email as a guest finds it. */
async function openReservation(page: Page, ref: string, email: string) {
  await page.goto(`/reservation?ref=${ref}`)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Email').press('Enter')
  await expect(page.getByRole('heading', { name: `Reservation ${ref}` })).toBeVisible()
}

async function openChangeDates(page: Page) {
  await page.getByRole('button', { name: 'Change dates' }).click()
  const form = page.getByRole('region', { name: 'Change your dates' })
  await expect(form.getByRole('heading', { name: 'Change your dates' })).toBeFocused()
  return form
}

/** Picks `stay` in the change form; answers the status that prices it. */
async function pickDates(page: Page, form: Locator, stay: Stay) {
  await chooseStay(page, form, stay)
  // The date pickers keep statuses of their own; this one holds the price.
  return form.getByRole('status').filter({ hasText: 'New total' })
}

/** What the stay's own rate costs for these dates, as the availability answer says. */
async function totalFor(page: Page, stay: Stay, booked: ReservationView) {
  const answer = await availabilityFor(page, stay, booked.adults, booked.kids)
  const rate = answer.rooms
    .find((room) => room.id === booked.roomId)
    ?.rates.find((candidate) => candidate.code === booked.rate)
  expect(rate, `the ${booked.rate} rate of room ${booked.roomId} for ${stay.checkIn}`).toBeTruthy()
  return rate!.total
}

function stayLine(stay: Stay, nights: number): string {
  return `${nights} nights, ${formatStayDate(stay.checkIn)} to ${formatStayDate(stay.checkOut)}`
}

test('a requested stay changes at once: the new total and the difference first, then the stay and an email', async ({
  page,
}, testInfo) => {
  const slot = stayFor(testInfo, 34, 2)
  const email = guestEmail(testInfo, 'change-now')
  const ref = await bookThroughApi(page, { roomId: HOTEL, ...inSlot(slot, 0, 2), email })
  const booked = await lookUp(page, ref, email)
  const wanted = inSlot(slot, 0, 3)
  const total = await totalFor(page, wanted, booked)

  await openReservation(page, ref, email)
  const form = await openChangeDates(page)
  await expect(form).toContainText('your stay changes as soon as you send them')
  const priced = await pickDates(page, form, wanted)
  await expect(priced).toContainText(stayLine(wanted, 3))
  await expect(priced).toContainText(`New total ${formatCentavos(total)}`)
  await expect(priced).toContainText(
    `${formatCentavos(total - booked.total)} more than your stay as booked (${formatCentavos(booked.total)}).`,
  )
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('change-dates-priced.png'), fullPage: true })

  await form.getByRole('button', { name: 'Change my dates' }).click()
  const news = page.getByRole('status').filter({ hasText: 'Your dates are changed' })
  await expect(news).toContainText(`${formatCentavos(total)} in all`)
  await expect(form).toHaveCount(0)
  await expect(
    page.getByRole('definition').filter({ hasText: formatStayDate(wanted.checkOut) }),
  ).toBeVisible()
  await expect(page.locator('#reservation-status')).toHaveText(/^Requested/)
  await page.screenshot({ path: testInfo.outputPath('change-dates-changed.png'), fullPage: true })
  expect(await lookUp(page, ref, email)).toMatchObject({ ...wanted, total, status: 'requested' })
  const mail = await mailTo(page, email, new RegExp(`Reservation ${ref} changed`))
  expect(mail.text).toContain(formatStayDate(wanted.checkOut))
})

test('dates the resort cannot give are refused in words beside the fields, and nothing is sent', async ({
  page,
}, testInfo) => {
  const slot = stayFor(testInfo, 36, 2)
  const email = guestEmail(testInfo, 'change-refused')
  const ref = await bookThroughApi(page, { roomId: CABANA, ...inSlot(slot, 0, 1), email })
  // The Cabana's two units are both taken on the slot's third night.
  for (const other of ['first', 'second']) {
    await bookThroughApi(page, {
      roomId: CABANA,
      ...inSlot(slot, 2, 1),
      email: guestEmail(testInfo, other),
    })
  }

  await openReservation(page, ref, email)
  const form = await openChangeDates(page)
  const checkIn = form.getByRole('textbox', { name: 'Check in' })
  const checkOut = form.getByRole('textbox', { name: 'Check out' })

  // Today: a stay starting today is the desk's to arrange. Only priced, never booked.
  const today: IsoDate = resortToday(new Date())
  await typeDate(page, checkIn, today)
  await typeDate(page, checkOut, addDays(today, 1))
  await expect(form).toContainText('Choose a check-in from tomorrow on')
  await expect(checkIn).toHaveAttribute('aria-invalid', 'true')
  await expect(checkIn).toHaveAccessibleDescription(/from tomorrow on/)
  await expect(form.getByRole('button', { name: 'Change my dates' })).toHaveCount(0)

  await chooseStay(page, form, inSlot(slot, 0, 3))
  await expect(checkIn).toHaveAccessibleDescription(/already taken on some of these nights/)
  await expect(form).not.toContainText(/unit/i)
  await expect(form.getByRole('button', { name: 'Change my dates' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('change-dates-refused.png'), fullPage: true })

  await form.getByRole('button', { name: 'Keep my dates' }).click()
  await expect(page.getByRole('button', { name: 'Change dates' })).toBeFocused()
  expect(await lookUp(page, ref, email)).toMatchObject(inSlot(slot, 0, 1))
})

/** Staff, in a browser of their own, with the console's session. */
async function staffPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.SITE_URL })
  const staff = await context.newPage()
  await openConsole(staff)
  return { staff, close: () => context.close() }
}

test("a confirmed stay's new dates go to the resort as a request, which staff approve with 'Change stay'", async ({
  page,
  browser,
}, testInfo) => {
  const slot = stayFor(testInfo, 37, 2)
  const email = guestEmail(testInfo, 'change-asked')
  const ref = await bookThroughApi(page, { roomId: HOTEL, ...inSlot(slot, 0, 2), email })
  const { staff, close } = await staffPage(browser)
  const confirmRoute = STAFF_API.confirm.route.replace(':ref', ref)
  expect((await staffApiPost(staff, STAFF_API_BASE + confirmRoute, {})).status).toBe(200)
  const booked = await lookUp(page, ref, email)
  const wanted = inSlot(slot, 1, 1)
  const total = await totalFor(page, wanted, booked)

  await openReservation(page, ref, email)
  const form = await openChangeDates(page)
  await expect(form).toContainText('We check them and answer you by email')
  await expect(await pickDates(page, form, wanted)).toContainText(
    `${formatCentavos(booked.total - total)} less than your stay as booked`,
  )
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Ask for these dates' }).click()
  const news = page.getByRole('status').filter({ hasText: 'is with the resort' })
  await expect(news).toBeFocused()
  await expect(news).toContainText(`Your request for ${formatStayDate(wanted.checkIn)}`)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('change-dates-asked.png'), fullPage: true })
  // Asked, not made: the stay is as booked until the resort answers.
  expect(await lookUp(page, ref, email)).toMatchObject({
    ...inSlot(slot, 0, 2),
    status: 'confirmed',
  })
  await mailTo(page, email, new RegExp(`Your request to change reservation ${ref}`))
  // The resort's notice, to whichever address the site has for the front desk.
  await expect
    .poll(async () =>
      (await receivedMails(page)).some(
        (mail) =>
          mail.subject.includes(`Date change asked for ${ref}`) &&
          mail.text.includes("Answer with 'Change stay'"),
      ),
    )
    .toBe(true)

  const changeRoute = STAFF_API.changeStay.route.replace(':ref', ref)
  const approved = await staffApiPost(staff, STAFF_API_BASE + changeRoute, wanted)
  expect(approved.status, JSON.stringify(approved.json)).toBe(200)
  await close()
  expect(await lookUp(page, ref, email)).toMatchObject({ ...wanted, total, status: 'confirmed' })
  await mailTo(page, email, new RegExp(`Reservation ${ref} changed`))
})
