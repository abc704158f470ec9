import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'

/** SQLite's online backup API: a consistent snapshot even while other connections write. */
export async function backupSqlite(source: string, destination: string): Promise<number> {
  mkdirSync(dirname(destination), { recursive: true })
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true })
  try {
    const result = await database.backup(destination)
    return result.totalPages
  } finally {
    database.close()
  }
}
