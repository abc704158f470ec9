import { TriangleAlert } from 'lucide'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { Link, useLocation } from 'react-router'
import { Icon } from '../../../components/icon'
import { STAFF_CONFLICTS_PATH, STAFF_PATHS } from '../../../../domain/staff-paths'
import { mayUse } from '../../../../domain/staff-roles'
import { useStaffSession } from '../../api/staff-session'
import { mayOpen } from '../../../../domain/staff-screen-roles'
import { useStaffData } from '../../api/use-staff-data'
import { describeConflictCount } from './channel-words'
import { channelsApi } from '../../api/channels-api'

const ConflictsChanged = createContext<() => void>(() => {})
const RECOUNT_MS = 60_000

/** Tells the banner to count again: a change on the Channels screen may add or clear conflicts. */
export function useConflictsChanged() {
  return useContext(ConflictsChanged)
}

/**
 * The console's screens under a banner of unresolved calendar conflicts, which must never go
 * unseen: counted again at each screen change and after any change on the Channels screen.
 * Nothing shows when there are none, nor when the count fails to load: each screen shows its
 * own problems. A role that cannot read the channels (housekeeping) is shown no banner; one
 * that cannot open their screen reads it without the link.
 */
export function ConflictWatch({ children }: { children: ReactNode }) {
  const { staff } = useStaffSession()
  if (!mayUse(staff.role, 'channels')) return children
  return (
    <CountedConflicts linked={mayOpen(staff.role, STAFF_PATHS.channels)}>
      {children}
    </CountedConflicts>
  )
}

function CountedConflicts({ children, linked }: { children: ReactNode; linked: boolean }) {
  const { pathname } = useLocation()
  const [changes, setChanges] = useState(0)
  const changed = useCallback(() => setChanges((count) => count + 1), [])
  // A sync finds conflicts in the background: counted again every minute on any screen.
  useEffect(() => {
    const timer = window.setInterval(changed, RECOUNT_MS)
    return () => window.clearInterval(timer)
  }, [changed])
  const { state } = useStaffData(`${pathname} ${changes}`, channelsApi.list)
  const count = state.status === 'loaded' ? state.data.conflicts.length : 0
  // Screens set their own column's width; the banner takes the width of the one beneath it,
  // so its edges line up with the screen's at any width (and with a screen added later).
  const bannerRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const banner = bannerRef.current
    const column = banner?.nextElementSibling
    if (banner && column) banner.style.maxWidth = getComputedStyle(column).maxWidth
  })
  return (
    <ConflictsChanged.Provider value={changed}>
      {/* Announced when it appears or changes, yet without the status role: a screen's status
          is its own outcome message, which a screen reader (and a test) looks for by role. */}
      <div ref={bannerRef} aria-live="polite" className="st:mx-auto st:max-w-7xl st:px-5">
        {count > 0 && (
          <p className="st:mt-6 st:flex st:items-center st:gap-3 st:border-l-4 st:border-danger st:bg-white st:px-4 st:py-3">
            <Icon node={TriangleAlert} className="st:size-5 st:shrink-0 st:text-danger" />
            {linked ? (
              <Link
                to={STAFF_CONFLICTS_PATH}
                className="st:font-medium st:text-sea-deep st:underline st:underline-offset-4"
              >
                {describeConflictCount(count)}
              </Link>
            ) : (
              <span className="st:font-medium">
                {describeConflictCount(count)}: a manager resolves them on the Channels screen.
              </span>
            )}
          </p>
        )}
      </div>
      {children}
    </ConflictsChanged.Provider>
  )
}
