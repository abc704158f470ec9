/**
 * Fetches a channel's calendar feed. The address is staff input, so every host is resolved and
 * vetted before connecting (./public-address.ts), and the connection goes to the vetted address
 * itself, so a second DNS answer cannot swap in a private one. One deadline and one size limit
 * cover the whole fetch, redirects included. Errors are in words for the front desk and never
 * repeat the address: channels put secret tokens in their calendar addresses.
 */
import type { LookupAddress } from 'node:dns'
import { lookup } from 'node:dns/promises'
import http, { STATUS_CODES, type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './public-address'
import { STAFF_TEXT_LIMITS } from '../../../domain/staff-contract'

export type FeedLimits = {
  timeoutMs: number
  maxBytes: number
  /** Tests and trusted networks only: a calendar served from the resort's own network. */
  allowPrivateHosts: boolean
  maxRedirects: number
}

export const FEED_LIMITS: Omit<FeedLimits, 'allowPrivateHosts'> = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
}

export type FetchedFeed = { ok: true; text: string } | { ok: false; error: string }

const MAX_URL_LENGTH = STAFF_TEXT_LIMITS.feedUrl
const REDIRECTS = new Set([301, 302, 303, 307, 308])
const HEADERS = { accept: 'text/calendar, */*;q=0.1', 'user-agent': 'ResortCalendarSync/1' }
const WEB_PAGE_TYPES = ['text/html', 'application/xhtml+xml']

const WORDS = {
  webPage:
    'The address answered with a web page, not a calendar. Check that you copied the calendar (.ics) link.',
  privateNetwork: 'That address is on a private network, which calendars may not come from.',
  hostNotFound: 'The calendar’s host could not be found.',
  unreachable: 'The calendar address could not be reached.',
  tooManyRedirects: 'The calendar address redirected too many times.',
  badRedirect: 'The calendar address redirected to an address calendars may not come from.',
}

/** For the staff form: null when the URL may be added; otherwise the problem in words. */
export function feedUrlProblem(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) {
    return 'That calendar address is too long: at most 2,000 characters.'
  }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'Give the calendar address starting with https://'
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return 'Give the calendar address starting with https://'
  }
  if (parsed.username || parsed.password) {
    return 'Give the calendar address without a user name or password in it.'
  }
  return null
}

/**
 * Whether a redirect from `from` to `to` may be followed: to an address the staff form would take,
 * and never from https down to http, which would send the feed's secret token unencrypted.
 */
export function redirectAllowed(from: URL, to: URL): boolean {
  if (feedUrlProblem(to.href)) return false
  return from.protocol !== 'https:' || to.protocol === 'https:'
}

/** A failure already in the front desk's words. */
class FeedFetchError extends Error {}

export async function fetchFeed(url: string, limits: FeedLimits): Promise<FetchedFeed> {
  const problem = feedUrlProblem(url)
  if (problem) return { ok: false, error: problem }
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs)
  try {
    return { ok: true, text: await fetchFollowing(new URL(url), limits, deadline.signal) }
  } catch (error) {
    // Whatever broke once the deadline passed broke because of it.
    if (deadline.signal.aborted) return { ok: false, error: timeoutWords(limits.timeoutMs) }
    return { ok: false, error: error instanceof FeedFetchError ? error.message : WORDS.unreachable }
  } finally {
    clearTimeout(timer)
  }
}

async function fetchFollowing(first: URL, limits: FeedLimits, signal: AbortSignal) {
  let target = first
  for (let redirects = 0; redirects <= limits.maxRedirects; redirects += 1) {
    const answer = await fetchOnce(target, limits, signal)
    if (answer.text !== undefined) return answer.text
    const next = URL.canParse(answer.location, target) ? new URL(answer.location, target) : null
    if (!next || !redirectAllowed(target, next)) throw new FeedFetchError(WORDS.badRedirect)
    target = next
  }
  throw new FeedFetchError(WORDS.tooManyRedirects)
}

type Answer = { text: string; location?: never } | { text?: never; location: string }

async function fetchOnce(target: URL, limits: FeedLimits, signal: AbortSignal): Promise<Answer> {
  signal.throwIfAborted()
  const addresses = await vettedAddresses(target, limits.allowPrivateHosts, signal)
  const client = target.protocol === 'https:' ? https : http
  const { request, response } = await send(client, target, addresses, signal)
  try {
    return await readAnswer(response, limits.maxBytes)
  } finally {
    // Also closes the connection when the body was not read (a redirect, an error, too big).
    request.destroy()
  }
}

type Addresses = [LookupAddress, ...LookupAddress[]]

async function vettedAddresses(
  target: URL,
  allowPrivate: boolean,
  signal: AbortSignal,
): Promise<Addresses> {
  // URL writes an IPv6 host in brackets.
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: LookupAddress[]
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }]
  } else {
    try {
      addresses = await untilAborted(lookup(host, { all: true }), signal)
    } catch (error) {
      if (signal.aborted) throw error
      throw new FeedFetchError(WORDS.hostNotFound)
    }
  }
  const [first, ...rest] = addresses
  if (!first) throw new FeedFetchError(WORDS.hostNotFound)
  // Any one private answer refuses the host: which one a connection would use is not ours to pick.
  if (!allowPrivate && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new FeedFetchError(WORDS.privateNetwork)
  }
  return [first, ...rest]
}

/** DNS lookups cannot be cancelled; the deadline stops waiting for one. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

function send(
  client: typeof http | typeof https,
  target: URL,
  addresses: Addresses,
  signal: AbortSignal,
): Promise<{ request: http.ClientRequest; response: IncomingMessage }> {
  // Connects to the vetted addresses whatever the host name resolves to now; the Host header and
  // the TLS server name still come from the URL.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, addresses)
    else callback(null, addresses[0].address, addresses[0].family)
  }
  return new Promise((resolve, reject) => {
    // No agent: the connection closes with the fetch instead of waiting in a pool.
    const request = client.get(
      target,
      { agent: false, headers: HEADERS, lookup: pinned, signal },
      (response) => resolve({ request, response }),
    )
    request.on('error', reject)
  })
}

async function readAnswer(response: IncomingMessage, maxBytes: number): Promise<Answer> {
  const status = response.statusCode ?? 0
  const location = response.headers.location
  if (REDIRECTS.has(status) && location) return { location }
  if (status !== 200) {
    const meaning = STATUS_CODES[status]
    throw new FeedFetchError(
      `The calendar address answered ${status}${meaning ? ` (${meaning})` : ''}.`,
    )
  }
  const type = (response.headers['content-type'] ?? '').trim().toLowerCase()
  if (WEB_PAGE_TYPES.some((webPage) => type.startsWith(webPage))) {
    throw new FeedFetchError(WORDS.webPage)
  }
  if (Number(response.headers['content-length']) > maxBytes) {
    throw new FeedFetchError(tooBigWords(maxBytes))
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw new FeedFetchError(tooBigWords(maxBytes))
    chunks.push(chunk)
  }
  // TextDecoder drops a byte-order mark.
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  if (text.trimStart().startsWith('<')) throw new FeedFetchError(WORDS.webPage)
  return { text }
}

function timeoutWords(timeoutMs: number): string {
  const seconds = Number((timeoutMs / 1000).toFixed(1))
  return `The calendar address did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`
}

function tooBigWords(maxBytes: number): string {
  return `The calendar is larger than ${Number((maxBytes / 1024 / 1024).toFixed(1))} MB.`
}
