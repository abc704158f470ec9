import { resort } from '../../content/resort'
import { rooms } from '../../content/rooms'
import { pictureSetOf } from '../components/picture'
import { languagePageData } from '../i18n/catalogues'
import { languageLinks } from '../i18n/head'
import { fill } from '../i18n/locale'
import { roomIdParam, toRoomPath } from '../lib/paths'
import { findRoom } from '../lib/rooms-for'
import { pageMeta } from '../lib/seo'
import { SITE_ORIGIN } from '../lib/site-origin'
import type { Route } from './+types/lang-room'

export { default } from './room-details'

export function loader({ request }: Route.LoaderArgs) {
  // Reservations mode's pages also show its words on every page (header, footer, search, panel).
  return languagePageData(new URL(request.url).pathname, { stay: import.meta.env.RESERVATIONS })
}

export function meta({ data, params, location }: Route.MetaArgs) {
  const { head, locale } = data
  const id = roomIdParam(params.id)
  const room = id === null ? undefined : findRoom(rooms, id)
  if (!room) {
    return [
      {
        title: fill(id === null ? head.notFoundTitle : head.roomNotFoundTitle, { s: resort.name }),
      },
      {
        name: 'description',
        content: fill(id === null ? head.notFoundDescription : head.roomNotFoundDescription, {
          s: resort.name,
        }),
      },
      { name: 'robots', content: 'noindex' },
    ]
  }
  return [
    ...pageMeta({
      siteName: resort.name,
      origin: SITE_ORIGIN,
      path: location.pathname,
      title: `${room.name} | ${resort.name}`,
      description: locale.text.rooms?.[room.id]?.description ?? room.description,
      image: pictureSetOf(room.imageLg).fallback,
    }),
    ...languageLinks(toRoomPath(room.id)),
  ]
}
