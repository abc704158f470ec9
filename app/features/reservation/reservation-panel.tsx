import type { Room } from '../../content/schema'
import { formatDollar } from '../../lib/currency'
import { earliestCheckOut, startOfDay } from '../../lib/stay-dates'
import { DateField } from '../search/date-field'
import { GuestSelects } from '../search/guest-selects'
import { useStayDates } from '../search/use-stay-dates'

const FIELD = 'h-[60px] bg-white'

/** SPEC 2: dates held here, guests shared with the home page, and a button that does nothing. */
export function ReservationPanel({ room }: { room: Room | undefined }) {
  const { checkIn, checkOut, setCheckIn, setCheckOut } = useStayDates()
  const today = startOfDay(new Date())

  return (
    <section aria-labelledby="reservation-heading" className="bg-sand-deep/60 p-6 md:p-8">
      <h2 id="reservation-heading" className="mb-6 font-display text-3xl text-sea-deep">
        Your Reservation
      </h2>
      <div className="flex flex-col gap-4">
        <DateField label="Check in" selected={checkIn} minDate={today} onChange={setCheckIn} className={FIELD} />
        <DateField
          label="Check out"
          selected={checkOut}
          minDate={earliestCheckOut(checkIn, today)}
          onChange={setCheckOut}
          className={FIELD}
        />
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
