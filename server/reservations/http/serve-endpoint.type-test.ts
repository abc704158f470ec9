/**
 * Compile-time tests of route registration (run by `npm run typecheck`, never executed): each
 * `@ts-expect-error` line must stay an error, or the type check fails. They show what an
 * endpoint object holds a handler to.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { STAFF_API } from '../../../domain/staff-endpoints'
import { ok, refuse } from '../services/problem'
import { serve } from './serve-endpoint'
import { NoteSchema, UnitLabelSchema } from './staff-schemas'

// A refusal fits every endpoint, so the one error on each line below is the one named.
const refused = async () => refuse({ code: 'not_found', message: 'No such thing.' })

export function handlersHeldToTheirEndpoints(app: Hono) {
  // A schema of the endpoint's body, an answer of its type: accepted.
  serve(app, STAFF_API.addNote, { body: NoteSchema, invalid: 'x', handle: refused })
  serve(app, STAFF_API.search, { handle: async () => ok({ results: [] }) })

  // @ts-expect-error the schema of another endpoint's body
  serve(app, STAFF_API.addNote, { body: UnitLabelSchema, invalid: 'x', handle: refused })
  serve(app, STAFF_API.addNote, {
    // @ts-expect-error a schema whose shape is not the body's
    body: z.object({ note: z.string() }),
    invalid: 'x',
    handle: refused,
  })
  serve(app, STAFF_API.units, {
    // @ts-expect-error an answer that is not the endpoint's response type
    handle: async () => ok({ units: [] }),
  })
  serve(app, STAFF_API.addNote, {
    body: NoteSchema,
    invalid: 'x',
    handle: async (_, { param }) => {
      // @ts-expect-error a parameter the route does not have
      param('id')
      return refused()
    },
  })
  serve(app, STAFF_API.search, {
    handle: async (_, { query }) => {
      // @ts-expect-error a query key the endpoint does not read
      query('text')
      return refused()
    },
  })
  // @ts-expect-error a body read where the endpoint takes none
  serve(app, STAFF_API.checkIn, { body: NoteSchema, invalid: 'x', handle: refused })
}
