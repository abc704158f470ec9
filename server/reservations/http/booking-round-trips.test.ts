/**
 * On PostgreSQL every round trip of a booking's transaction costs the server and the database
 * more than the work inside it does (decisions 036, 043 and 044): a guest's booking, sent as the
 * site sends it (with an Idempotency-Key), is read and written in seven, counted on the wire
 * between the server and PostgreSQL.
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

test("a guest's booking: begin, what it reads, the nights, the rows, the mails, the request's answer, commit", async () => {
  // The first booking reads the price catalogue into the server's cache and prepares the
  // connection's statements; the second is every booking after.
  await book(40)
  wire!.reset()
  await book(50)

  const bookings = wire!
    .committed()
    .filter((transaction) =>
      transaction.statements.some((statement) => statement.includes('insert into "reservation"')),
    )
  expect(bookings).toHaveLength(1)
  const [booking] = bookings
  const shape = booking!.statements.map(
    (statement) =>
      /^(begin|commit)$/.exec(statement)?.[1] ??
      /^select \(select "version" from "price_version"/.exec(statement)?.[0] ??
      /^insert into "inventory_night"/.exec(statement)?.[0] ??
      /^with "r" as \(insert into "reservation"/.exec(statement)?.[0] ??
      /^insert into "email_outbox"/.exec(statement)?.[0] ??
      /^insert into "idempotency_key"/.exec(statement)?.[0] ??
      statement,
  )
  expect(shape).toEqual([
    'begin',
    'select (select "version" from "price_version"',
    'insert into "inventory_night"',
    'with "r" as (insert into "reservation"',
    'insert into "email_outbox"',
    'insert into "idempotency_key"',
    'commit',
  ])
  expect(booking!.roundTrips).toBe(7)
})
