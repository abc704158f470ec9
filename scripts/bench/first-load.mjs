// First-load JS of each prerendered page: the module scripts its HTML loads (modulepreload links,
// <script type="module" src>, and the imports of inline module scripts, dynamic ones included
// since they run at load) plus everything those import statically, summed raw, gzip (level 9)
// and brotli (quality 11), each file compressed on its own as it is served.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Root-relative URLs of the JS modules an HTML document loads on its own, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsInHtml(html) {
  const found = []
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel\s*=\s*["']?modulepreload\b/i.test(tag)) found.push(attribute(tag, 'href'))
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\btype\s*=\s*["']?module\b/i.test(attrs)) continue
    const src = attribute(`<script ${attrs}>`, 'src')
    if (src) found.push(src)
    else found.push(...importsOf(body, { dynamic: true }))
  }
  return [...new Set(found.filter((url) => url && /\.m?js(\?|$)/.test(url)))]
}

/**
 * Module specifiers imported by `code`: static imports and re-exports, and with
 * `dynamic: true` also import("...") calls with a string literal.
 * @param {string} code
 * @param {{ dynamic?: boolean }} [options]
 * @returns {string[]}
 */
export function importsOf(code, { dynamic = false } = {}) {
  const specifiers = []
  const staticPattern =
    /(?:^|[;\s}])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*from\s*)?(["'`])([^"'`\n]+)\1/g
  for (const match of code.matchAll(staticPattern)) specifiers.push(match[2])
  if (dynamic) {
    for (const match of code.matchAll(/\bimport\s*\(\s*(["'`])([^"'`\n]+)\1\s*\)/g)) {
      specifiers.push(match[2])
    }
  }
  return [...new Set(specifiers)]
}

/** @param {string} tag @param {string} name */
function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : ''
}

/**
 * Resolves a specifier found in the file at `fromUrl` ("/assets/a.js") to a root-relative URL;
 * null for bare or remote specifiers.
 * @param {string} specifier @param {string} fromUrl
 */
export function resolveUrl(specifier, fromUrl) {
  if (!specifier.startsWith('/') && !specifier.startsWith('.')) return null
  return new URL(specifier, new URL(fromUrl, 'http://site.invalid')).pathname
}

/**
 * Every module the page loads at first: its HTML's modules and their static imports.
 * @param {string} html
 * @param {string} pageUrl e.g. "/room/1"
 * @param {(url: string) => string} readModule source of a root-relative module URL
 * @returns {string[]} root-relative URLs, entry modules first
 */
export function firstLoadModules(html, pageUrl, readModule) {
  const queue = scriptsInHtml(html)
    .map((src) => resolveUrl(src, pageUrl))
    .filter((url) => url !== null)
  const seen = new Set(queue)
  for (let index = 0; index < queue.length; index++) {
    for (const specifier of importsOf(readModule(queue[index]))) {
      const url = resolveUrl(specifier, queue[index])
      if (url && !seen.has(url)) {
        seen.add(url)
        queue.push(url)
      }
    }
  }
  return queue
}

/** @param {Buffer} data */
export function compressedSizes(data) {
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).length,
  }
}

/**
 * @typedef {{ url: string, raw: number, gzip: number, brotli: number }} ModuleSize
 * @typedef {{ page: string, file: string, modules: ModuleSize[], raw: number, gzip: number, brotli: number }} PageFirstLoad
 */

/**
 * @param {string} clientDir build/client
 * @param {Array<{ page: string, file: string }>} pages HTML files relative to clientDir
 * @returns {PageFirstLoad[]}
 */
export function measureFirstLoad(clientDir, pages) {
  const cache = new Map()
  const read = (url) => {
    if (!cache.has(url)) {
      const data = readFileSync(join(clientDir, decodeURIComponent(url)))
      cache.set(url, { data, sizes: compressedSizes(data) })
    }
    return cache.get(url)
  }
  return pages.map(({ page, file }) => {
    const html = readFileSync(join(clientDir, file), 'utf8')
    const urls = firstLoadModules(html, page, (url) => read(url).data.toString('utf8'))
    const modules = urls.map((url) => ({ url, ...read(url).sizes }))
    const sum = (key) => modules.reduce((total, module) => total + module[key], 0)
    return { page, file, modules, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') }
  })
}

/**
 * The HTML file of each page to measure: site.json's pages plus the not-found page.
 * @param {{ pages: string[], notFoundPage: string }} site
 * @param {string} notFoundUrl the path the 404 page is measured at
 */
export function pageFiles(site, notFoundUrl) {
  const known = site.pages.map((page) => ({
    page,
    file: page === '/' ? 'index.html' : `${page.replace(/^\//, '')}/index.html`,
  }))
  return [...known, { page: notFoundUrl, file: site.notFoundPage }]
}
