// Lighthouse 12 on each page in mobile (the default config: simulated throttling, moto g power)
// and desktop (lighthouse/core/config/desktop-config.js) form factors, `runs` times each,
// in one headless Chromium. Per page and form factor: the median of every figure, and the
// noteworthy audits of Lighthouse's own median run (the run closest to the median FCP and TTI).

import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'
import { defaultSettings } from 'lighthouse/core/config/constants.js'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_ARGS } from '../chromium.mjs'
import { onCleanup } from './processes.mjs'
import { medianOfFields } from './stats.mjs'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
export const RESOURCE_TYPES = ['script', 'stylesheet', 'image', 'font', 'document', 'other']
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
/**
 * Every run is a first visit. Lighthouse empties the HTTP cache before each run but keeps
 * localStorage, where the site notes that a visitor has its web fonts cached
 * (app/components/web-fonts.ts): a second run would be a returning visitor whose cache was
 * emptied, fetching the fonts before the first paint.
 */
export const CLEAR_STORAGE_TYPES = [...defaultSettings.clearStorageTypes, 'local_storage']
/**
 * Chromium now and then leaves the page's navigationStart out of the trace (Lighthouse then
 * fails with NO_NAVSTART); a run that fails is retried in a fresh browser.
 */
const ATTEMPTS = 3
/** Always kept from the median run, whatever their score: what explains LCP, CLS and bytes. */
const ALWAYS_KEPT = [
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'layout-shifts',
  'total-byte-weight',
]

/** chrome-launcher as lighthouse itself resolves it (it is lighthouse's dependency). */
async function loadChromeLauncher() {
  const require = createRequire(import.meta.resolve('lighthouse'))
  return import(pathToFileURL(require.resolve('chrome-launcher')).href)
}

/**
 * Figures of one Lighthouse result.
 * @param {any} lhr
 */
export function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null
  /** @type {Record<string, number | null>} */
  const figures = {}
  for (const category of CATEGORIES) figures[category] = lhr.categories[category]?.score ?? null
  figures.fcp = audit('first-contentful-paint')
  figures.lcp = audit('largest-contentful-paint')
  figures.tbt = audit('total-blocking-time')
  figures.cls = audit('cumulative-layout-shift')
  figures.speedIndex = audit('speed-index')
  figures.totalBytes = audit('total-byte-weight')
  const summary = lhr.audits['resource-summary']?.details?.items ?? []
  const byType = Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize]))
  figures.requests = summary.find((item) => item.resourceType === 'total')?.requestCount ?? null
  for (const type of RESOURCE_TYPES.filter((type) => type !== 'other')) {
    figures[`bytes.${type}`] = byType[type] ?? 0
  }
  // "other" is everything else, media included, so the types add up to the total.
  const total = byType.total ?? figures.totalBytes ?? 0
  figures['bytes.other'] =
    total -
    RESOURCE_TYPES.filter((type) => type !== 'other').reduce(
      (sum, type) => sum + (byType[type] ?? 0),
      0,
    )
  return figures
}

/**
 * The audits worth reading in one result: every scored audit below 1 in the four categories,
 * and ALWAYS_KEPT, with their details trimmed.
 * @param {any} lhr
 */
export function noteworthyAudits(lhr) {
  const ids = new Set(ALWAYS_KEPT)
  /** @type {Record<string, Array<{ category: string, weight: number }>>} */
  const categoriesOf = {}
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      ;(categoriesOf[ref.id] ??= []).push({ category, weight: ref.weight })
      const audit = lhr.audits[ref.id]
      const scored = ['binary', 'numeric', 'metricSavings'].includes(audit?.scoreDisplayMode)
      if (scored && typeof audit.score === 'number' && audit.score < 1) ids.add(ref.id)
    }
  }
  return [...ids]
    .filter((id) => lhr.audits[id])
    .map((id) => {
      const audit = lhr.audits[id]
      return {
        id,
        // weight 0: shown by Lighthouse but not part of the category score
        categories: categoriesOf[id] ?? [],
        title: audit.title,
        score: audit.score,
        scoreDisplayMode: audit.scoreDisplayMode,
        displayValue: audit.displayValue ?? null,
        metricSavings: audit.metricSavings ?? null,
        details: compactDetails(audit.details),
      }
    })
}

/** @param {any} details @param {number} [limit] */
function compactDetails(details, limit = 10) {
  if (!details) return null
  switch (details.type) {
    case 'table':
    case 'opportunity':
    case 'checklist':
      return {
        type: details.type,
        ...(details.overallSavingsMs ? { overallSavingsMs: details.overallSavingsMs } : {}),
        ...(details.overallSavingsBytes
          ? { overallSavingsBytes: details.overallSavingsBytes }
          : {}),
        items: Object.values(details.items ?? {})
          .slice(0, limit)
          .map(compactValue),
        ...(Object.values(details.items ?? {}).length > limit
          ? { more: Object.values(details.items).length - limit }
          : {}),
      }
    case 'list':
      return {
        type: 'list',
        items: (details.items ?? []).map(
          (item) => compactDetails(item, limit) ?? compactValue(item),
        ),
      }
    case 'criticalrequestchain':
    case 'network-tree':
      return {
        type: details.type,
        longestChain: details.longestChain ?? null,
        requests: flattenChains(details.chains),
      }
    case 'node':
      return compactValue(details)
    case 'text':
    case 'debugdata':
      return details.type === 'text' ? details.value : compactValue(details)
    default:
      return null // screenshots, filmstrips, treemap data
  }
}

