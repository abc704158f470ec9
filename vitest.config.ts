import { defineConfig } from 'vitest/config'

// A zone with daylight saving time, so date logic is tested across a 23-hour night.
process.env.TZ = 'America/New_York'

// Tests that need a database: this project alone starts the throwaway PostgreSQL server
// (Vitest runs a project's global setup only when one of its files is queued), so running
// front-end tests needs no PostgreSQL on the machine.
// Reservations tests that need no database (the configuration, the receipt checks) are left
// out by name, so they run with the unit tests.
const DATABASE_FREE = '!(config|receipt-*)'
const DATABASE_TESTS = [
  `server/reservations/**/${DATABASE_FREE}.test.ts`,
  'server/test-support/**/*.test.ts',
  'scripts/bench/api-*.test.ts',
]

// Separate from vite.config.ts: the React Router plugin is for app builds, not unit tests.
export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', ...DATABASE_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: DATABASE_TESTS,
          globalSetup: ['./server/test-support/vitest-global-setup.ts'],
        },
      },
    ],
  },
})
