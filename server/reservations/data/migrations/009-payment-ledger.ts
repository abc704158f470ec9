import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

export function paymentLedger(engine: Engine): Migration {
  const id = generatedId(engine)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payment')
        .addColumn('id', 'integer', id)
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
        .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount <> 0`))
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('provider_ref', 'text')
        .addColumn('note', 'text', (col) => col.notNull())
        .addColumn('recorded_by', 'text', (col) => col.notNull())
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('at', 'text', (col) => col.notNull())
        .execute()
      await db.schema
        .createIndex('payment_reservation')
        .on('payment')
        .column('reservation_id')
        .execute()
      // The ledger is money: a row's amount, what it belongs to and when are never changed
      // and no row is removed, by this code or by a mistake elsewhere. Only a note's words
      // may go (data care).
      const kept = 'reservation_id, amount, method, provider_ref, recorded_by, staff_id, at'
      if (engine === 'sqlite') {
        await sql
          .raw(
            `CREATE TRIGGER payment_kept BEFORE UPDATE OF ${kept} ON payment ` +
              "BEGIN SELECT RAISE(ABORT, 'a payment is never changed'); END",
          )
          .execute(db)
        await sql
          .raw(
            'CREATE TRIGGER payment_not_removed BEFORE DELETE ON payment ' +
              "BEGIN SELECT RAISE(ABORT, 'a payment is never removed'); END",
          )
          .execute(db)
      } else {
        await sql
          .raw(
            'CREATE FUNCTION payment_refuse() RETURNS trigger LANGUAGE plpgsql AS ' +
              "$$ BEGIN RAISE EXCEPTION 'a payment is never changed or removed'; END $$",
          )
          .execute(db)
        await sql
          .raw(
            `CREATE TRIGGER payment_kept BEFORE UPDATE OF ${kept} ON payment ` +
              'FOR EACH ROW EXECUTE FUNCTION payment_refuse()',
          )
          .execute(db)
        await sql
          .raw(
            'CREATE TRIGGER payment_not_removed BEFORE DELETE ON payment ' +
              'FOR EACH ROW EXECUTE FUNCTION payment_refuse()',
          )
          .execute(db)
      }
    },
  }
}
