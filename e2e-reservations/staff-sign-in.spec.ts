import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'
import {
  signIn,
  staffAccount,
  staffApiStatus,
  staffStay,
  submitSignIn,
  consoleLink,
  consoleMenu,
} from './staff-support'

test(
  'a wrong password shows the API’s words and keeps the console closed',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/staff')
    await waitForHydration(page)

    await page.getByLabel('Email').fill(staffAccount().email)
    await page.getByLabel('Password').fill('not the password at all')
    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect(page.getByRole('alert')).toHaveText(
      'That email and password do not match a staff account.',
    )
    await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0)
    await expect(page.getByLabel('Email')).toHaveValue(staffAccount().email)
  },
)

test(
  'empty fields are named at the fields before anything is sent',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/staff')
    await waitForHydration(page)

    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect(page.getByLabel('Email')).toBeFocused()
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter the email of your staff account.',
    )
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
  },
)

test(
  'too many failed sign-ins say how long to wait',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    // An account of its own: the limit counts failures per account.
    const email = `nobody.${testInfo.project.name}.${Date.now()}@aloncove.example`
    await page.goto('/staff')
    await waitForHydration(page)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('wrong password, again')

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('alert')).toHaveText(/do not match a staff account/)
    }
    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect(page.getByRole('alert')).toHaveText(
      /^Too many failed sign-ins\. Try again in \d+ minutes?\.$/,
    )
  },
)

test(
  'signing in opens the screen the staff member was headed to',
  { tag: '@any-width' },
  async ({ page }) => {
    await signIn(page, '/staff/calendar')

    await expect(page).toHaveURL(/\/staff\/calendar$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Occupancy calendar')
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(
      page
        .getByRole('navigation', { name: 'Staff console' })
        .getByRole('link', { name: 'Calendar', includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page')
  },
)

test(
  'the old address of the arrivals leads to Today, after signing in too',
  { tag: '@any-width' },
  async ({ page }) => {
    await signIn(page, '/staff/arrivals')

    await expect(page).toHaveURL(/\/staff\/today$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Today, /)
    await expect(
      page
        .getByRole('navigation', { name: 'Staff console' })
        .getByRole('link', { name: 'Today', includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page')
  },
)

test(
  'a screen opened from its address hydrates quietly and reads its query after hydration',
  { tag: '@any-width' },
  async ({ page }) => {
    await signIn(page)
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))

    await page.goto('/staff/search?q=nobody-by-this-name')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody-by-this-name')
    await expect(page.getByText('No reservation matches.')).toBeVisible()
    await expect(page).toHaveTitle('Search | Staff console')

    expect(problems).toEqual([])
  },
)

test('the console’s navigation reaches every screen', async ({ page }) => {
  await signIn(page)
  const screens = [
    ['Calendar', 'Occupancy calendar'],
    ['Today', /^Today, /],
    ['Room board', 'Room board'],
    ['Housekeeping', 'Housekeeping'],
    ['Search', 'Search'],
    ['Phone booking', 'Phone booking'],
    ['Requests', 'Requests'],
  ] as const

  for (const [link, heading] of screens) {
    await (await consoleLink(page, link)).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
})

/** Who the API says this browser is signed in as: `GET /api/staff/me`'s staff, or null. */
function signedInAs(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/api/staff/me')).json()) as {
      staff: { email: string } | null
    }
    return answer.staff?.email ?? null
  })
}

test('the console opens with no error in the browser console, signed out and signed in', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto('/staff')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in')
  expect(await signedInAs(page)).toBeNull()
  await signIn(page)
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()

  expect(errors).toEqual([])
})

test('sign out returns to the sign-in form, and the API then answers 401', async ({ page }) => {
  await signIn(page)
  expect(await signedInAs(page)).toBe(staffAccount().email)

  await (await consoleMenu(page)).getByRole('button', { name: 'Sign out' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in')
  await expect(page.getByText('You are signed out.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0)
  expect(await signedInAs(page)).toBeNull()
  expect(await staffApiStatus(page, '/api/staff/requests')).toBe(401)
})

test(
  'a session ended elsewhere brings back the sign-in form, and nothing typed is lost',
  { tag: '@any-width' },
  async ({ page }, testInfo) => {
    const stay = staffStay(testInfo, 0)
    await signIn(page, '/staff/phone-booking')
    await page.getByLabel('Check in').fill(stay.checkIn)
    await page.getByLabel('Check out').fill(stay.checkOut)
    await page.getByLabel('Adults').selectOption('1')
    await page.getByLabel('Full name').fill('Typed Before The Session Ended')
    await page.getByLabel('Phone', { exact: true }).fill('+63 917 555 0199')
    // Another tab signs out: this page's session is gone without it knowing.
    await page.evaluate(() =>
      fetch('/api/staff/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
    )

    await page.getByRole('button', { name: 'Enter booking' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in')
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page.getByText(/Your session has ended/)).toBeVisible()
    await submitSignIn(page, staffAccount())

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phone booking')
    await expect(page.getByRole('alert').filter({ hasText: 'Your session ended' })).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('Typed Before The Session Ended')
    await expect(page.getByLabel('Check in')).toHaveValue(stay.checkIn)
    await page.getByRole('button', { name: 'Enter booking' }).click()
    await expect(page.getByRole('heading', { name: /^Booked: reference/ })).toBeVisible()
  },
)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'the console says it needs JavaScript, and shows no endless loading',
    { tag: '@any-width' },
    async ({ page, request }) => {
      // Chromium with scripts turned off by Playwright still parses <noscript> as if scripts ran,
      // so its words are checked in the served HTML and the rest in the page.
      const html = await (await request.get('/staff/calendar')).text()
      expect(html).toMatch(
        /<noscript><p[^>]*>The staff console needs JavaScript\. Turn it on in this browser and reload the page\.<\/p><\/noscript>/,
      )

      await page.goto('/staff/calendar')

      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.getByText('Opening the staff console')).toBeHidden()
    },
  )
})

test(
  'staff pages are noindex, served with 200 under the strict CSP, and kept out of the sitemap',
  { tag: '@any-width' },
  async ({ request }) => {
    for (const path of [
      '/staff',
      '/staff/reservation',
      '/staff/calendar',
      '/staff/phone-booking',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-security-policy'], path).toMatch(
        /script-src 'self' 'sha256-/,
      )
      expect(response.headers()['content-security-policy'], path).not.toContain('unsafe-inline')
      expect(await response.text(), path).toContain(
        '<meta name="robots" content="noindex, nofollow"/>',
      )
    }
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/room/1')
    expect(sitemap).not.toContain('/staff')
  },
)
