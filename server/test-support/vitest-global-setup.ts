// Once per `vitest run` of the database project (vitest.config.ts): one throwaway PostgreSQL
// server, whose URL tests read with inject('postgresUrl'); each test file makes its own
// databases on it (./test-database.ts), so files never see each other's rows.

import type { TestProject } from 'vitest/node'
import { startPostgres } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
