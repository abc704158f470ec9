import { expect, test } from 'vitest'
import { staffMeta } from './staff-meta'

test("each screen's title names it, and no staff page may be indexed", () => {
  expect(staffMeta('/staff/calendar')).toEqual([
    { title: 'Occupancy calendar | Staff console' },
    { name: 'robots', content: 'noindex, nofollow' },
  ])
  expect(staffMeta('/staff')[0]).toEqual({ title: 'Requests | Staff console' })
  expect(staffMeta('/staff/rates')[0]).toEqual({ title: 'Rates | Staff console' })
  expect(staffMeta('/staff/channels')[0]).toEqual({ title: 'Channels | Staff console' })
  expect(staffMeta('/staff/reports')[0]).toEqual({ title: 'Reports | Staff console' })
})

test('an unknown staff path is titled as not found, still noindex', () => {
  expect(staffMeta('/staff/nope')).toEqual([
    { title: 'Not found | Staff console' },
    { name: 'robots', content: 'noindex, nofollow' },
  ])
})
