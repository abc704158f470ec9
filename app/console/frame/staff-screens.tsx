import type { ComponentType } from 'react'
import { Link, useLocation } from 'react-router'
import { STAFF_PATHS } from '../../../domain/staff-paths'
import { BoardScreen } from '../screens/board/board-screen'
import { useStaffSession } from '../api/staff-session'
import { CalendarScreen } from '../screens/calendar/calendar-screen'
import { ChannelsScreen } from '../screens/channels/channels-screen'
import { HousekeepingScreen } from '../screens/housekeeping/housekeeping-screen'
import { PhoneBookingScreen } from '../screens/phone-booking/phone-booking-screen'
import { RatesScreen } from '../screens/rates/rates-screen'
import { ReportsScreen } from '../screens/reports/reports-screen'
import { RequestQueue } from '../screens/requests/request-queue'
import { ReservationScreen } from '../screens/reservation/reservation-screen'
import { ScreenTitle } from '../ui/screen-title'
import { SearchScreen } from '../screens/search/search-screen'
import { ArrivalsRedirect } from '../screens/today/arrivals-redirect'
import { TodayScreen } from '../screens/today/today-screen'
import { NotForYourRole } from './not-for-your-role'
import { mayOpen } from '../../../domain/staff-screen-roles'

/**
 * The screen for the path under /staff. A plain lookup rather than <Routes>: the public pages
 * share React Router's chunk, and <Routes> would add code to it that only the console uses.
 * All screens are one chunk with the console (lazy chunks per screen split more of the modules
 * the public pages share into extra files, which made their first load larger).
 */
const SCREENS: Record<string, ComponentType> = {
  [STAFF_PATHS.requests]: RequestQueue,
  [STAFF_PATHS.reservation]: ReservationScreen,
  [STAFF_PATHS.calendar]: CalendarScreen,
  [STAFF_PATHS.rates]: RatesScreen,
  [STAFF_PATHS.today]: TodayScreen,
  [STAFF_PATHS.arrivals]: ArrivalsRedirect,
  [STAFF_PATHS.search]: SearchScreen,
  [STAFF_PATHS.phoneBooking]: PhoneBookingScreen,
  [STAFF_PATHS.channels]: ChannelsScreen,
  [STAFF_PATHS.reports]: ReportsScreen,
  [STAFF_PATHS.housekeeping]: HousekeepingScreen,
  [STAFF_PATHS.board]: BoardScreen,
}

export function StaffScreens() {
  const { pathname } = useLocation()
  const { staff } = useStaffSession()
  if (!mayOpen(staff.role, pathname)) return <NotForYourRole />
  const Screen = SCREENS[pathname.replace(/\/+$/, '') || '/'] ?? UnknownScreen
  return <Screen />
}

function UnknownScreen() {
  return (
    <div className="st:mx-auto st:max-w-5xl st:px-5 st:py-10">
      <ScreenTitle>Not found</ScreenTitle>
      <p className="st:mt-4">
        The console has no such screen.{' '}
        <Link to={STAFF_PATHS.requests} className="st:text-sea-deep st:underline">
          Go to the requests
        </Link>
        .
      </p>
    </div>
  )
}
