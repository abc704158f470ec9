import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

/**
 * Invoices and credit notes (docs/invoices.md; decision 038). Each series (`INV`, `CN`) has one
 * counter row, raised in the transaction that issues the document: the row's lock makes
 * concurrent issues wait for one another, and a rolled-back issue gives its number back, so
 * numbers are never shared or skipped. An issued document is never changed or removed: the
 * database refuses both, whatever the code asks.
 */
export function invoices(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('invoice_series')
        .addColumn('series', 'text', (col) => col.primaryKey())
        .addColumn('last_serial', 'integer', (col) => col.notNull())
        .execute()
      await sql`insert into invoice_series (series, last_serial) values ('INV', 0), ('CN', 0)`.execute(
        db,
      )
      await db.schema
        .createTable('invoice')
        .addColumn('id', 'integer', generatedId(engine))
        .addColumn('number', 'text', (col) => col.notNull().unique())
        .addColumn('kind', 'text', (col) =>
          col.notNull().check(sql`kind IN ('invoice', 'credit_note')`),
        )
        .addColumn('series', 'text', (col) => col.notNull().references('invoice_series.series'))
        .addColumn('serial', 'integer', (col) => col.notNull())
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
        .addColumn('issued_at', 'text', (col) => col.notNull())
        // The resort date it bears: reports take a range of these.
        .addColumn('issued_on', 'text', (col) => col.notNull())
        .addColumn('buyer_name', 'text', (col) => col.notNull())
        .addColumn('buyer_address', 'text')
        .addColumn('buyer_tin', 'text')
        .addColumn('credited_invoice_id', 'integer', (col) => col.references('invoice.id'))
        .addColumn('total', 'integer', (col) => col.notNull())
        // The whole document as issued (domain/invoice.ts InvoiceDocument), read back as it is.
        .addColumn('document', 'text', (col) => col.notNull())
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addUniqueConstraint('invoice_serial', ['series', 'serial'])
        .execute()
      await db.schema
        .createIndex('invoice_reservation')
        .on('invoice')
        .column('reservation_id')
        .execute()
      await db.schema.createIndex('invoice_issued_on').on('invoice').column('issued_on').execute()
      await keepIssued(db, engine)
    },
  }
}

async function keepIssued(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const statements =
    engine === 'sqlite'
      ? [
          'CREATE TRIGGER invoice_kept BEFORE UPDATE ON invoice ' +
            "BEGIN SELECT RAISE(ABORT, 'an issued invoice is never changed'); END",
          'CREATE TRIGGER invoice_not_removed BEFORE DELETE ON invoice ' +
            "BEGIN SELECT RAISE(ABORT, 'an issued invoice is never removed'); END",
        ]
      : [
          'CREATE FUNCTION invoice_refuse() RETURNS trigger LANGUAGE plpgsql AS ' +
            "$$ BEGIN RAISE EXCEPTION 'an issued invoice is never changed or removed'; END $$",
          'CREATE TRIGGER invoice_kept BEFORE UPDATE ON invoice ' +
            'FOR EACH ROW EXECUTE FUNCTION invoice_refuse()',
          'CREATE TRIGGER invoice_not_removed BEFORE DELETE ON invoice ' +
            'FOR EACH ROW EXECUTE FUNCTION invoice_refuse()',
        ]
  for (const statement of statements) await sql.raw(statement).execute(db)
}
