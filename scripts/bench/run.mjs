// `npm run bench`: builds the site, serves it, and measures it (docs/architecture.md "Quality bars").
// Prints one markdown table per section on stdout (progress goes to stderr) and writes all
// figures to bench-results/<timestamp>.json and bench-results/latest.json.
//
// Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (Lighthouse runs per page and form
// factor, default 3), BENCH_LOAD_SECONDS (per load target, default 10), BENCH_CONNECTIONS
// (default 50), BENCH_LOAD_WORKERS (autocannon threads, default 2, 1 on one core), BENCH_SKIP_BUILD=1 (measure the build/ already there),
// BENCH_API=0 (leave out the reservations API, scripts/bench/api.mjs; its own variables are in api-cli.ts),
// BENCH_PAGES (Lighthouse on these pages only, comma-separated, e.g. "/,/room/1"; default every page
// and a 404 path), BENCH_FORM_FACTORS ("mobile", "desktop" or both, the default),
// BENCH_ONLY=lighthouse (Lighthouse on the site and the floor, and first-load JS; no analysis build,
// takeover, load or API).
// Exits non-zero only when something could not be measured, never because of a figure.

import { CHROMIUM_PATH } from '../chromium.mjs'
import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyzeChunks } from './chunk-analysis.mjs'
import { FLOOR_LABEL, floorPicture, startFloorServer } from './floor-page.mjs'
import { measureFirstLoad, pageFiles } from './first-load.mjs'
import { runLighthouse } from './lighthouse.mjs'
import { measureTakeover } from './takeover.mjs'
import { ACCEPT_ENCODING, largestScript, loadServer } from './load.mjs'
import {
  cleanupAll,
  findNginx,
  onCleanup,
  runBuild,
  startNginx,
  startNodeServer,
  track,
} from './processes.mjs'
import {
  barsTable,
  blockersTable,
  evaluateBars,
  firstLoadTable,
  largestChunksTable,
  lighthouseTable,
  loadTable,
  takeoverTable,
} from './report.mjs'
import { timestamp } from './stats.mjs'

const projectDir = fileURLToPath(new URL('../..', import.meta.url))
const projectBuildDir = join(projectDir, 'build')
const resultsDir = join(projectDir, 'bench-results')
const NOT_FOUND_URL = '/no-such-page'

const options = {
  chromePath: CHROMIUM_PATH,
  runs: positiveInt('BENCH_RUNS', 3),
  loadSeconds: positiveInt('BENCH_LOAD_SECONDS', 10),
  connections: positiveInt('BENCH_CONNECTIONS', 50),
  loadWorkers: positiveInt('BENCH_LOAD_WORKERS', Math.min(2, os.cpus().length)),
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  pages: listOf('BENCH_PAGES', null),
  formFactors: listOf('BENCH_FORM_FACTORS', ['mobile', 'desktop']),
  lighthouseOnly: process.env.BENCH_ONLY === 'lighthouse',
}
if (options.formFactors?.some((name) => !['mobile', 'desktop'].includes(name))) {
  console.error(
    `BENCH_FORM_FACTORS takes mobile and/or desktop, got "${process.env.BENCH_FORM_FACTORS}"`,
  )
  process.exit(2)
}
if (process.env.BENCH_ONLY && !options.lighthouseOnly) {
  console.error(`BENCH_ONLY takes only "lighthouse", got "${process.env.BENCH_ONLY}"`)
  process.exit(2)
}

/**
 * A comma-separated list from the environment, or `fallback` when unset or empty.
 * @template {string[] | null} T
 * @param {string} name @param {T} fallback
 */
