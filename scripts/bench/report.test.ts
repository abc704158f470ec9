// @vitest-environment node
import { expect, test } from 'vitest'
import { evaluateBars } from './report.mjs'

const row = (page: string, median: Record<string, number>, formFactor = 'mobile') => ({
  formFactor,
  page,
  median: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1, cls: 0, ...median },
})

const lighthouse = [
  row('/', { lcp: 900, tbt: 40, totalBytes: 200 * 1024 }),
  row('/room/1', { lcp: 950, tbt: 80 }),
]
const firstLoad = [{ page: '/', gzip: 100 * 1024 }]
const bar = (bars: ReturnType<typeof evaluateBars>, start: string) =>
  bars.find((b) => b.bar.startsWith(start))

test('the TBT bar reads the worst page; LCP reads /', () => {
  const bars = evaluateBars({ lighthouse, firstLoad })
  expect(bar(bars, 'TBT')).toEqual({
    bar: 'TBT at most 50 ms (mobile, worst page)',
    figure: '80 ms on /room/1',
    met: false,
  })
  expect(bar(bars, 'LCP')).toMatchObject({ figure: '900 ms', met: true })
})

test("the floor's mobile figures stand beside LCP and TBT and change no verdict", () => {
  const floor = [
    row('floor: one picture', { lcp: 700, tbt: 30 }),
    row('floor: one picture', { lcp: 300, tbt: 0 }, 'desktop'),
  ]
  const bars = evaluateBars({ lighthouse, firstLoad, floor })
  expect(bar(bars, 'TBT')).toMatchObject({ figure: '80 ms on /room/1 (floor 30 ms)', met: false })
  expect(bar(bars, 'LCP')).toMatchObject({ figure: '900 ms (floor 700 ms)', met: true })
  expect(bars.filter((b) => b.bar.includes('floor'))).toEqual([])
})
