/**
 * Roles on every staff route (domain/staff-roles.ts): registered after the session check and
 * before any handler, one check per endpoint of STAFF_API, so a route the console can call is
 * never without one.
 */
import { STAFF_ROLE_NAMES } from '../../../../domain/account-roles'
import { mayUse, type StaffEndpointName } from '../../../../domain/staff-roles'
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { refusal } from '../responses'
import type { StaffApp } from './staff-app'

export function registerRoleChecks(app: StaffApp): void {
  for (const name of Object.keys(STAFF_API) as StaffEndpointName[]) {
    const { method, route } = STAFF_API[name]
    app.on(method, route, async (c, next) => {
      const { role } = c.get('staff')
      if (mayUse(role, name)) return next()
      return refusal(c, {
        code: 'forbidden',
        message: `A ${STAFF_ROLE_NAMES[role].toLowerCase()} account cannot do this. Ask a manager if it should.`,
      })
    })
  }
}
