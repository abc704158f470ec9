import { LogOut, Menu } from 'lucide'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { resort } from '../../../content/resort'
import type { StaffMember } from '../../../domain/staff-contract'
import { STAFF_PATHS } from '../../../domain/staff-paths'
import { STAFF_ROLE_NAMES } from '../../../domain/account-roles'
import { Icon } from '../../components/icon'
import { SCREEN_ROLES } from '../../../domain/staff-screen-roles'

const LINKS = [
  { screen: 'requests', label: 'Requests' },
  { screen: 'today', label: 'Today' },
  { screen: 'board', label: 'Room board' },
  { screen: 'calendar', label: 'Calendar' },
  { screen: 'rates', label: 'Rates' },
  { screen: 'search', label: 'Search' },
  { screen: 'phoneBooking', label: 'Phone booking' },
  { screen: 'channels', label: 'Channels' },
  { screen: 'reports', label: 'Reports' },
  { screen: 'housekeeping', label: 'Housekeeping' },
] as const satisfies readonly { screen: keyof typeof STAFF_PATHS; label: string }[]

const MENU_ID = 'staff-menu'

type StaffNavProps = {
  staff: StaffMember
  signingOut: boolean
  signOutProblem: string | null
  onSignOut: () => void
}

/**
 * The console's own navigation, at the top of its frame: the resort and the console's name, the
 * screens the account's role may open (the current one marked) and the session. On a phone it
 * is one line with a menu: a popover, so the browser closes it on Escape or a tap outside and
 * gives focus back to the button; a screen chosen from it closes it too.
 */
export function StaffNav({ staff, signingOut, signOutProblem, onSignOut }: StaffNavProps) {
  // Link with aria-current rather than NavLink: NavLink's code would land in the chunk the
  // public pages load.
  const { pathname } = useLocation()
  const menuRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover()
  }, [pathname])
  const links = LINKS.filter((link) => SCREEN_ROLES[link.screen].includes(staff.role))

  return (
    // On wide screens the session sits beside the names, so the screens' links keep one line
    // of their own; the reading order stays names, screens, session.
    <nav
      aria-label="Staff console"
      className="st:flex st:items-center st:justify-between st:gap-4 st:lg:grid st:lg:grid-cols-[1fr_auto] st:lg:gap-x-6 st:lg:gap-y-2"
    >
      <p className="st:flex st:flex-col st:leading-tight st:lg:col-start-1 st:lg:row-start-1">
        <span className="st:font-display st:text-xl st:lg:text-2xl">{resort.name}</span>
        <span className="st:text-xs st:tracking-[0.2em] st:text-white/80 st:uppercase">
          Staff console
        </span>
      </p>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        className="st:inline-flex st:min-h-11 st:items-center st:gap-2 st:border st:border-white/70 st:px-3 st:text-sm st:tracking-[0.12em] st:uppercase st:lg:hidden"
      >
        <Icon node={Menu} className="st:size-4" />
        Menu
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        className="on-dark st:inset-x-0 st:top-16 st:bottom-auto st:m-0 st:h-auto st:max-h-[calc(100dvh-4rem)] st:w-full st:border-0 st:bg-sea-deep st:px-5 st:pt-2 st:pb-5 st:text-white st:shadow-lg st:lg:contents"
      >
        <ul className="st:flex st:flex-col st:lg:col-span-2 st:lg:row-start-2 st:lg:-mx-3 st:lg:flex-row st:lg:flex-wrap st:lg:gap-1">
          {links.map((link) => (
            <li key={link.screen}>
              <Link
                to={STAFF_PATHS[link.screen]}
                aria-current={pathname === STAFF_PATHS[link.screen] ? 'page' : undefined}
                className="st:block st:border-l-2 st:border-transparent st:px-3 st:py-3 st:text-sm st:tracking-[0.12em] st:uppercase st:hover:border-white/60 st:aria-[current=page]:border-[#ffd79a] st:aria-[current=page]:bg-white/10 st:lg:border-b-2 st:lg:border-l-0 st:lg:py-2"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="st:mt-3 st:flex st:flex-wrap st:items-center st:gap-x-4 st:gap-y-2 st:border-t st:border-white/20 st:pt-4 st:text-sm st:lg:col-start-2 st:lg:row-start-1 st:lg:mt-0 st:lg:border-0 st:lg:pt-0">
          <span className="st:text-white/85">
            Signed in as <span className="st:wrap-anywhere st:text-white">{staff.email}</span>{' '}
            <span className="st:whitespace-nowrap">({STAFF_ROLE_NAMES[staff.role]})</span>
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
      </div>
    </nav>
  )
}
