import type { Room } from '../../content/schema'
import { resortGraphMeta } from './resort-structured-data'

/**
 * Reservations mode: the resort's schema.org graph in the page's body, prerendered with it.
 * Not in the route's `meta`: any import there moves the default site's chunks, which must
 * stay byte for byte (docs/decisions/042). A data block, never run; `<` escaped. Only the
 * prerendered HTML needs its text, as the early-input script in root.tsx: the browser keeps
 * the block it was sent and hydration leaves it be, so the graph's code and content stay out
 * of the first-load JS of `/` (reservations mode's 10 KiB budget).
 */
/** `rooms`: the page's own rooms, or 'all' (the home page), read from content at the build. */
export function ResortGraph({ rooms }: { rooms: readonly Room[] | 'all' }) {
  const json = import.meta.env.SSR
    ? JSON.stringify(resortGraphMeta(rooms)['script:ld+json']).replace(/</g, '\\u003c')
    : ''
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
