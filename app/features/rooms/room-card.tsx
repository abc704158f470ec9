import { Maximize2, Users } from 'lucide'
import { Link } from 'react-router'
import { Picture } from '../../components/picture'
import type { Room } from '../../../content/schema'
import { pathIn } from '../../i18n/languages'
import { fill, useLocale } from '../../i18n/locale'
import { formatPeso } from '../../lib/currency'
import { toRoomPath } from '../../lib/paths'
import { previewOf } from '../../lib/text'
import type { RoomOffer } from '../../lib/room-offer'
import { RoomOfferNote } from './room-offer-note'
import { StayCardAction } from './stay-card-action'
import { Icon } from '../../components/icon'

type RoomCardProps = {
  room: Room
  /** Reservations mode: the searched stay's offer, and the query carrying the stay to the room. */
  stay?: { offer: RoomOffer; query: string }
}

export function RoomCard({ room, stay }: RoomCardProps) {
  const headingId = `room-${room.id}`
  const { lang, words, text } = useLocale()
  const path =
    import.meta.env.RESERVATIONS && stay
      ? `${pathIn(lang, toRoomPath(room.id))}${stay.query}`
      : pathIn(lang, toRoomPath(room.id))
  return (
    <article aria-labelledby={headingId} className="flex flex-col bg-white text-center shadow-xl">
      {/* The frame holds the picture's space while it waits for the hero (app/app.css). */}
      <div className="relative aspect-[4/3]">
        <Picture
          name={room.image}
          alt={fill(words.roomPicture, { s: room.name })}
          sizes="(min-width: 1024px) 360px, 100vw"
          className="absolute inset-0 h-full w-full object-cover"
        />
        <dl className="absolute inset-x-6 -bottom-6 flex h-12 items-center justify-center gap-6 bg-white text-sm shadow-md">
          <div className="flex items-center gap-2">
            <Icon node={Maximize2} className="size-4 text-accent" />
            <dt className="sr-only">{words.size}</dt>
            <dd>
              {room.size} m<sup>2</sup>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <Icon node={Users} className="size-4 text-accent" />
            <dt className="sr-only">{words.maxPeople}</dt>
            <dd>
              {words.maxBeforeCount}
              {room.maxPerson}
              {words.maxAfterCount}
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-1 flex-col items-center px-6 pt-12 pb-8">
        <h3 id={headingId} className="font-display text-3xl text-sea-deep">
          <Link to={path} className="hover:text-accent">
            {room.name}
          </Link>
        </h3>
        <p className="mt-3 mb-6 max-w-xs text-muted">
          {previewOf(text.rooms?.[room.id]?.description ?? room.description)}
        </p>
        {import.meta.env.RESERVATIONS && stay && <RoomOfferNote offer={stay.offer} />}
        {import.meta.env.RESERVATIONS ? (
          <StayCardAction room={room} stay={stay} />
        ) : (
          <Link
            to={path}
            aria-label={`${words.bookNow}${formatPeso(room.price)}: ${room.name}`}
            className="mt-auto bg-sea-deep px-8 py-3 text-sm tracking-[0.2em] text-white uppercase transition-colors hover:bg-accent"
          >
            {words.bookNow}
            {formatPeso(room.price)}
          </Link>
        )}
      </div>
    </article>
  )
}
