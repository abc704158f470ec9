import { defineConfig } from 'vitest/config'

// A zone with daylight saving time, so date logic is tested across a 23-hour night.
process.env.TZ = 'America/New_York'

// Tests that need a database: this project alone starts the throwaway PostgreSQL server
// (Vitest runs a project's global setup only when one of its files is queued), so running
// front-end tests needs no PostgreSQL on the machine.
// Reservations tests that need no database are left out by name, so the unit project runs them:
// the configuration, the receipt upload's reader, and payments/ (the PayMongo pieces with their
// loopback stand-in, the receipt checks and store).
const DATABASE_TESTS = [
  'server/reservations/!(config).test.ts',
  'server/reservations/!(payments)/**/!(receipt-upload).test.ts',
  'server/test-support/**/*.test.ts',
  'scripts/bench/api-*.test.ts',
]

// Separate from vite.config.ts: the React Router plugin is for app builds, not unit tests.
export default defineConfig({
  test: {
    environment: 'node',
    // What takes half a second on a quiet machine took over 5 s (Vitest's default) with the
    // machine's cores busy elsewhere: a test that hangs still ends, without failing by load.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // Vitest's default on two cores is one worker (cores − 1); most files wait on a database, a
    // server or a child process, so two keep both cores busy (9.4 min of CI's run with one).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Testing Library's matchers and settings, for the screens' tests; the database
          // project's files never render, so they do not load React DOM for it.
          setupFiles: ['./vitest.setup.ts'],
          include: [
            'app/**/*.test.{ts,tsx}',
            'domain/**/*.test.ts',
            'content/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'e2e-reservations/**/*.test.ts',
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
