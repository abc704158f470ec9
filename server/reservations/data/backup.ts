import SqliteDatabase from 'better-sqlite3'
import { createPrivateFile } from './private-files'

/** SQLite's online backup API: a consistent snapshot even while other connections write. */
export async function backupSqlite(source: string, destination: string): Promise<number> {
  createPrivateFile(destination)
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true })
  try {
    const result = await database.backup(destination)
    return result.totalPages
  } finally {
    database.close()
  }
}
