import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

export function onlinePayments(engine: Engine): Migration {
  const id = generatedId(engine)
  return {
    async up(db: Kysely<unknown>) {
      // The PayMongo Checkout Session of an online deposit: its id finds the booking when the
      // webhook comes, its url answers a retried booking and the guest's page.
      await db.schema.alterTable('reservation').addColumn('checkout_session_id', 'text').execute()
      await db.schema.alterTable('reservation').addColumn('checkout_url', 'text').execute()
      await db.schema
        .createIndex('reservation_checkout_session')
        .on('reservation')
        .column('checkout_session_id')
        .execute()
      // PayMongo resends an event until it gets a 2xx: its id, kept, makes a resend harmless.
      await db.schema
        .createTable('paymongo_event')
        .addColumn('event_id', 'text', (col) => col.primaryKey())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .execute()
      // Refunds to ask PayMongo for, written with the cancellation that owes them and sent by
      // a worker afterwards, so a slow or failing gateway never undoes a cancellation.
      await db.schema
        .createTable('refund')
        .addColumn('id', 'integer', id)
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
        .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
        .addColumn('payment_ref', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col.notNull().check(sql`status IN ('pending', 'sending', 'sent', 'failed')`),
        )
        .addColumn('provider_ref', 'text')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .execute()
      await db.schema
        .createIndex('refund_due')
        .on('refund')
        .columns(['status', 'next_attempt_at'])
        .execute()
      // A provider's payment is money in once: two events for one payment cannot both be
      // recorded, whichever way they race.
      await sql`CREATE UNIQUE INDEX payment_provider_ref ON payment (provider_ref) WHERE provider_ref IS NOT NULL AND amount > 0`.execute(
        db,
      )
    },
  }
}
