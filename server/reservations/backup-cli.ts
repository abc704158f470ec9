/**
 * `npm run db:backup -- [FILE]`: a consistent copy of the live SQLite database, taken with
 * SQLite's online backup while the server keeps running (copying the file itself could catch
 * it half-written, and would miss what is still in the WAL). PostgreSQL has pg_dump for that.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { readDatabaseTarget } from './config'
import { backupSqlite } from './data/backup'
import type { CliIo } from './staff-cli'

export async function runBackupCommand(
  args: readonly string[],
  io: CliIo,
  now = new Date(),
): Promise<number> {
  if (args.length > 1) {
    io.stderr(
      'usage: npm run db:backup -- [FILE]   (default: data/backups/reservations-YYYYMMDD-HHMMSS.db)',
    )
    return 2
  }
  const target = readDatabaseTarget(io.env, io.cwd)
  if (target.engine === 'postgres') {
    io.stderr(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump --format=custom --file=resort.dump "$DATABASE_URL"',
    )
    return 2
  }
  if (!existsSync(target.path)) {
    io.stderr(`no database at ${target.path}`)
    return 1
  }
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  const destination = resolve(io.cwd, args[0] ?? `data/backups/reservations-${stamp}.db`)
  if (existsSync(destination)) {
    io.stderr(`${destination} exists: choose another file`)
    return 1
  }
  const pages = await backupSqlite(target.path, destination)
  io.stdout(`backed up ${target.path} to ${destination} (${pages} pages)`)
  return 0
}
