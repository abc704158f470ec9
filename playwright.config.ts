import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from './scripts/chromium.mjs'

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS },
}

export default defineConfig({
  testDir: 'e2e',
  // The production server is started once on a free loopback port; see e2e/global-setup.ts.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // The suite mostly waits (loaders, slideshows, page loads: about a third of two cores busy
  // with two workers), so a third worker shortens it without crowding the machine.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
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
      // What no width changes (status codes, headers, what the HTML tells search engines, the
      // server's answers behind a form, the slideshow's timing, which rooms a party finds) is
      // checked once, at 1440; each page keeps its layout, keyboard and axe tests at both.
      grepInvert: /@any-width/,
    },
    { name: 'desktop', use: { ...browser, viewport: { width: 1440, height: 900 } } },
  ],
})
