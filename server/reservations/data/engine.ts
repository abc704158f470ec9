/**
 * SQLite's transactions start deferred: two writers that both read first can deadlock, and the
 * loser gets SQLITE_BUSY at once instead of waiting. RESERVATIONS.md asks for BEGIN IMMEDIATE,
 * which takes the write lock up front and waits its turn (busy timeout). Kysely's SQLite
 * driver only says BEGIN, so this dialect changes that one statement.
 */
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely'

export class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver()
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'))
    }
    return driver
  }
}
