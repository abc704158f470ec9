import type { ColumnDefinitionBuilder } from 'kysely'
import type { Engine } from '../engine'

/** The generated id: the one column whose spelling differs between the engines. */
export function generatedId(
  engine: Engine,
): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return (col) =>
    engine === 'sqlite'
      ? col.primaryKey().autoIncrement()
      : col.primaryKey().generatedByDefaultAsIdentity()
}
