import { defineConfig } from 'vitest/config'

// Separate from vite.config.ts: the React Router plugin is for app builds, not unit tests.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
  },
})
