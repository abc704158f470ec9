import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium, never a downloaded browser; flags keep it off the closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
}

export default defineConfig({
  testDir: 'e2e',
  // The production server is started once on a free loopback port; see e2e/global-setup.ts.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: process.env.SITE_URL,
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { ...browser, viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
    { name: 'desktop', use: { ...browser, viewport: { width: 1440, height: 900 } } },
  ],
})
