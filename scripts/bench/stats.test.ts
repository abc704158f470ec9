import { describe, expect, test } from 'vitest'
import {
  duration,
  kib,
  markdownTable,
  median,
  medianOfFields,
  number,
  ratio,
  score,
  timestamp,
  times,
} from './stats.mjs'

describe('median', () => {
  test('an odd count gives the middle value whatever the order', () => {
    expect(median([900, 1200, 1000])).toBe(1000)
  })

  test('an even count gives the mean of the two middle values', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  test('missing and non-finite values are ignored, and none at all gives null', () => {
    expect(median([null, 5, Number.NaN, undefined, 7, 6])).toBe(6)
    expect(median([])).toBeNull()
    expect(median([null, Number.NaN])).toBeNull()
  })

  test('each field of a set of runs gets its own median', () => {
    const runs = [
      { lcp: 1300, cls: 0 },
      { lcp: 900, cls: 0.02 },
      { lcp: 1000, cls: null },
    ]
    expect(medianOfFields(runs)).toEqual({ lcp: 1000, cls: 0.01 })
  })
})

describe('ratio', () => {
  test('divides two figures', () => {
    expect(ratio(3000, 1500)).toBe(2)
  })

  test('is null when a figure is missing or the divisor is zero', () => {
    expect(ratio(null, 2)).toBeNull()
    expect(ratio(2, undefined)).toBeNull()
    expect(ratio(2, 0)).toBeNull()
  })
})

describe('formatting', () => {
  test('bytes read as KiB with one decimal', () => {
    expect(kib(122_880)).toBe('120.0 KiB')
    expect(kib(1536)).toBe('1.5 KiB')
  })

  test('durations under a second read in ms, longer ones in seconds', () => {
    expect(duration(849.6)).toBe('850 ms')
    expect(duration(1234)).toBe('1.23 s')
  })

  test('Lighthouse scores read out of 100', () => {
    expect(score(1)).toBe('100')
    expect(score(0.894)).toBe('89')
  })

  test('plain numbers get thousands separators and ratios a times sign', () => {
    expect(number(12345.678, 1)).toBe('12,345.7')
    expect(times(1.8449)).toBe('1.84×')
  })

  test('a missing figure reads as a dash, never as NaN or 0', () => {
    for (const format of [kib, duration, score, number, times]) {
      expect(format(null)).toBe('–')
      expect(format(Number.NaN)).toBe('–')
    }
  })

  test('timestamps are safe in file names', () => {
    expect(timestamp(new Date('2026-05-04T10:20:30.456Z'))).toBe('2026-05-04T10-20-30Z')
  })
})

describe('markdownTable', () => {
  test('aligns columns, right-aligning those marked with ">"', () => {
    expect(
      markdownTable(
        ['page', '>LCP'],
        [
          ['/', '1.20 s'],
          ['/room/1', '900 ms'],
        ],
      ),
    ).toBe(
      [
        '| page    |    LCP |',
        '| ------- | -----: |',
        '| /       | 1.20 s |',
        '| /room/1 | 900 ms |',
      ].join('\n'),
    )
  })

  test('pipes and newlines inside a cell do not break the table', () => {
    const table = markdownTable(['note'], [['a | b\nc']])
    expect(table.split('\n')).toHaveLength(3)
    expect(table).toContain('a \\| b c')
  })

  test('short rows are padded with empty cells', () => {
    expect(markdownTable(['a', 'b'], [['x']]).split('\n')[2]).toBe('| x   |     |')
  })
})