/** @param {any} chains @param {number} [depth] @returns {any[]} */
function flattenChains(chains, depth = 0) {
  return Object.values(chains ?? {}).flatMap((chain) => [
    {
      depth,
      url: chain.url ?? chain.request?.url,
      transferSize: chain.transferSize ?? chain.request?.transferSize,
      navStartToEndTime: chain.navStartToEndTime ?? null,
    },
    ...flattenChains(chain.children, depth + 1),
  ])
}

/** @param {any} value @returns {any} */
function compactValue(value) {
  if (typeof value === 'string') return value.length > 300 ? `${value.slice(0, 300)}…` : value
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.slice(0, 10).map(compactValue)
  if (value.type === 'node') {
    return Object.fromEntries(
      ['nodeLabel', 'selector', 'snippet', 'explanation', 'boundingRect']
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, compactValue(value[key])]),
    )
  }
  if (value.type === 'source-location') return `${value.url}:${value.line}:${value.column}`
  if (value.type === 'url' || value.type === 'code' || value.type === 'numeric') return value.value
  if (value.type === 'subitems') return (value.items ?? []).slice(0, 5).map(compactValue)
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['entity', 'lhId', 'devtoolsNodePath', 'data'].includes(key))
      .map(([key, inner]) => [key, compactValue(inner)]),
  )
}

/**
 * @param {{ baseUrl: string, pages: string[], notFoundUrl: string, runs: number, chromePath: string,
 *   formFactors?: string[], log: (line: string) => void }} options  formFactors: 'mobile' and/or
 *   'desktop' (both by default)
 */
export async function runLighthouse({
  baseUrl,
  pages,
  notFoundUrl,
  runs,
  chromePath,
  formFactors: names = ['mobile', 'desktop'],
  log,
}) {
  const { launch } = await loadChromeLauncher()
  const formFactors = [
    { name: 'mobile', config: undefined },
    { name: 'desktop', config: desktopConfig },
  ].filter((formFactor) => names.includes(formFactor.name))
  /** @type {any} */
  let chrome
  let removeCleanup = () => {}
  const startChrome = async () => {
    chrome = await launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      handleSIGINT: false,
      logLevel: 'silent',
    })
    const instance = chrome
    removeCleanup = onCleanup(() => instance.kill())
  }
  const stopChrome = async () => {
    removeCleanup()
    await chrome?.kill()
    chrome = undefined
  }
  /** @type {Map<string, any[]>} */
  const results = new Map()
  /** @type {Map<string, string[]>} */
  const errors = new Map()
  const key = (formFactor, page) => `${formFactor} ${page}`
  await startChrome()
  try {
    for (const formFactor of formFactors) {
      for (let run = 1; run <= runs; run++) {
        for (const page of pages) {
          const url = baseUrl + page
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            // A 404 document is what this page is: measure it instead of refusing it.
            ignoreStatusCode: page === notFoundUrl,
            clearStorageTypes: CLEAR_STORAGE_TYPES,
          }
          const started = Date.now()
          let lhr
          for (let attempt = 1; attempt <= ATTEMPTS && !lhr; attempt++) {
            try {
              const result = await lighthouse(url, flags, formFactor.config)
              if (!result) throw new Error('no result')
              if (result.lhr.runtimeError) {
                throw new Error(
                  `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`,
                )
              }
              lhr = result.lhr
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error)
              log(
                `  lighthouse ${formFactor.name} ${page} run ${run} attempt ${attempt} failed: ${message}`,
              )
              if (attempt === ATTEMPTS) {
                errors.set(key(formFactor.name, page), [
                  ...(errors.get(key(formFactor.name, page)) ?? []),
                  message,
                ])
              } else {
                await stopChrome()
                await startChrome()
                flags.port = chrome.port
              }
            }
          }
          if (lhr) {
            results.set(key(formFactor.name, page), [
              ...(results.get(key(formFactor.name, page)) ?? []),
              lhr,
            ])
            log(
              `  lighthouse ${formFactor.name} ${page} run ${run}/${runs}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
            )
          }
        }
      }
    }
  } finally {
    await stopChrome()
  }

  return formFactors.flatMap((formFactor) =>
    pages.map((page) => {
      const lhrs = results.get(key(formFactor.name, page)) ?? []
      const medianRun = lhrs.length ? safeMedianRun(lhrs) : null
      return {
        formFactor: formFactor.name,
        page,
        runs: lhrs.length,
        errors: errors.get(key(formFactor.name, page)) ?? [],
        median: lhrs.length ? medianOfFields(lhrs.map(figuresOf)) : null,
        perRun: lhrs.map(figuresOf),
        lighthouseVersion: lhrs[0]?.lighthouseVersion ?? null,
        hostUserAgent: lhrs[0]?.environment?.hostUserAgent ?? null,
        warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings ?? []))],
        audits: medianRun ? noteworthyAudits(medianRun) : [],
      }
    }),
  )
}

/** @param {any[]} lhrs */
function safeMedianRun(lhrs) {
  try {
    return computeMedianRun(lhrs)
  } catch {
    return lhrs[0]
  }
}
