/**
 * The roles a staff account can have, and their names as the console shows them. What each
 * role may do is staff-roles.ts's to say, over the staff API that staff-contract.ts types.
 */
export const STAFF_ROLES = ['manager', 'front_desk', 'housekeeping'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  manager: 'Manager',
  front_desk: 'Front desk',
  housekeeping: 'Housekeeping',
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value)
}
