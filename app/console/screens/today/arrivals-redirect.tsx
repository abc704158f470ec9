import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { STAFF_PATHS } from '../../../../domain/staff-paths'

/**
 * '/staff/arrivals', the first address of Today's lists: replaced by Today's own, with any
 * query, so bookmarks and the back button keep working. The page stays prerendered (a 200),
 * as a bookmark reaches it before any script runs.
 */
export function ArrivalsRedirect() {
  const navigate = useNavigate()
  const { search } = useLocation()
  useEffect(() => {
    void navigate(`${STAFF_PATHS.today}${search}`, { replace: true })
  }, [navigate, search])
  return null
}
