/**
 * On PostgreSQL every round trip of a booking costs the server and the database more than the
 * work it carries does (decisions 036, 043, 045 and 046): a guest's booking, sent as the site
 * sends it (with an Idempotency-Key), is its address's count, one read and one write, outside
 * any transaction, counted on the wire between the server and PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startWireCounter, type WireCounter } from '../../test-support/postgres-wire-counter'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

let wire: WireCounter | undefined
let api: ApiServer

beforeAll(async () => {
  api = await startApiServer('postgres', {
    relayTo: async (url) => {
      wire = await startWireCounter(url)
      return wire.url
    },
  })
})
afterAll(async () => {
  await api.stop()
  await wire?.stop()
})

async function book(startInDays: number) {
  const response = await api.post('/api/reservations', bookingBody(stayFromToday(startInDays, 3)), {
    'Idempotency-Key': `round-trips-${startInDays}`,
  })
  expect(response.status).toBe(201)
}

// What a booking sends; the server's background work (mail, holds, channels) sends none of it.
const OF_A_BOOKING = [
  /^insert into "?rate_limit"? /,
  /"price_version"/,
  /^(with .*? as \()?\s*(insert into|update) "?(reservation|inventory_night|promo|folio_line|reservation_event|email_outbox|idempotency_key)\b/s,
]

test("a guest's booking: its address counted, one read, one write, and no transaction", async () => {
  // The first booking reads the price catalogue into the server's cache and prepares the
  // connection's statements; the second is every booking after.
  await book(40)
  wire!.reset()
  await book(50)

  const booking = wire!
    .roundTrips()
    .filter((trip) => OF_A_BOOKING.some((pattern) => pattern.test(trip.statement)))
  const shape = booking.map(
    ({ statement }) =>
      /^insert into "?rate_limit"?/.exec(statement)?.[0] ??
      /^select \(select "version" from "price_version"/.exec(statement)?.[0] ??
      /^with n as \(\s*insert into inventory_night/.exec(statement)?.[0].replace(/\s+/g, ' ') ??
      statement,
  )
  expect(shape).toEqual([
    'insert into "rate_limit"',
    'select (select "version" from "price_version"',
    'with n as ( insert into inventory_night',
  ])
  expect(booking.map((trip) => trip.inTransaction)).toEqual([false, false, false])
})
