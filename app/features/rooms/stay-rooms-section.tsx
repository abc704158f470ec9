import { LoadingOverlay } from '../../components/loading-overlay'
import { resort } from '../../../content/resort'
import { rooms } from '../../../content/rooms'
import { ROOMS_ANCHOR } from '../../lib/paths'
import { toStayQuery } from '../../lib/stay-query'
import { fill, useLocale } from '../../i18n/locale'
import { useStayWords } from '../../i18n/use-stay-words'
import { guestsOf } from '../../state/room-filter'
import { useRoomFilter } from '../../state/use-room-filter'
import { useStaySearch } from '../../state/use-stay-search'
import { RoomCard } from './room-card'
import { offerFor, offersSummary } from '../../lib/room-offer'
import { roomsFoundMessage } from './rooms-section'

/**
 * Reservations mode's rooms section. After a search with dates every room is listed with what
 * it offers for them (a total, sold out, or too small for the party), and its links carry the
 * stay to the room page; until then it lists the room filter's rooms as the default does.
 */
export function StayRoomsSection() {
  const filter = useRoomFilter()
  const { found, loading } = useStaySearch()
  const { words } = useLocale()
  const talk = useStayWords()
  const stayQuery = found
    ? toStayQuery({
        checkIn: found.availability.checkIn,
        checkOut: found.availability.checkOut,
        ...found.party,
      })
    : ''
  const listed = found
    ? rooms.map((room) => ({
        room,
        offer: offerFor(room, found.availability, found.party, talk.stay),
      }))
    : filter.rooms.map((room) => ({ room, offer: null }))
  const status = found
    ? offersSummary(
        listed.flatMap(({ offer }) => (offer ? [offer] : [])),
        talk.stay,
      )
    : roomsFoundMessage(listed.length, words)

  return (
    <section
      id={ROOMS_ANCHOR}
      aria-labelledby="rooms-heading"
      className="mx-auto max-w-6xl px-5 py-20"
    >
      <div className="mb-12 text-center">
        <h2 id="rooms-heading" className="font-display text-5xl text-sea-deep">
          {words.rooms}
        </h2>
        <p className="mt-2 text-sm tracking-[0.35em] text-accent-deep uppercase">{resort.name}</p>
      </div>
      {found && (
        <p className="-mt-6 mb-10 text-center text-muted">
          {fill(talk.stay.pricesFor, {
            n: talk.nights(found.availability.nights),
            d: talk.dates(found.availability.checkIn, found.availability.checkOut),
            p: talk.party(found.party),
          })}
        </p>
      )}
      {/* Announces the result of 'Check Now'; emptied while loading so the result is news. */}
      <p role="status" className="sr-only">
        {loading || filter.loading ? '' : status}
      </p>
      {listed.length === 0 ? (
        <p className="text-center text-lg text-muted">
          {words.noRoomBeforeCount}
          {guestsOf(filter)}
          {words.noRoomAfterCount}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-x-8 gap-y-12 lg:grid-cols-3">
          {listed.map(({ room, offer }) => (
            <li key={room.id} className="flex">
              <RoomCard room={room} stay={offer ? { offer, query: stayQuery } : undefined} />
            </li>
          ))}
        </ul>
      )}
      {loading && <LoadingOverlay />}
    </section>
  )
}
