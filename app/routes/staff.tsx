import type { MetaArgs } from 'react-router'
import { StaffConsole } from '../console/staff-console'
import { staffMeta } from '../console/staff-meta'
import '../console/staff.css'

// Reservations mode only (app/routes.ts): the staff console at /staff and its screens under it.
// No +types import: the default build's typegen does not know this route.
export function meta({ location }: MetaArgs) {
  return staffMeta(location.pathname)
}

export default function Staff() {
  return <StaffConsole />
}
