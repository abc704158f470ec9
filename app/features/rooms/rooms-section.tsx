import { resort } from '../../../content/resort'
import { fill, useLocale } from '../../i18n/locale'
import { ROOMS_ANCHOR } from '../../lib/paths'
import { guestsOf } from '../../state/room-filter'
import { useRoomFilter } from '../../state/use-room-filter'
import type { Messages } from '../../i18n/messages/en'
import { RoomCard } from './room-card'

export function RoomsSection() {
  const filter = useRoomFilter()
  const { words } = useLocale()
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
      {/* Announces the result of 'Check Now'; emptied while loading so the result is news. */}
      <p role="status" className="sr-only">
        {filter.loading ? '' : roomsFoundMessage(filter.rooms.length, words)}
      </p>
      {filter.rooms.length === 0 ? (
        <p className="text-center text-lg text-muted">
          {words.noRoomBeforeCount}
          {guestsOf(filter)}
          {words.noRoomAfterCount}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-x-8 gap-y-12 lg:grid-cols-3">
          {filter.rooms.map((room) => (
            <li key={room.id} className="flex">
              <RoomCard room={room} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function roomsFoundMessage(
  count: number,
  words: Pick<Messages, 'oneRoomFound' | 'roomsFound'>,
): string {
  return count === 1 ? words.oneRoomFound : fill(words.roomsFound, { n: count })
}
