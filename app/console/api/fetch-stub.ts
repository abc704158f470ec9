/** For the console's API clients' tests: a global fetch that answers JSON, and what writes send. */
import { vi } from 'vitest'

export function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The options of every JSON write: this origin's cookie, JSON both ways. */
export const JSON_WRITE = {
  credentials: 'same-origin',
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
}
