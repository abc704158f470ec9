/** The Rates screen's extras catalogue: list, add and change. */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { changeExtra, createExtra, extras } from '../../services/extras-admin'
import { ok } from '../../services/problem'
import { serve } from '../serve-endpoint'
import { ExtraSchema, ExtraUpdateSchema } from '../staff-schemas'
import type { StaffApiDependencies, StaffApp } from './staff-app'

const INVALID = 'Some details need another look.'

export function registerExtraRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  const { db } = deps
  serve(app, STAFF_API.extras, { handle: async () => ok(await extras(db)) })
  serve(app, STAFF_API.createExtra, {
    body: ExtraSchema,
    invalid: INVALID,
    status: 201,
    handle: async (c, { body }) => createExtra(db, body, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.updateExtra, {
    body: ExtraUpdateSchema,
    invalid: INVALID,
    handle: async (c, { param, body }) =>
      changeExtra(db, param('code'), body, c.get('staff'), deps.now()),
  })
}
