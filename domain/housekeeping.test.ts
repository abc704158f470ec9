import { describe, expect, test } from 'vitest'
import {
  checkStatusChange,
  cleaningOrder,
  isReady,
  NEXT_STATUS,
  outOfOrderNights,
  outOfOrderOn,
  UNIT_STATUSES,
} from './housekeeping'

const unit = (
  label: string,
  day: Partial<Record<'departing' | 'stayingOver' | 'arriving', boolean>> = {},
) => ({
  label,
  departing: false,
  stayingOver: false,
  arriving: false,
  ...day,
})

describe('cleaningOrder', () => {
  test('departures first, then stay-overs, then arrivals’ rooms, then the rest, each in the given order', () => {
    const units = [
      unit('H1'),
      unit('H2', { arriving: true }),
      unit('H3', { stayingOver: true }),
      unit('H4', { departing: true, arriving: true }),
      unit('C1', { departing: true }),
      unit('C2', { stayingOver: true }),
      unit('D1'),
      unit('D2', { arriving: true }),
    ]

    expect(cleaningOrder(units).map((each) => each.label)).toEqual([
      'H4',
      'C1',
      'H3',
      'C2',
      'H2',
      'D2',
      'H1',
      'D1',
    ])
  })

  test('leaves the list it was given as it was', () => {
    const units = [unit('H1'), unit('H2', { departing: true })]
    cleaningOrder(units)
    expect(units.map((each) => each.label)).toEqual(['H1', 'H2'])
  })
})

test('a guest may be given a clean or inspected unit only', () => {
  expect(UNIT_STATUSES.filter(isReady)).toEqual(['clean', 'inspected'])
})

test('one tap cleans a dirty unit, inspects a clean one, and takes a unit back from repairs to clean', () => {
  expect(NEXT_STATUS.dirty.status).toBe('clean')
  expect(NEXT_STATUS.clean.status).toBe('inspected')
  expect(NEXT_STATUS.inspected.status).toBe('dirty')
  expect(NEXT_STATUS.out_of_order).toEqual({ status: 'dirty', action: 'Back in service' })
})

describe('checkStatusChange', () => {
  test('a status without dates needs nothing else; what else came is dropped', () => {
    expect(checkStatusChange({ status: 'dirty', reason: 'x', from: '2026-12-01' })).toEqual({
      change: { status: 'dirty' },
    })
  })

  test('out of order needs a reason and its first and last nights, both included', () => {
    expect(
      checkStatusChange({
        status: 'out_of_order',
        reason: ' Leak ',
        from: '2026-12-01',
        to: '2026-12-01',
      }),
    ).toEqual({
      change: { status: 'out_of_order', reason: 'Leak', from: '2026-12-01', to: '2026-12-01' },
    })
    expect(checkStatusChange({ status: 'out_of_order', reason: ' ', from: 'soon' })).toEqual({
      fields: {
        reason: 'Say why the unit is out of order.',
        from: 'Give the first night out of order as a date, e.g. 2026-12-01.',
        to: 'Give the last night out of order as a date, e.g. 2026-12-03.',
      },
    })
  })

  test('refuses an unknown status, nights backwards, and a spell of more than a year', () => {
    expect(checkStatusChange({ status: 'sparkling' })).toEqual({
      fields: { status: 'Choose clean, dirty, inspected or out of order.' },
    })
    expect(
      checkStatusChange({
        status: 'out_of_order',
        reason: 'Paint',
        from: '2026-12-02',
        to: '2026-12-01',
      }),
    ).toEqual({ fields: { to: 'The last night cannot be before the first.' } })
    expect(
      checkStatusChange({
        status: 'out_of_order',
        reason: 'Rebuild',
        from: '2026-01-01',
        to: '2027-01-02',
      }),
    ).toEqual({ fields: { to: 'Take a unit out of order for at most 366 nights at a time.' } })
  })
})

test('out-of-order nights run from the first to the last, both included', () => {
  expect(outOfOrderNights('2026-12-31', '2027-01-02')).toEqual([
    '2026-12-31',
    '2027-01-01',
    '2027-01-02',
  ])
})

test('a unit out of order covers its nights from the first to the last, both included', () => {
  const spell = { status: 'out_of_order' as const, from: '2027-02-03', to: '2027-02-04' }
  expect(outOfOrderOn(spell, ['2027-02-01', '2027-02-02'])).toBeNull()
  expect(outOfOrderOn(spell, ['2027-02-02', '2027-02-03'])).toEqual({
    from: '2027-02-03',
    to: '2027-02-04',
  })
  expect(outOfOrderOn(spell, ['2027-02-04'])).not.toBeNull()
  expect(outOfOrderOn(spell, ['2027-02-05'])).toBeNull()
  expect(outOfOrderOn({ status: 'clean', from: null, to: null }, ['2027-02-03'])).toBeNull()
  expect(outOfOrderOn(undefined, ['2027-02-03'])).toBeNull()
})
