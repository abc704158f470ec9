import { FacilityIcon } from '../../components/facility-icon'
import { Picture } from '../../components/picture'
import { resort } from '../../../content/resort'
import type { Room } from '../../../content/schema'
import { fill, useLocale } from '../../i18n/locale'

/** The left column of the detail page; a room that is not loaded leaves its fields empty (docs/product.md §8). */
export function RoomOverview({ room }: { room: Room | undefined }) {
  const { words, text } = useLocale()
  return (
    <div>
      {/* docs/product.md §8: no room, empty fields; an empty heading would only confuse a screen reader. */}
      {room && <h2 className="font-display text-4xl text-sea-deep md:text-5xl">{room.name}</h2>}
      <p className="mt-4 text-lg leading-relaxed text-muted">
        {room && (text.rooms?.[room.id]?.description ?? room.description)}
      </p>
      {room && (
        // The frame holds the picture's space while it waits for the banner (app/app.css).
        <div className="relative mt-8 aspect-[3/2]">
          <Picture
            name={room.imageLg}
            alt={fill(words.insideRoom, { s: room.name })}
            sizes="(min-width: 1024px) 600px, calc(100vw - 40px)"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </div>
      )}
      <p className="mt-8 leading-relaxed text-muted">{text.resort?.roomNote ?? resort.roomNote}</p>
      <h2 className="mt-10 font-display text-3xl text-sea-deep">{words.facilities}</h2>
      <ul className="mt-6 grid grid-cols-3 gap-x-4 gap-y-6">
        {room?.facilities.map((facility) => (
          <li key={facility.name} className="flex items-center gap-3 text-sm sm:text-base">
            <FacilityIcon icon={facility.icon} />
            {text.facilities?.[facility.icon] ?? facility.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
