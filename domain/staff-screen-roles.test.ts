import { expect, test } from 'vitest'
import { homeOf, mayOpen } from './staff-screen-roles'

test('the front desk opens every screen but Channels and Reports', () => {
  expect(mayOpen('front_desk', '/staff/rates')).toBe(true)
  expect(mayOpen('front_desk', '/staff/today/')).toBe(true)
  expect(mayOpen('front_desk', '/staff/channels')).toBe(false)
  expect(mayOpen('front_desk', '/staff/reports')).toBe(false)
  expect(mayOpen('manager', '/staff/reports')).toBe(true)
})

test('housekeeping opens only its own screen, and starts there', () => {
  expect(mayOpen('housekeeping', '/staff/housekeeping')).toBe(true)
  expect(mayOpen('housekeeping', '/staff')).toBe(false)
  expect(mayOpen('housekeeping', '/staff/reservation')).toBe(false)
  expect(homeOf('housekeeping')).toBe('/staff/housekeeping')
  expect(homeOf('front_desk')).toBe('/staff')
})

test('an address that is no screen is left to the console to answer "Not found"', () => {
  expect(mayOpen('housekeeping', '/staff/nowhere')).toBe(true)
})
