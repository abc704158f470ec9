/** Housekeeping: every unit's status on a day, and a status set by hand. */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { changeUnitStatus, housekeepingDay } from '../../services/housekeeping'
import { serve } from '../serve-endpoint'
import { UnitStatusSchema } from '../staff-schemas'
import type { StaffApiDependencies, StaffApp } from './staff-app'

export function registerHousekeepingRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  serve(app, STAFF_API.housekeeping, {
    handle: async (_, { query }) => housekeepingDay(deps.db, query('date'), deps.now()),
  })
  serve(app, STAFF_API.setUnitStatus, {
    body: UnitStatusSchema,
    invalid:
      'Choose clean, dirty, inspected or out of order; out of order needs a reason and its first and last nights.',
    handle: async (c, { param, body }) =>
      changeUnitStatus(deps.db, param('id'), body, c.get('staff'), deps.now()),
  })
}
