import AxeBuilder from '@axe-core/playwright'
import { createRequire } from 'node:module'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import type { AvailabilityResponse } from '../domain/api-contract'
import { addDays, localDateFromIso, resortToday, type IsoDate } from '../domain/calendar'

export {
  expectAppNotYetInCharge,
  expectSameDocument,
  markThePage,
  openLikeSlowPhone,
  waitForHydration,
} from '../e2e/support'

export type Stay = { checkIn: IsoDate; checkOut: IsoDate }

/**
 * A stay no other test books: each project and each test (by `slot`) gets its own nights, so
 * tests running together, or again, never meet over a room. Far enough ahead that the
 * browser's today and the resort's today (Manila) never disagree about it being bookable.
 */
export function stayFor(testInfo: TestInfo, slot: number, nights = 2): Stay {
  const projectBase = testInfo.project.name === 'phone' ? 40 : 380
  const checkIn = addDays(resortToday(new Date()), projectBase + slot * 10)
  return { checkIn, checkOut: addDays(checkIn, nights) }
}

/** The axe AxeBuilder injects: its own dependency, so the version the package was tested with. */
const axeSource = (
  createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source

/**
 * axe's whole rule set on the page, or on the part `include` selects (a CSS selector) when the
 * rest is checked elsewhere and unchanged since. Every violation fails the test.
 *
 * The check is e2e/support.ts's, run more cheaply. AxeBuilder's default runs axe in parts, one
 * per frame, then opens a blank page and merges the parts there, and sends axe's 500 kB source
 * three times a call (twice to the page, once to the blank one): seconds a call on a busy
 * machine, for pages that have no frames. With the main frame alone, axe goes into the page once
 * per document and runs there once (the same rules on the same nodes, as AxeBuilder's own
 * one-frame mode runs them), and only violations come back with every node (the nodes of passes
 * were most of the answer). A page with frames still gets AxeBuilder's default run.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // The slideshow fades every 3 s, and a slide caught mid-fade has a see-through button that axe
  // rates for contrast. Under reduced motion it neither fades nor advances (decision 004), so
  // the check sees the slides as a visitor reads them, each fully shown or fully hidden.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-roledescription="slide"]')].every((slide) =>
      ['0', '1'].includes(getComputedStyle(slide).opacity),
    ),
  )
  if (include)
    await expect(page.locator(include), `axe's scope ${include} is on the page once`).toHaveCount(1)
  const violations =
    page.frames().length === 1 ? await axeInPage(page, include) : await axeByFrame(page, include)
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

type Violation = { id: string; nodes: { target: unknown[] }[] }

async function axeInPage(page: Page, include?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (scope) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: { resultTypes: string[] },
        ) => Promise<{ violations: Violation[] }>
      }
    }
    const results = await axe.run(scope ? { include: [scope] } : document, {
      resultTypes: ['violations'],
    })
    return results.violations
  }, include)
}

async function axeByFrame(page: Page, include?: string): Promise<Violation[]> {
  const axe = new AxeBuilder({ page })
  if (include) axe.include(include)
  return (await axe.analyze()).violations
}

/** 'YYYY-MM-DD' as the date picker takes it typed: MM/dd/yyyy. */
export function pickerText(date: IsoDate): string {
  const local = localDateFromIso(date)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(local.getMonth() + 1)}/${pad(local.getDate())}/${local.getFullYear()}`
}

/** Types a date into a lazy date field once its picker has loaded, as a keyboard user would. */
export async function typeDate(page: Page, field: Locator, date: IsoDate) {
  // The first click may land on the stand-in input just as the picker replaces it; the picker
  // then has focus but no open calendar, so click again until it is open (bounded).
  await expect(async () => {
    await field.click()
    await expect(field).toHaveClass(/react-datepicker-ignore-onclickoutside/, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await field.fill(pickerText(date))
  await page.keyboard.press('Enter')
  await expect(field).toHaveValue(pickerText(date))
}

export async function chooseStay(page: Page, scope: Page | Locator, stay: Stay) {
  await typeDate(page, scope.getByRole('textbox', { name: 'Check in' }), stay.checkIn)
  await typeDate(page, scope.getByRole('textbox', { name: 'Check out' }), stay.checkOut)
}

export async function availabilityFor(page: Page, stay: Stay, adults = 1, kids = 0) {
  const query = new URLSearchParams({ ...stay, adults: String(adults), kids: String(kids) })
  const response = await page.request.get(`/api/availability?${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as AvailabilityResponse
}

export async function unitsLeft(page: Page, stay: Stay, roomId: number): Promise<number> {
  const answer = await availabilityFor(page, stay)
  const room = answer.rooms.find((candidate) => candidate.id === roomId)
  if (!room) throw new Error(`room ${roomId} is not in the availability answer`)
  return room.unitsLeft
}

type Mail = { from: string; to: string[]; subject: string; text: string }

/** The mails the SMTP server started by global-setup.ts has received so far. */
export async function receivedMails(page: Page): Promise<Mail[]> {
  const mailbox = process.env.MAILBOX_URL
  if (!mailbox)
    throw new Error('MAILBOX_URL is not set: run with playwright.reservations.config.ts')
  const response = await page.request.get(mailbox)
  return (await response.json()) as Mail[]
}

/** Fills the booking form's fields, each found by its label. */
export async function fillGuest(
  page: Page,
  guest: { name: string; email: string; phone: string; notes?: string },
) {
  await page.getByLabel('Full name').fill(guest.name)
  await page.getByLabel('Email').fill(guest.email)
  await page.getByLabel('Phone').fill(guest.phone)
  if (guest.notes !== undefined) await page.getByLabel('Special requests').fill(guest.notes)
}

/** An address no other test uses, so a mail or a booking found by it is this test's. */
export function guestEmail(testInfo: TestInfo, name: string): string {
  return `${name}.${testInfo.project.name}.${testInfo.workerIndex}.${Date.now()}@example.com`
}

/**
 * Books straight through the API, as a second guest would, with the same-origin header the
 * API asks of writes. Returns the reference.
 */
export async function bookThroughApi(
  page: Page,
  booking: Stay & { roomId: number; adults?: number; kids?: number; email: string },
): Promise<string> {
  const { roomId, checkIn, checkOut, adults = 1, kids = 0, email } = booking
  const response = await page.request.post('/api/reservations', {
    headers: { Origin: new URL(process.env.SITE_URL ?? '').origin },
    data: {
      roomId,
      checkIn,
      checkOut,
      adults,
      kids,
      guest: { name: 'Another Guest', email, phone: '+63 917 000 0000' },
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { ref: string }).ref
}

/** The booking reference on the confirmation: 8 characters of Crockford base32. */
export const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{8}$/
