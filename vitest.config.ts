import { defineConfig } from 'vitest/config'

// A zone with daylight saving time, so date logic is tested across a 23-hour night.
process.env.TZ = 'America/New_York'

// Separate from vite.config.ts: the React Router plugin is for app builds, not unit tests.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
  },
})
