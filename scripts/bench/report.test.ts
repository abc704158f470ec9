// @vitest-environment node
import { expect, test } from 'vitest'
import { evaluateBars, takeoverTable } from './report.mjs'

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

test('the takeover table prints each profile and page with its gap, and a dash for what was not measured', () => {
  const table = takeoverTable([
    {
      page: '/',
      profile: 'slow phone 390',
      runs: 3,
      firstPaintMs: 1316,
      takeoverMs: 3786,
      gapMs: 2466,
    },
    {
      page: '/room/2',
      profile: 'desktop 1440',
      runs: 0,
      firstPaintMs: null,
      takeoverMs: null,
      gapMs: null,
    },
  ])

  const [, , measured, unmeasured] = table.split('\n')
  const cells = (line = '') =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())

  expect(cells(measured)).toEqual(['slow phone 390', '/', '1.32 s', '3.79 s', '2.47 s', '3'])
  expect(cells(unmeasured)).toEqual(['desktop 1440', '/room/2', '–', '–', '–', '0'])
})
