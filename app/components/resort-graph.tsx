import type { Room } from '../../content/schema'
import { resortGraphMeta } from './resort-structured-data'

/**
 * Reservations mode: the resort's schema.org graph in the page's body, prerendered with it.
 * Not in the route's `meta`: any import there moves the default site's chunks, which must
 * stay byte for byte (docs/decisions/042). A data block, never run; `<` escaped.
 */
export function ResortGraph({ rooms }: { rooms: readonly Room[] }) {
  const data = resortGraphMeta(rooms)['script:ld+json']
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
