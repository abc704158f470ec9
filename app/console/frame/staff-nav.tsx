import { LogOut } from 'lucide'
import { Link, useLocation } from 'react-router'
import type { StaffMember } from '../../../domain/staff-contract'
import { STAFF_PATHS } from '../../../domain/staff-paths'
import { Icon } from '../../components/icon'

const LINKS = [
  { to: STAFF_PATHS.requests, label: 'Requests' },
  { to: STAFF_PATHS.today, label: 'Today' },
  { to: STAFF_PATHS.board, label: 'Room board' },
  { to: STAFF_PATHS.calendar, label: 'Calendar' },
  { to: STAFF_PATHS.rates, label: 'Rates' },
  { to: STAFF_PATHS.search, label: 'Search' },
  { to: STAFF_PATHS.phoneBooking, label: 'Phone booking' },
  { to: STAFF_PATHS.channels, label: 'Channels' },
  { to: STAFF_PATHS.reports, label: 'Reports' },
  { to: STAFF_PATHS.housekeeping, label: 'Housekeeping' },
] as const

type StaffNavProps = {
  staff: StaffMember
  signingOut: boolean
  signOutProblem: string | null
  onSignOut: () => void
}

/**
 * The console's own navigation, under the site's header: its name, the screens (the current
 * one marked) and the session, all inside the landmark.
 */
export function StaffNav({ staff, signingOut, signOutProblem, onSignOut }: StaffNavProps) {
  // Link with aria-current rather than NavLink: NavLink's code would land in the chunk the
  // public pages load.
  const { pathname } = useLocation()
  return (
    // On wide screens the session sits beside the console's name, so the screens' links keep
    // one line of their own; the reading order stays name, screens, session.
    <nav
      aria-label="Staff console"
      className="st:flex st:flex-col st:gap-2 st:lg:grid st:lg:grid-cols-[1fr_auto] st:lg:items-center st:lg:gap-x-6"
    >
      <p className="st:font-display st:text-2xl st:lg:col-start-1 st:lg:row-start-1">
        Staff console
      </p>
      <ul className="st:flex st:flex-wrap st:gap-1 st:lg:col-span-2 st:lg:row-start-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              className="st:block st:border-b-2 st:border-transparent st:px-3 st:py-2 st:text-sm st:tracking-[0.12em] st:uppercase st:hover:border-white/60 st:aria-[current=page]:border-[#ffd79a] st:aria-[current=page]:bg-white/10"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="st:flex st:flex-wrap st:items-center st:gap-x-4 st:gap-y-1 st:text-sm st:lg:col-start-2 st:lg:row-start-1">
        <span className="st:text-white/85">
          Signed in as <span className="st:wrap-anywhere st:text-white">{staff.email}</span>
        </span>
        <button
          type="button"
          onClick={onSignOut}
          aria-disabled={signingOut}
          className="st:inline-flex st:min-h-11 st:items-center st:gap-2 st:border st:border-white/70 st:px-3 st:py-1.5 st:tracking-[0.12em] st:uppercase st:hover:bg-white st:hover:text-sea-deep st:aria-disabled:cursor-wait"
        >
          <Icon node={LogOut} className="st:size-4" />
          Sign out
        </button>
        {signOutProblem && (
          <p role="alert" className="st:w-full st:text-[#ffd79a]">
            {signOutProblem}
          </p>
        )}
      </div>
    </nav>
  )
}
