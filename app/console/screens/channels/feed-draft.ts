import type { FeedRequest } from '../../../../domain/staff-contract'
import { STAFF_TEXT_LIMITS } from '../../../../domain/staff-contract'

/** The 'Add calendar' form as typed, and the checks the API makes of it, named at each field. */
export type FeedDraft = { roomId: string; name: string; url: string }
export type FeedField = keyof FeedDraft
export type FeedProblems = Partial<Record<FeedField, string>>

export const FEED_FIELDS: readonly FeedField[] = ['roomId', 'name', 'url']

// The API's limits for a feed's name and address.
export const MAX_FEED_NAME = STAFF_TEXT_LIMITS.feedName
const MAX_FEED_URL = STAFF_TEXT_LIMITS.feedUrl

export function checkFeed(draft: FeedDraft): { request: FeedRequest } | { problems: FeedProblems } {
  const problems: FeedProblems = {}
  const roomId = /^\d+$/.test(draft.roomId) ? Number(draft.roomId) : null
  if (roomId === null) problems.roomId = 'Choose the room type this calendar is for.'
  const name = draft.name.trim()
  if (name === '') problems.name = 'Name the calendar, such as Airbnb, Cabana 1.'
  else if (name.length > MAX_FEED_NAME)
    problems.name = `Use at most ${MAX_FEED_NAME} characters (now ${name.length}).`
  const url = draft.url.trim()
  const urlProblem = checkFeedUrl(url)
  if (urlProblem) problems.url = urlProblem
  if (roomId === null || Object.keys(problems).length > 0) return { problems }
  return { request: { roomId, name, url } }
}

/** Only web addresses, without a password in them: the API fetches nothing else. */
function checkFeedUrl(url: string): string | null {
  if (url === '') return 'Paste the calendar link the channel gives you, starting with https://.'
  if (url.length > MAX_FEED_URL)
    return `Use an address of at most ${MAX_FEED_URL} characters (now ${url.length}).`
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'Paste the whole link, starting with https://.'
  }
  // Airbnb and Google offer calendar links as webcal://; the same link works over https.
  if (parsed.protocol === 'webcal:') return 'Put https:// in place of webcal:// at the start.'
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'Use a web address, starting with https:// or http://.'
  if (parsed.username || parsed.password)
    return 'Give the address without a user name or password in it.'
  return null
}

/** The API's `fields` that belong to the form's fields; the rest go above its button. */
export function feedProblemsFrom(fields: Record<string, string>): FeedProblems {
  const problems: FeedProblems = {}
  for (const field of FEED_FIELDS) {
    const message = fields[field]
    if (message !== undefined) problems[field] = message
  }
  return problems
}
