// The markdown the benchmark prints, and docs/architecture.md's quality bars read against its figures.
// Pure: takes the figures the sections measured, returns text and plain objects.

import { RESOURCE_TYPES } from './lighthouse.mjs'
import { duration, kib, markdownTable, number, ratio, score, times } from './stats.mjs'

const KIB = 1024

/** @param {any[]} lighthouse */
export function lighthouseTable(lighthouse) {
  const typeTitles = {
    script: 'JS',
    stylesheet: 'CSS',
    image: 'Img',
    font: 'Font',
    document: 'Doc',
    other: 'Other',
  }
  return markdownTable(
    [
      'form',
      'page',
      '>Perf',
      '>A11y',
      '>BP',
      '>SEO',
      '>FCP',
      '>LCP',
      '>TBT',
      '>CLS',
      '>SI',
      '>Total',
      ...RESOURCE_TYPES.map((type) => `>${typeTitles[type]}`),
      '>runs',
    ],
    lighthouse.map((row) => {
      const m = row.median ?? {}
      return [
        row.formFactor,
        row.page,
        score(m.performance),
        score(m.accessibility),
        score(m['best-practices']),
        score(m.seo),
        duration(m.fcp),
        duration(m.lcp),
        duration(m.tbt),
        number(m.cls, 3),
        duration(m.speedIndex),
        kib(m.totalBytes),
        ...RESOURCE_TYPES.map((type) => kib(m[`bytes.${type}`])),
        String(row.runs),
      ]
    }),
  )
}

/**
 * The window between the first paint and the app taking over (scripts/bench/takeover.mjs).
 * @param {{ page: string, profile: string, runs: number, firstPaintMs: number | null, takeoverMs: number | null, gapMs: number | null }[]} rows
 */
export function takeoverTable(rows) {
  return markdownTable(
    ['profile', 'page', '>first paint', '>app takes over', '>gap', '>runs'],
    rows.map((row) => [
      row.profile,
      row.page,
      duration(row.firstPaintMs),
      duration(row.takeoverMs),
      duration(row.gapMs),
      String(row.runs),
    ]),
  )
}

/** @param {any[]} firstLoad */
export function firstLoadTable(firstLoad) {
  return markdownTable(
    ['page', '>modules', '>raw', '>gzip', '>brotli'],
    firstLoad.map((row) => [
      row.page,
      String(row.modules.length),
      kib(row.raw),
      kib(row.gzip),
      kib(row.brotli),
    ]),
  )
}

