import type { Room } from '../../content/schema'
import { formatDollar } from '../../lib/currency'
import { GuestSelects } from '../search/guest-selects'
import { StayDateFields } from '../search/stay-date-fields'

const FIELD = 'h-[60px] bg-white'

/** SPEC 2: dates held here, guests shared with the home page, and a button that does nothing. */
export function ReservationPanel({ room }: { room: Room | undefined }) {
  return (
    <section aria-labelledby="reservation-heading" className="bg-sand-deep/60 p-6 md:p-8">
      <h2 id="reservation-heading" className="mb-6 font-display text-3xl text-sea-deep">
        Your Reservation
      </h2>
      <div className="flex flex-col gap-4">
        <StayDateFields fieldClassName={FIELD} />
        <GuestSelects className={FIELD} />
        {/* SPEC 2 and 7: the button does nothing and calls nothing; dollar sign on purpose (SPEC 9). */}
        <button
          type="button"
          className="h-[60px] bg-accent text-sm tracking-[0.25em] text-white uppercase transition-colors hover:bg-accent-deep"
        >
          book now {room ? formatDollar(room.price) : '$'}
        </button>
      </div>
    </section>
  )
}
