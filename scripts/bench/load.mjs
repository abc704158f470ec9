// The server under load: autocannon against loopback URLs, bounded by duration, with a
// browser's Accept-Encoding so the precompressed files are what is served. autocannon runs in
// `workers` worker threads of this process: with one thread the client, not the server, caps
// the figures for a ~55 KiB asset. Client and server share the machine's cores, so the figures
// are lower bounds and only comparable within one run.

import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'

export const ACCEPT_ENCODING = 'gzip, deflate, br'

/**
 * The largest JS file under assets/ (a hashed, immutable asset), as a root-relative URL.
 * @param {string} clientDir
 */
export function largestScript(clientDir) {
  const scripts = readdirSync(join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(clientDir, 'assets', name)).size }))
    .sort((a, b) => b.size - a.size)
  if (!scripts[0]) throw new Error(`no .js file in ${join(clientDir, 'assets')}`)
  return { url: `/assets/${scripts[0].name}`, size: scripts[0].size }
}

/**
 * @param {string} url
 * @param {{ connections: number, seconds: number, workers: number }} options
 */
function fire(url, { connections, seconds, workers }) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    ...(workers > 1 ? { workers } : {}),
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  })
}

/**
 * One bounded run per target, after a one-second warm-up that is not counted.
 * @param {string} baseUrl
 * @param {string[]} targets root-relative paths
 * @param {{ connections: number, seconds: number, workers: number, log: (line: string) => void, label: string }} options
 */
export async function loadServer(baseUrl, targets, { connections, seconds, workers, log, label }) {
  const results = []
  for (const target of targets) {
    const url = baseUrl + target
    await fire(url, { connections, seconds: 1, workers })
    const result = await fire(url, { connections, seconds, workers })
    const summary = {
      target,
      requestsPerSecond: result.requests.average,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      throughputBytesPerSecond: result.throughput.average,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      connections,
      seconds,
      workers,
    }
    log(
      `  load ${label} ${target}: ${Math.round(summary.requestsPerSecond)} req/s, p99 ${summary.latencyP99} ms`,
    )
    results.push(summary)
  }
  return results
}
