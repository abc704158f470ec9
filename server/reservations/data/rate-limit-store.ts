/**
 * Where rate-limit counters live. PostgreSQL: in the database (table rate_limit), so several
 * servers count together (docs/reservations.md, "Scale"). SQLite serves one process, so its
 * counters stay in that process's memory rather than add a write to every request.
 */
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import type { OpenDatabase } from './connect'

export type CounterOptions = { keyPrefix: string; points: number; duration: number }

export type CounterStore = (options: CounterOptions) => RateLimiterAbstract

export function counterStore(database: Pick<OpenDatabase, 'pool'>): CounterStore {
  const { pool } = database
  if (!pool) return (options) => new RateLimiterMemory(options)
  return (options) =>
    new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limit',
      // Created by migration 002, under the migration lock, not by each server racing.
      tableCreated: true,
      clearExpiredByTimeout: true,
    })
}
