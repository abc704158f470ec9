import { Link } from 'react-router'
import type { Room } from '../../../content/schema'
import { pathIn } from '../../i18n/languages'
import { useLocale } from '../../i18n/locale'
import { useStayWords } from '../../i18n/use-stay-words'
import { toRoomPath } from '../../lib/paths'
import { cardBooking, type RoomOffer } from '../../lib/room-offer'

/**
 * Reservations mode: a card's booking button, saying what it books (cardBooking) and carrying
 * that rate to the room page with the searched stay; none on a card whose dates cannot be booked.
 */
export function StayCardAction({
  room,
  stay,
}: {
  room: Room
  stay: { offer: RoomOffer; query: string } | undefined
}) {
  const { words } = useLocale()
  const { lang, stay: stayWords } = useStayWords()
  const booking = cardBooking(room, stay?.offer ?? null, stayWords)
  if (booking.kind === 'not-bookable') return null
  const query = new URLSearchParams(stay?.query ?? '')
  if (booking.rate) query.set('rate', booking.rate)
  const search = query.toString()
  const path = pathIn(lang, toRoomPath(room.id))
  return (
    <Link
      to={search ? `${path}?${search}` : path}
      aria-label={`${booking.label}: ${room.name}`}
      className="mt-auto bg-sea-deep px-8 py-3 text-sm tracking-[0.2em] text-white uppercase transition-colors hover:bg-accent"
    >
      {booking.from ? (
        // Two lines by design: on one the price would wrap at any card's width.
        <>
          {words.bookNow}
          <span className="mt-1 block tracking-wide normal-case">{booking.from}</span>
        </>
      ) : (
        booking.label
      )}
    </Link>
  )
}
