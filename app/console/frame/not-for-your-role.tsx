import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { STAFF_PATHS } from '../../../domain/staff-paths'
import { STAFF_ROLE_NAMES } from '../../../domain/account-roles'
import { useStaffSession } from '../api/staff-session'
import { ScreenTitle } from '../ui/screen-title'
import { homeOf } from '../../../domain/staff-screen-roles'

/**
 * In place of a screen the account's role may not use: says so, and where its work is. The
 * console's front door (/staff, where everyone signs in) leads there at once instead.
 */
export function NotForYourRole() {
  const { staff } = useStaffSession()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const home = homeOf(staff.role)
  const frontDoor = pathname.replace(/\/+$/, '') === STAFF_PATHS.requests
  useEffect(() => {
    if (frontDoor) void navigate(home, { replace: true })
  }, [frontDoor, home, navigate])
  if (frontDoor) return null
  return (
    <div className="st:mx-auto st:max-w-5xl st:px-5 st:py-10">
      <ScreenTitle>Not for your role</ScreenTitle>
      <p className="st:mt-4 st:max-w-prose">
        This screen is not for a {STAFF_ROLE_NAMES[staff.role].toLowerCase()} account, so the
        console does not open it. If you need it, ask a manager to change your role.
      </p>
      <p className="st:mt-4">
        <Link to={home} className="st:font-medium st:text-sea-deep st:underline">
          {home === STAFF_PATHS.housekeeping ? 'Go to Housekeeping' : 'Go to the requests'}
        </Link>
      </p>
    </div>
  )
}
