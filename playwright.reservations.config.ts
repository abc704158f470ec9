import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from './scripts/chromium.mjs'

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
}

/**
 * Reservations mode in the browser (`npm run test:e2e:reservations`, after
 * `npm run build:reservations`): the production server with the API, a fresh SQLite database
 * and a real SMTP server, started by e2e-reservations/global-setup.ts.
 */
export default defineConfig({
  testDir: 'e2e-reservations',
  // Vitest's tests of the specs' own helpers (the night map) sit beside them as *.test.ts.
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e-reservations/global-setup.ts',
  fullyParallel: true,
  // The suite mostly waits (loaders, slideshows, page loads: about a third of two cores busy
  // with two workers), so a third worker shortens it without crowding the machine.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  timeout: 45_000,
  // A wait for a state ends when the state comes; this is only when it gives up. Playwright's
  // 5 s was passed by a client-side page change on a machine busy with other work.
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.SITE_URL,
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      use: { ...browser, viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
      // What no width changes (status codes, headers, the server's answers behind a form) and
      // the desk's longer errands on stays and money, done at a desk, are checked once, at 1440.
      // Every screen keeps its layout, keyboard and axe tests at both widths, and so do the
      // dialogs of charges, changes of stay, discounts, local fees and invoices, the guest's
      // pages, and Housekeeping, which is used on phones.
      grepInvert: /@any-width/,
    },
    { name: 'desktop', use: { ...browser, viewport: { width: 1440, height: 900 } } },
  ],
})
