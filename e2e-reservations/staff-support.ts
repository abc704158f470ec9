import Database from 'better-sqlite3'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import type { ReservationView } from '../domain/api-contract'
import type { IsoDate } from '../domain/calendar'
import { stayInSlot } from './night-map'
import { receivedMails, waitForHydration, type Stay } from './support'

export const HOTEL_ROOMS = 1
export const DELUXE_ROOM = 3

/**
 * Nights no other test uses (the night map's staff slots), so each test has its own nights in
 * the shared database and the calendar's counts are exact.
 */
export function staffStay(testInfo: TestInfo, slot: number, nights = 1): Stay {
  return stayInSlot(testInfo, 'staff', slot, nights)
}

/**
 * The bound of a wait for a change another desk made to reach an open screen by the live feed:
 * an event, then the screen's reload. A bound on a state, not a sleep: the wait ends when the
 * change shows. How fast the feed is, no test under load can judge.
 */
export const LIVE_CHANGE_MS = 30_000

/**
 * Runs one statement on the server's SQLite file, for a state no API makes (a stay that arrived
 * yesterday, a guest in the house weeks ahead). The server may be writing: wait for its lock.
 */
export function changeServerDatabase(sql: string, ...params: unknown[]) {
  const file = process.env.E2E_DATABASE_FILE
  if (!file)
    throw new Error('E2E_DATABASE_FILE is not set: run with playwright.reservations.config.ts')
  const db = new Database(file)
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare(sql).run(...params)
  } finally {
    db.close()
  }
}

export function staffAccount() {
  const email = process.env.STAFF_EMAIL
  const password = process.env.STAFF_PASSWORD
  if (!email || !password)
    throw new Error('STAFF_EMAIL is not set: run with playwright.reservations.config.ts')
  return { email, password }
}

/** Opens a console screen and signs in on the form shown in its place. */
export async function signIn(page: Page, path = '/staff') {
  await page.goto(path)
  await waitForHydration(page)
  await submitSignIn(page, staffAccount())
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
}

/**
 * Opens a console screen with the staff session global-setup.ts signed in once per site, for
 * tests about anything but signing in (those sign in through the form, with signIn). A relative
 * `path` is on SITE_URL, whatever the test's baseURL: give the paid site's screens in full. Never sign in or out through the form after this in the same browser:
 * a sign-in ends the session the browser had, and this one is every test's.
 */
export async function openConsole(page: Page, path = '/staff') {
  const site = process.env.SITE_URL
  const url = new URL(path, site)
  const token =
    url.origin === new URL(process.env.PAID_SITE_URL ?? '').origin
      ? process.env.PAID_STAFF_SESSION
      : url.origin === new URL(site ?? '').origin
        ? process.env.STAFF_SESSION
        : undefined
  if (!token) throw new Error(`no staff session for ${url.origin}: run with its config`)
  // As the server sets it (session-routes.ts); cookies name a host, not a port, so the other
  // site's, if this browser had it, is replaced.
  await page.context().addCookies([
    {
      name: 'staff_session',
      value: token,
      url: url.origin,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    },
  ])
  await page.goto(path)
  // A test.use({ baseURL }) of the other site is out of this function's sight: say so, rather
  // than leave the sign-in form to be read as a session that ended.
  expect(
    new URL(page.url()).origin,
    `openConsole took ${path} to be on ${url.origin}: give the other site's full URL`,
  ).toBe(url.origin)
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
}

/**
 * The console's navigation with its links and session in sight: on a phone they sit in its
 * menu, which this opens first (a screen chosen from it closes it again).
 */
export async function consoleMenu(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Staff console' })
  const menu = nav.getByRole('button', { name: 'Menu' })
  const open = () => page.locator('#staff-menu').evaluate((menu) => menu.matches(':popover-open'))
  if ((await menu.isVisible()) && !(await open())) await menu.click()
  return nav
}

/** A screen's link in the console's navigation, in sight (consoleMenu). */
export async function consoleLink(page: Page, name: string): Promise<Locator> {
  return (await consoleMenu(page)).getByRole('link', { name, exact: true })
}

/** Fills and sends the sign-in form (a screen may lie hidden under it, with fields of its own). */
export async function submitSignIn(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Password').fill(account.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

/** A name and address no other test uses, so what is found by them is this test's. */
export function uniqueGuest(testInfo: TestInfo, label: string) {
  const tag = `${testInfo.project.name}${testInfo.workerIndex}${Date.now().toString(36)}`
  return { name: `${label} ${tag}`, email: `${label.toLowerCase()}.${tag}@example.com` }
}

/** A guest's reservation request through the public API, with the Origin writes need. */
export async function requestThroughApi(
  page: Page,
  request: Stay & { roomId: number; name: string; email: string; adults?: number; rate?: string },
): Promise<ReservationView> {
  const response = await page.request.post('/api/reservations', {
    headers: { Origin: new URL(process.env.SITE_URL ?? '').origin },
    data: {
      roomId: request.roomId,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      adults: request.adults ?? 1,
      kids: 0,
      ...(request.rate ? { rate: request.rate } : {}),
      guest: { name: request.name, email: request.email, phone: '+63 917 555 0100' },
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as ReservationView
}

/** Waits for the mail to `to` whose subject has `subject`, as the SMTP sink received it. */
export async function mailTo(page: Page, to: string, subject: RegExp) {
  let found: Awaited<ReturnType<typeof receivedMails>>[number] | undefined
  await expect
    .poll(
      async () => {
        found = (await receivedMails(page)).find(
          (mail) => mail.to.includes(to) && subject.test(mail.subject),
        )
        return found !== undefined
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/** What the browser's fetch gets from the staff API, with the page's own cookies. */
export function staffApiStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(
    async (url) => (await fetch(url, { credentials: 'same-origin' })).status,
    path,
  )
}

/**
 * A write to the staff API as the console makes it: the browser's own fetch from a signed-in
 * console page, so the session cookie (HttpOnly, out of a test's reach) and the Origin the API
 * asks of writes go with it. Returns the status and the JSON answer.
 */
export function staffApiPost(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ url, data }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(data),
      })
      return { status: response.status, json: await response.json().catch(() => null) }
    },
    { url: path, data: body },
  )
}

export function calendarPath(from: IsoDate): string {
  return `/staff/calendar?from=${from}`
}

/**
 * Keeps every text the status region `id` says from now on: other tests change the shared
 * database meanwhile, and the live feed announces theirs too, so the last text may not be ours.
 */
export async function keepAnnouncements(page: Page, id: string) {
  await page.evaluate((regionId) => {
    const region = document.getElementById(regionId)
    const heard: string[] = []
    Object.assign(window, { heard })
    if (region) {
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    }
  }, id)
  return {
    /** Whether the region said `line` (alone or among others told with it). */
    said: async (line: string) =>
      (await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).some((text) =>
        text.includes(line),
      ),
  }
}

/**
 * The Rates screen shows one part at a time below the lg width (rates-parts.ts): chooses the part
 * named `label` there; wider, every part already shows.
 */
export async function showRatesPart(page: Page, label: string) {
  if ((page.viewportSize()?.width ?? 0) >= 1024) return
  await page.getByLabel('Show', { exact: true }).selectOption({ label })
}
