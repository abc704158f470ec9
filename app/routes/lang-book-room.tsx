import { resort } from '../../content/resort'
import { rooms } from '../../content/rooms'
import { resortGraphMeta } from '../components/resort-structured-data'
import { languagePageData } from '../i18n/catalogues'
import { fill } from '../i18n/locale'
import { findRoom } from '../lib/rooms-for'
import { roomIdParam } from '../lib/paths'
import type { LoaderFunctionArgs, MetaArgs } from 'react-router'

// Reservations mode only (app/routes.ts): a room's booking page in one of the other languages.
// No +types import: typegen of the default build does not know this route.
export { default } from './book-room'

export function loader({ request }: LoaderFunctionArgs) {
  return languagePageData(new URL(request.url).pathname, { stay: true, booking: true })
}

export function meta({ data, params }: MetaArgs) {
  const { head, locale } = data as ReturnType<typeof loader>
  const room = findRoom(rooms, roomIdParam(params.id))
  if (!room || !locale.booking) {
    return [
      { title: fill(head.notFoundTitle, { s: resort.name }) },
      { name: 'description', content: fill(head.notFoundDescription, { s: resort.name }) },
      { name: 'robots', content: 'noindex' },
    ]
  }
  return [
    { title: fill(locale.booking.bookTitle, { r: room.name, s: resort.name }) },
    { name: 'description', content: fill(locale.booking.bookDescription, { s: resort.name }) },
    // A form for guests on their way, not a page for search engines.
    { name: 'robots', content: 'noindex' },
    resortGraphMeta(),
  ]
}
