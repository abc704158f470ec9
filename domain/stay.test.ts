import { describe, expect, test } from 'vitest'
import { MAX_DAYS_AHEAD, MAX_NIGHTS, checkStay, guestMayCancel } from './stay'
import { addDays } from './calendar'

const TODAY = '2026-12-30'

describe('checkStay', () => {
  test('a stay over the new year counts its nights across the year end', () => {
    expect(checkStay({ checkIn: TODAY, checkOut: '2027-01-02' }, TODAY)).toEqual({
      stay: { checkIn: TODAY, checkOut: '2027-01-02', nights: 3 },
    })
  })

  test('a stay over 29 February of a leap year has that night', () => {
    const result = checkStay({ checkIn: '2028-02-28', checkOut: '2028-03-01' }, '2028-01-01')
    expect(result).toMatchObject({ stay: { nights: 2 } })
  })

  test.each([
    ['a check-in in the past', { checkIn: '2026-12-29', checkOut: '2026-12-31' }, 'checkIn'],
    ['an impossible date', { checkIn: '2027-02-30', checkOut: '2027-03-02' }, 'checkIn'],
    ['text that is not a date', { checkIn: 'tomorrow', checkOut: '2027-01-02' }, 'checkIn'],
    ['a check-out on the check-in day', { checkIn: TODAY, checkOut: TODAY }, 'checkOut'],
    [
      'more nights than allowed',
      { checkIn: TODAY, checkOut: addDays(TODAY, MAX_NIGHTS + 1) },
      'checkOut',
    ],
    [
      'a check-in too far ahead',
      { checkIn: addDays(TODAY, MAX_DAYS_AHEAD + 1), checkOut: addDays(TODAY, MAX_DAYS_AHEAD + 2) },
      'checkIn',
    ],
  ])('refuses %s, naming the field', (_, input, field) => {
    const result = checkStay(input, TODAY)
    expect('problems' in result && Object.keys(result.problems)).toContain(field)
  })

  test('the longest stay and the furthest check-in are accepted', () => {
    expect(
      checkStay({ checkIn: TODAY, checkOut: addDays(TODAY, MAX_NIGHTS) }, TODAY),
    ).toMatchObject({
      stay: { nights: MAX_NIGHTS },
    })
    const far = addDays(TODAY, MAX_DAYS_AHEAD)
    expect(checkStay({ checkIn: far, checkOut: addDays(far, 1) }, TODAY)).toMatchObject({
      stay: { nights: 1 },
    })
  })
})

describe('guestMayCancel', () => {
  test('until the day before check-in, not on it or after', () => {
    expect(guestMayCancel('2027-01-05', '2027-01-04')).toBe(true)
    expect(guestMayCancel('2027-01-05', '2027-01-05')).toBe(false)
    expect(guestMayCancel('2027-01-05', '2027-01-06')).toBe(false)
  })
})
