import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import type { AvailabilityResponse } from '../domain/api-contract'
import { localDateFromIso, type IsoDate } from '../domain/calendar'
import { stayInSlot } from './night-map'

export {
  alternates,
  expectAppNotYetInCharge,
  expectSameDocument,
  markThePage,
  openLikeSlowPhone,
  waitForHydration,
} from '../e2e/support'
export { expectNoAxeViolations } from '../e2e/axe'

export type Stay = { checkIn: IsoDate; checkOut: IsoDate }

/**
 * A stay no other test books: each project and each test (by `slot`) gets its own nights on the
 * night map, so tests running together, or again, never meet over a room. Far enough ahead that
 * the browser's today and the resort's today (Manila) never disagree about it being bookable.
 */
export function stayFor(testInfo: TestInfo, slot: number, nights = 2): Stay {
  return stayInSlot(testInfo, 'guest', slot, nights)
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

export type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] }

/** The page's JSON-LD documents of reservations mode, as a search engine reads them. */
export async function structuredData(page: Page): Promise<JsonLdNode[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  // The route's head still carries the default site's own, smaller description, which the
  // default build keeps byte for byte: reservations mode's are the graph and the dated rooms.
  return texts
    .map((text) => JSON.parse(text) as JsonLdNode)
    .filter((document) => document['@graph'] || [document['@type']].flat().includes('Product'))
}

export function nodesOf(documents: unknown[]): JsonLdNode[] {
  return documents.flatMap((document) => {
    const top = document as JsonLdNode
    return Array.isArray(top['@graph']) ? (top['@graph'] as JsonLdNode[]) : [top]
  })
}

export function ofType(nodes: JsonLdNode[], type: string): JsonLdNode[] {
  return nodes.filter((node) => [node['@type']].flat().includes(type))
}