/** @param {any[]} chunks largest first, with contributors */
export function largestChunksTable(chunks) {
  return markdownTable(
    ['chunk', '>raw', '>gzip', '>brotli', 'top contributors (minified bytes, from source maps)'],
    chunks.map((chunk) => [
      chunk.url.replace(/^\/assets\//, ''),
      kib(chunk.raw),
      kib(chunk.gzip),
      kib(chunk.brotli),
      chunk.contributors
        ? chunk.contributors
            .slice(0, 4)
            .map((c) => `${shortModule(c.id)} ${kib(c.bytes)}`)
            .join('; ')
        : 'not matched in the analysis build',
    ]),
  )
}

/** "node_modules/react-dom/cjs/react-dom-client.production.js" -> "react-dom/cjs/react-dom-client.production.js" */
function shortModule(id) {
  return id.replace(/^(\.\.\/)*node_modules\//, '')
}

/** @param {{ node: any[] | null, nginx: any[] | null }} load @param {string[]} targets */
export function loadTable(load, targets) {
  const find = (rows, target) => rows?.find((row) => row.target === target)
  const latency = (ms) => (typeof ms === 'number' ? `${number(ms, ms < 10 ? 1 : 0)} ms` : '–')
  return markdownTable(
    [
      'target',
      '>Node req/s',
      '>Node p50',
      '>Node p99',
      '>nginx req/s',
      '>nginx p50',
      '>nginx p99',
      '>nginx/Node req/s',
    ],
    targets.map((target) => {
      const node = find(load.node, target)
      const nginx = find(load.nginx, target)
      return [
        target,
        number(node?.requestsPerSecond),
        latency(node?.latencyP50),
        latency(node?.latencyP99),
        number(nginx?.requestsPerSecond),
        latency(nginx?.latencyP50),
        latency(nginx?.latencyP99),
        times(ratio(nginx?.requestsPerSecond, node?.requestsPerSecond)),
      ]
    }),
  )
}

/**
 * docs/architecture.md "Quality bars" against the figures (mobile Lighthouse medians).
 * @param {{ lighthouse: any[], firstLoad: any[], floor?: any[] }} results `floor`: the
 *   one-picture page's rows; its mobile LCP and TBT are shown beside the site's.
 * @returns {Array<{ bar: string, figure: string, met: boolean | null }>}
 */
export function evaluateBars({ lighthouse, firstLoad, floor = [] }) {
  const mobile = lighthouse.filter((row) => row.formFactor === 'mobile')
  const home = mobile.find((row) => row.page === '/')?.median
  const floorMobile = floor.find((row) => row.formFactor === 'mobile')?.median
  /** @param {number | undefined} value */
  const besideFloor = (value) => (typeof value === 'number' ? ` (floor ${duration(value)})` : '')
  const bars = []
  for (const row of mobile) {
    const m = row.median
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => m?.[c])
    bars.push({
      bar: `Lighthouse mobile 100 in all four categories on ${row.page}`,
      figure: m ? scores.map(score).join(' / ') : 'not measured',
      met: m ? scores.every((s) => typeof s === 'number' && s >= 1) : null,
    })
  }
  bars.push({
    bar: 'LCP on / at most 1.2 s (mobile)',
    figure: `${duration(home?.lcp)}${besideFloor(floorMobile?.lcp)}`,
    met: typeof home?.lcp === 'number' ? home.lcp <= 1200 : null,
  })
  const worst = (key) =>
    mobile
      .filter((row) => typeof row.median?.[key] === 'number')
      .sort((a, b) => b.median[key] - a.median[key])[0]
  const worstTbt = worst('tbt')
  bars.push({
    bar: 'TBT at most 50 ms (mobile, worst page)',
    figure: worstTbt
      ? `${duration(worstTbt.median.tbt)} on ${worstTbt.page}${besideFloor(floorMobile?.tbt)}`
      : 'not measured',
    met: worstTbt ? worstTbt.median.tbt <= 50 : null,
  })
  const worstCls = worst('cls')
  bars.push({
    bar: 'CLS at most 0.01 (mobile, worst page)',
    figure: worstCls ? `${number(worstCls.median.cls, 3)} on ${worstCls.page}` : 'not measured',
    met: worstCls ? worstCls.median.cls <= 0.01 : null,
  })
  const homeJs = firstLoad.find((row) => row.page === '/')
  bars.push({
    bar: 'First-load JS of / at most 120 KiB gzip',
    figure: kib(homeJs?.gzip),
    met: homeJs ? homeJs.gzip <= 120 * KIB : null,
  })
  bars.push({
    bar: '/ transfers at most 350 KiB on a phone-sized first visit',
    figure: kib(home?.totalBytes),
    met: typeof home?.totalBytes === 'number' ? home.totalBytes <= 350 * KIB : null,
  })
  return bars
}

/** @param {ReturnType<typeof evaluateBars>} bars */
export function barsTable(bars) {
  return markdownTable(
    ['bar (docs/architecture.md)', '>figure', 'met'],
    bars.map((bar) => [
      bar.bar,
      bar.figure,
      bar.met === null ? 'not measured' : bar.met ? 'yes' : 'NO',
    ]),
  )
}

/**
 * The scored audits below 100% that cost points, per mobile page (median run): audits with a
 * weight in a category below 100, and performance audits with metric savings.
 * @param {any[]} lighthouse
 */
export function blockersTable(lighthouse) {
  const rows = []
  for (const row of lighthouse.filter((r) => r.formFactor === 'mobile')) {
    for (const audit of row.audits) {
      if (typeof audit.score !== 'number' || audit.score >= 1) continue
      const weighted = audit.categories.filter((c) => c.weight > 0 && row.median?.[c.category] < 1)
      const savings = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value > 0)
      if (!weighted.length && !savings.length) continue
      rows.push([
        row.page,
        [...new Set(audit.categories.map((c) => c.category))].join(', '),
        `${audit.id}: ${audit.title}`,
        score(audit.score),
        [
          audit.displayValue,
          savings
            .map(
              ([metric, value]) =>
                `${metric} −${metric === 'CLS' ? number(value, 3) : duration(value)}`,
            )
            .join(' '),
        ]
          .filter(Boolean)
          .join('; '),
      ])
    }
  }
  if (!rows.length) return 'Nothing costs points.'
  return markdownTable(['page', 'category', 'audit', '>score', 'value / savings'], rows)
}
