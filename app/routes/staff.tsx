import type { MetaArgs } from 'react-router'
import { StaffConsole } from '../features/staff/staff-console'
import { staffMeta } from '../features/staff/staff-meta'
import '../features/staff/staff.css'

// Reservations mode only (app/routes.ts): the staff console at /staff and its screens under it.
// No +types import: the default build's typegen does not know this route.
export function meta({ location }: MetaArgs) {
  return staffMeta(location.pathname)
}

export default function Staff() {
  return <StaffConsole />
}
