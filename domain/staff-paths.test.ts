import { expect, test } from 'vitest'
import {
  toStaffBoardPath,
  toStaffCalendarPath,
  toStaffHousekeepingPath,
  toStaffReportsPath,
  toStaffReservationPath,
  toStaffSearchPath,
  toStaffTodayPath,
} from './staff-paths'

test("the staff console's screens carry their parameters in the query string", () => {
  expect(toStaffReservationPath('7K3M9QXA')).toBe('/staff/reservation?ref=7K3M9QXA')
  expect(toStaffSearchPath('Ana Cruz')).toBe('/staff/search?q=Ana+Cruz')
  expect(toStaffCalendarPath('2027-01-05')).toBe('/staff/calendar?from=2027-01-05')
  expect(toStaffReportsPath('2027-02-01', '2027-02-28')).toBe(
    '/staff/reports?from=2027-02-01&to=2027-02-28',
  )
  expect(toStaffTodayPath('2027-01-05')).toBe('/staff/today?date=2027-01-05')
  expect(toStaffTodayPath()).toBe('/staff/today')
  expect(toStaffHousekeepingPath('2027-01-05')).toBe('/staff/housekeeping?date=2027-01-05')
  expect(toStaffHousekeepingPath()).toBe('/staff/housekeeping')
  expect(toStaffBoardPath('2027-01-05', 21)).toBe('/staff/board?from=2027-01-05&nights=21')
})
