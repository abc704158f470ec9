import type { TestInfo } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { addDays, resortToday } from '../domain/calendar'
import { MAX_DAYS_AHEAD } from '../domain/stay'
import { allRanges, NIGHT_MAP, nightOf, slotRange, stayInSlot } from './night-map'

const onPhone = { project: { name: 'phone' } } as TestInfo
const onDesktop = { project: { name: 'desktop' } } as TestInfo

describe('the e2e night map', () => {
  it('gives no night to two ranges', () => {
    const owners = new Map<number, string>()
    const shared: string[] = []
    for (const { name, range } of allRanges())
      for (let day = range.from; day < range.from + range.days; day += 1) {
        const owner = owners.get(day)
        if (owner) shared.push(`day ${day}: ${owner} and ${name}`)
        owners.set(day, name)
      }
    expect(shared).toEqual([])
  })

  it('keeps every check-in inside the booking horizon, and the Rates and channel nights in their first 60', () => {
    for (const { name, range } of allRanges()) {
      expect(range.from, name).toBeGreaterThanOrEqual(0)
      expect(range.from + range.days - 1, name).toBeLessThanOrEqual(MAX_DAYS_AHEAD)
    }
    for (const name of ['rates', 'channels'] as const)
      for (const range of Object.values(NIGHT_MAP[name]))
        expect(range.from + range.days).toBeLessThanOrEqual(60)
  })

  it('books a test from its own slot, per project', () => {
    const today = resortToday(new Date())
    expect(stayInSlot(onPhone, 'guest', 2, 3)).toEqual({
      checkIn: addDays(today, NIGHT_MAP.guest.phone + 2 * NIGHT_MAP.guest.days),
      checkOut: addDays(today, NIGHT_MAP.guest.phone + 2 * NIGHT_MAP.guest.days + 3),
    })
    expect(stayInSlot(onDesktop, 'staff', 0, 1).checkIn).toBe(
      addDays(today, NIGHT_MAP.staff.desktop),
    )
    expect(nightOf(onDesktop, NIGHT_MAP.rates, 9)).toBe(addDays(today, 49))
  })

  it('refuses a stay longer than its slot, a slot off the map, and a night outside its range', () => {
    expect(() => stayInSlot(onPhone, 'guest', 0, NIGHT_MAP.guest.days + 1)).toThrow(
      'a guest slot holds 1 to 4 nights, not 5',
    )
    expect(() => slotRange('staff', 'phone', NIGHT_MAP.staff.slots)).toThrow(
      'staff slot 32 is not on the night map (0 to 31)',
    )
    expect(() => nightOf(onPhone, NIGHT_MAP.channels, 5)).toThrow(
      'night 5 is outside this range of 5',
    )
  })
})
