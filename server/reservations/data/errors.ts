/**
 * Recognising a unique-key violation is the one error the services act on, and each engine
 * reports it its own way: SQLite by code and message, PostgreSQL by SQLSTATE and constraint.
 */
export function isUniqueViolation(error: unknown, table: string): boolean {
  const details = error as {
    code?: unknown
    message?: unknown
    constraint?: unknown
    table?: unknown
  } | null
  if (!details) return false
  if (details.code === '23505') {
    return String(details.constraint ?? '').startsWith(table) || details.table === table
  }
  return (
    typeof details.code === 'string' &&
    details.code.startsWith('SQLITE_CONSTRAINT') &&
    String(details.message ?? '').includes(`${table}.`)
  )
}

/**
 * A violation of the unique index `index` (one on an expression, such as a folded label): SQLite
 * names the index rather than the table's columns.
 */
export function isUniqueIndexViolation(error: unknown, index: string): boolean {
  const details = error as { code?: unknown; message?: unknown; constraint?: unknown } | null
  if (!details) return false
  if (details.code === '23505') return details.constraint === index
  return (
    details.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    String(details.message ?? '').includes(`index '${index}'`)
  )
}

/** Errors that mean the database cannot be reached or is too busy right now: answer 503, not 500. */
export function isUnavailable(error: unknown): boolean {
  const details = error as { code?: unknown; message?: unknown } | null
  const code = typeof details?.code === 'string' ? details.code : ''
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'SQLITE_BUSY',
      'SQLITE_LOCKED',
      '57P01',
      '57P03',
      '53300',
    ].includes(code) ||
    code.startsWith('08') ||
    /Connection terminated|not queryable|timeout exceeded when trying to connect/i.test(
      String(details?.message ?? ''),
    )
  )
}
