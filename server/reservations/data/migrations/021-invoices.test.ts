/**
 * The invoices' migration on both engines: each series starts at nothing issued, and the
 * database itself refuses to change or remove an issued document, or to give a number twice.
 */
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES, freshDatabase, type FreshDatabase } from '../../../test-support/test-database'
import { openDatabase, type OpenDatabase } from '../connect'
import type { Database } from '../tables'

describe.each(ENGINES)('invoices kept on %s', (engine) => {
  let fresh: FreshDatabase
  let opened: OpenDatabase
  let db: Kysely<Database>

  beforeAll(async () => {
    fresh = await freshDatabase(engine)
    opened = await openDatabase(fresh.target)
    db = opened.db
    await db
      .insertInto('room_type')
      .values({ id: 1, name: 'Hotel Rooms', max_person: 2, units: 1 })
      .execute()
    const at = '2026-12-01T00:00:00.000Z'
    await db
      .insertInto('reservation')
      .values({
        ref: 'AC-TEST01',
        room_type_id: 1,
        rate_code: 'standard',
        check_in: '2026-12-01',
        check_out: '2026-12-02',
        nights: 1,
        adults: 1,
        kids: 0,
        guest_name: 'Juan',
        guest_email: 'juan@example.com',
        guest_phone: null,
        notes: '',
        status: 'checked_out',
        total: 250_000,
        breakdown: '{}',
        hold_expires_at: null,
        request_address: null,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await db.insertInto('invoice').values(row('INV-000001', 1)).execute()
  })
  afterAll(async () => {
    await opened.close()
    await fresh.cleanup()
  })

  function row(number: string, serial: number) {
    return {
      number,
      kind: 'invoice' as const,
      series: 'INV',
      serial,
      reservation_id: 1,
      issued_at: '2026-12-02T02:00:00.000Z',
      issued_on: '2026-12-02',
      buyer_name: 'Juan',
      buyer_address: null,
      buyer_tin: null,
      credited_invoice_id: null,
      total: 250_000,
      document: '{}',
      staff_id: null,
    }
  }

  test('each series starts with nothing issued', async () => {
    const series = await db.selectFrom('invoice_series').selectAll().orderBy('series').execute()

    expect(series.map((s) => [s.series, Number(s.last_serial)])).toEqual([
      ['CN', 0],
      ['INV', 0],
    ])
  })

  test('an issued invoice is never changed or removed', async () => {
    await expect(sql`update invoice set total = 1`.execute(db)).rejects.toThrow(/never changed/)
    await expect(sql`delete from invoice`.execute(db)).rejects.toThrow(
      /never (changed or )?removed/,
    )
    const kept = await db.selectFrom('invoice').select(['number', 'total']).execute()

    expect(kept.map((k) => [k.number, Number(k.total)])).toEqual([['INV-000001', 250_000]])
  })

  test('a serial of a series is never given twice', async () => {
    await expect(db.insertInto('invoice').values(row('INV-000001b', 1)).execute()).rejects.toThrow()
  })
})