function listOf(name, fallback) {
  const items = (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  return items.length ? items : fallback
}

/** @param {string} name @param {number} fallback */
function positiveInt(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive integer, got "${raw}"`)
    process.exit(2)
  }
  return value
}

const log = (line) => console.error(line)
const started = new Date()
const elapsed = () => `${((Date.now() - started.getTime()) / 1000).toFixed(0)} s`

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    log(`\n${signal}: stopping everything the benchmark started`)
    cleanupAll()
    process.exit(130)
  })
}

/**
 * The hashed asset names of a build, to notice another build replacing it.
 * @param {string} buildDir
 */
function buildFingerprint(buildDir) {
  return readdirSync(join(buildDir, 'client', 'assets'))
    .filter((name) => !/\.(br|gz)$/.test(name))
    .sort()
    .join('\n')
}

/** @param {string} command @param {string[]} args */
function versionOf(command, args) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim()
  } catch (error) {
    return /** @type {any} */ (error).stderr?.toString().trim() || null
  }
}

/**
 * Notes failed Lighthouse runs. A row without a successful run goes to `unmeasured`; failed
 * runs beside successful ones leave a median of fewer runs (a note).
 * @param {any[]} rows Lighthouse rows
 * @param {{ unmeasured: string[], notes: string[] }} lists
 */
function recordFailedRuns(rows, { unmeasured, notes }) {
  for (const row of rows) {
    if (!row.runs)
      unmeasured.push(
        `Lighthouse ${row.formFactor} ${row.page}: no successful run (${row.errors.join('; ')})`,
      )
    else if (row.errors.length)
      notes.push(
        `Lighthouse ${row.formFactor} ${row.page}: ${row.errors.length} failed run(s), median of ${row.runs}`,
      )
  }
}

async function main() {
  /** @type {string[]} */
  const notes = []
  /** @type {string[]} */
  const problems = []
  const lists = { notes, problems }

  const { buildDir, fingerprint } = await privateBuildCopy()
  const clientDir = join(buildDir, 'client')
  const site = JSON.parse(readFileSync(join(buildDir, 'site.json'), 'utf8'))
  const pages = options.pages ?? [...site.pages, NOT_FOUND_URL]

  log(`[${elapsed()}] first-load JS`)
  const firstLoad = measureFirstLoad(clientDir, pageFiles(site, NOT_FOUND_URL))

  /** @type {any[]} */
  let largestChunks = []
  if (options.lighthouseOnly) {
    notes.push('BENCH_ONLY=lighthouse: no analysis build, takeover or load')
  } else {
    largestChunks = await largestChunksOfHome(firstLoad, lists)
  }

  log(`[${elapsed()}] node server/start.js`)
  const node = await startNodeServer(projectDir, buildDir)
  log(`  at ${node.url} (pid ${node.pid})`)

  const lighthouse = await lighthouseOfSite(node.url, pages)
  recordFailedRuns(lighthouse, { unmeasured: problems, notes })
  const floor = await lighthouseOfFloor(clientDir, notes)

  const script = largestScript(clientDir)
  const targets = ['/', script.url]
  const { takeover, load, nginxVersion } = await measureServers(node, buildDir, targets, lists)

  noteReplacedBuild(fingerprint, notes)
  const bars = evaluateBars({ lighthouse, firstLoad, floor })
  const figures = { lighthouse, floor, firstLoad, takeover, largestChunks, load, targets, bars }
  const file = writeResults({ ...figures, ...lists, site, script, nginxVersion })
  printReport({ ...figures, ...lists })
  log(`[${elapsed()}] results: ${file.replace(projectDir, '')} and bench-results/latest.json`)
  return problems.length || !benchReservationsApi() ? 1 : 0
}

/**
 * Builds (unless BENCH_SKIP_BUILD=1) and copies build/ to a temporary folder. Everything is
 * measured on that private copy: another build replacing build/ mid-run (tests, a second
 * terminal) cannot mix two builds into one set of figures.
 */
async function privateBuildCopy() {
  if (options.skipBuild) log(`[${elapsed()}] BENCH_SKIP_BUILD=1: measuring the existing build/`)
  else {
    log(`[${elapsed()}] npm run build`)
    await runBuild(projectDir)
  }
  if (!existsSync(join(projectBuildDir, 'site.json'))) {
    throw new Error('build/site.json is missing: no build to measure')
  }
  const buildDir = mkdtempSync(join(os.tmpdir(), 'bench-build-'))
  onCleanup(() => rmSync(buildDir, { recursive: true, force: true }))
  const fingerprint = buildFingerprint(projectBuildDir)
  cpSync(projectBuildDir, buildDir, { recursive: true })
  if (
    buildFingerprint(projectBuildDir) !== fingerprint ||
    buildFingerprint(buildDir) !== fingerprint
  ) {
    throw new Error('build/ changed while it was being copied (another build running?); rerun')
  }
  return { buildDir, fingerprint }
}

/**
 * The first-load modules of / by size, each with what went into it according to an analysis
 * build with source maps. A failed analysis is a problem and leaves the list empty.
 * @param {any[]} firstLoad
 * @param {{ notes: string[], problems: string[] }} lists
 */
async function largestChunksOfHome(firstLoad, { notes, problems }) {
  log(`[${elapsed()}] analysis build (source maps, temporary folder)`)
  try {
    const makeup = await analyzeChunks({ projectDir, track: (child) => track(child) })
    const stem = (file) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')
    const byStem = new Map([...makeup.values()].map((chunk) => [stem(chunk.fileName), chunk]))
    const home = firstLoad.find((row) => row.page === '/')
    return [...(home?.modules ?? [])]
      .sort((a, b) => b.raw - a.raw)
      .map((module) => {
        const fileName = module.url.replace(/^\//, '')
        const match = makeup.get(fileName) ?? byStem.get(stem(fileName))
        if (match && match.size !== module.raw) {
          notes.push(
            `${fileName} matched ${match.fileName} of the analysis build by name (sizes ${module.raw} vs ${match.size})`,
          )
        }
        return {
          ...module,
          analysisFile: match?.fileName ?? null,
          contributors: match?.contributors.slice(0, 15) ?? null,
        }
      })
  } catch (error) {
    problems.push(`chunk analysis: ${error instanceof Error ? error.message : error}`)
    return []
  }
}

/** @param {string} baseUrl @param {string[]} pages */
async function lighthouseOfSite(baseUrl, pages) {
  const formFactors = options.formFactors.join(', ')
  log(`[${elapsed()}] Lighthouse: ${pages.length} pages × ${formFactors} × ${options.runs} runs`)
  return runLighthouse({
    baseUrl,
    pages,
    notFoundUrl: NOT_FOUND_URL,
    formFactors: options.formFactors,
    runs: options.runs,
    chromePath: options.chromePath,
    log,
  })
}

/**
 * Lighthouse on the floor: a page of one heading and the build's phone crop of the first
 * slide. None when the build has no such crop.
 * @param {string} clientDir @param {string[]} notes
 */
async function lighthouseOfFloor(clientDir, notes) {
  const picture = floorPicture(join(clientDir, 'pictures'))
  if (!picture) {
    notes.push('the build has no phone crop of the first slide: no floor rows')
    return []
  }
  const formFactors = options.formFactors.join(', ')
  log(`[${elapsed()}] Lighthouse: the floor (one picture) × ${formFactors} × ${options.runs} runs`)
  const floorServer = await startFloorServer(picture)
  /** @type {any[]} */
  let floor
  try {
    const rows = await runLighthouse({
      baseUrl: floorServer.url,
      pages: ['/'],
      notFoundUrl: '',
      formFactors: options.formFactors,
      runs: options.runs,
      chromePath: options.chromePath,
      log,
    })
    floor = rows.map((row) => ({ ...row, page: FLOOR_LABEL }))
  } finally {
    await floorServer.stop()
  }
  // The floor is a comparison: the site's figures stand without it, as with no floor picture.
  recordFailedRuns(floor, { unmeasured: notes, notes })
  return floor
}

/**
 * Takeover and load on the node server, which it stops, then load on nginx when installed.
 * BENCH_ONLY=lighthouse measures none of them: the node server is only stopped.
 * @param {{ url: string, stop: () => Promise<unknown> }} node
 * @param {string} buildDir @param {string[]} targets
 * @param {{ notes: string[], problems: string[] }} lists
 */
async function measureServers(node, buildDir, targets, lists) {
  /** @type {{ node: any[] | null, nginx: any[] | null }} */
  const load = { node: null, nginx: null }
  if (options.lighthouseOnly) {
    await node.stop()
    return { takeover: [], load, nginxVersion: null }
  }
  const takeover = await takeoverRows(node.url, lists)
  log(
    `[${elapsed()}] load: ${targets.join(', ')}; ${options.connections} connections, ${options.loadSeconds} s each`,
  )
  load.node = await loadServer(node.url, targets, loadOptions('node'))
  await node.stop()
  const nginx = await loadOnNginx(buildDir, targets, lists.notes)
  load.nginx = nginx.rows
  noteLoadErrors(load, lists.notes)
  return { takeover, load, nginxVersion: nginx.version }
}

/**
 * @param {string} baseUrl
 * @param {{ notes: string[], problems: string[] }} lists
 */
async function takeoverRows(baseUrl, { notes, problems }) {
  log(`[${elapsed()}] first paint to the app taking over: /, /room/2 × ${options.runs} runs`)
  /** @type {any[]} */
  let takeover = []
  try {
    takeover = await measureTakeover({
      baseUrl,
      pages: ['/', '/room/2'],
      runs: options.runs,
      chromePath: options.chromePath,
      log,
    })
    for (const row of takeover) {
      if (row.errors.length)
        notes.push(`takeover ${row.profile} ${row.page}: ${row.errors.join('; ')}`)
    }
  } catch (error) {
    problems.push(`takeover: ${error instanceof Error ? error.message : error}`)
  }
  return takeover
}

/** @param {string} label */
function loadOptions(label) {
  return {
    connections: options.connections,
    seconds: options.loadSeconds,
    workers: options.loadWorkers,
    log,
    label,
  }
}

/**
 * Load on nginx serving the same build. Without nginx, or when it fails, a note and no rows:
 * nginx is a comparison for the node server, not a figure of the site.
 * @param {string} buildDir @param {string[]} targets @param {string[]} notes
 * @returns {Promise<{ version: string | null, rows: any[] | null }>}
 */
async function loadOnNginx(buildDir, targets, notes) {
  const nginxBinary = findNginx()
  if (!nginxBinary) {
    notes.push('nginx is not installed (scripts/ensure-nginx.sh installs it): no nginx column')
    return { version: null, rows: null }
  }
  const version = versionOf(nginxBinary, ['-v'])
  /** @type {any[] | null} */
  let rows = null
  try {
    const nginx = await startNginx(nginxBinary, projectDir, buildDir)
    log(`  nginx at ${nginx.url} (pid ${nginx.pid})`)
    try {
      rows = await loadServer(nginx.url, targets, loadOptions('nginx'))
    } finally {
      await nginx.stop()
    }
  } catch (error) {
    notes.push(`nginx could not be measured: ${error instanceof Error ? error.message : error}`)
  }
  return { version, rows }
}

/**
 * @param {{ node: any[] | null, nginx: any[] | null }} load
 * @param {string[]} notes
 */
function noteLoadErrors(load, notes) {
  for (const [server, rows] of Object.entries(load)) {
    for (const row of rows ?? []) {
      if (row.non2xx || row.errors || row.timeouts) {
        notes.push(
          `${server} ${row.target}: ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts under load`,
        )
      }
    }
  }
}

/** @param {string} fingerprint @param {string[]} notes */
function noteReplacedBuild(fingerprint, notes) {
  const replaced =
    !existsSync(join(projectBuildDir, 'client', 'assets')) ||
    buildFingerprint(projectBuildDir) !== fingerprint
  if (replaced) {
    notes.push(
      'build/ was replaced by another build during the run; the figures are of the build this run made (measured on its private copy)',
    )
  }
}

/**
 * Writes every figure to bench-results/<timestamp>.json and bench-results/latest.json.
 * @param {Record<string, any>} figures
 * @returns {string} the timestamped file
 */
function writeResults(figures) {
  const { lighthouse, floor, firstLoad, takeover, largestChunks, load, targets, bars } = figures
  const { site, script, nginxVersion, notes, problems } = figures
  const finished = new Date()
  const results = {
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationSeconds: Math.round((finished.getTime() - started.getTime()) / 1000),
    environment: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      lighthouse: lighthouse[0]?.lighthouseVersion ?? null,
      chromium:
        lighthouse.find((row) => row.hostUserAgent)?.hostUserAgent ??
        versionOf(options.chromePath, ['--version']),
      nginx: nginxVersion,
    },
    options: { ...options, notFoundUrl: NOT_FOUND_URL, acceptEncoding: ACCEPT_ENCODING },
    site: { name: site.name, pages: site.pages },
    lighthouse,
    floor,
    firstLoad,
    takeover,
    largestChunksOfHome: largestChunks,
    load: { targets, largestScript: script, ...load },
    bars,
    notes,
    problems,
  }

  mkdirSync(resultsDir, { recursive: true })
  const file = join(resultsDir, `${timestamp(started)}.json`)
  const json = `${JSON.stringify(results, null, 2)}\n`
  writeFileSync(file, json)
  writeFileSync(join(resultsDir, 'latest.json'), json)
  return file
}

/**
 * One markdown table per section on stdout.
 * @param {Record<string, any>} figures
 */
function printReport(figures) {
  const { lighthouse, floor, firstLoad, takeover, largestChunks, load, targets, bars } = figures
  const { notes, problems } = figures
  const sections = [
    `## Lighthouse 12 (median of ${options.runs}; mobile = simulated moto g power, desktop = desktop config; the floor is one heading and the hero picture with the site's security headers, for comparison)`,
    lighthouseTable([...lighthouse, ...floor]),
    '## Lighthouse mobile: scored audits below 100 that cost points (median run)',
    blockersTable(lighthouse),
    '## First paint to the app taking over (median; a first visit in Chromium: the slow phone of scripts/slow-phone.mjs, and an unthrottled desktop; input in the gap counts, decision 009)',
    takeoverTable(takeover),
    '## First-load JS per page (each file compressed on its own: gzip -9, brotli q11)',
    firstLoadTable(firstLoad),
    '## Largest chunks in the first-load JS of /',
    largestChunks.length ? largestChunksTable(largestChunks) : 'Not measured (see problems).',
    `## Server under load (loopback; autocannon in ${options.loadWorkers} thread(s) on the same ${os.cpus().length} cores, ${options.connections} connections, ${options.loadSeconds} s per target after a 1 s warm-up, Accept-Encoding: ${ACCEPT_ENCODING})`,
    loadTable(load, targets),
    '## Quality bars (docs/architecture.md)',
    barsTable(bars),
  ]
  if (notes.length) sections.push('## Notes', notes.map((note) => `- ${note}`).join('\n'))
  if (problems.length)
    sections.push('## Could not measure', problems.map((p) => `- ${p}`).join('\n'))
  console.log(`${sections.join('\n\n')}\n`)
}

/**
 * The reservations API on both engines (scripts/bench/api.mjs, `npm run bench:api`), over a
 * RESERVATIONS=on build in build-reservations/. BENCH_API=0 leaves it out.
 */
function benchReservationsApi() {
  if (process.env.BENCH_API === '0' || options.lighthouseOnly) return true
  if (!options.skipBuild) {
    log(`[${elapsed()}] npm run build:reservations`)
    execFileSync('npm', ['run', 'build:reservations'], {
      cwd: projectDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  log(`[${elapsed()}] reservations API`)
  const run = spawnSync(process.execPath, ['scripts/bench/api.mjs'], {
    cwd: projectDir,
    stdio: 'inherit',
  })
  return run.status === 0
}

main()
  .then((code) => {
    cleanupAll()
    process.exitCode = code
  })
  .catch((error) => {
    console.error(
      `bench could not measure: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    )
    cleanupAll()
    process.exitCode = 1
  })
