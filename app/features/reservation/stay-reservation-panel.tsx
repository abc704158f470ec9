import { useEffect } from 'react'
import { isoFromLocalDate, localDateFromIso } from '../../../domain/calendar'
import type { Room } from '../../../content/schema'
import { readStayQuery, type StayQuery } from '../../lib/stay-query'
import { roomFilterStore, useRoomFilter } from '../../state/use-room-filter'
import { useHydratedSearch } from '../../state/use-hydrated-search'
import { GuestSelects } from '../../components/stay-fields/guest-selects'
import { adultsOption, kidsOption, partyOf } from '../../../domain/party-labels'
import { StayDateFields } from '../../components/stay-fields/stay-date-fields'
import { useStayDates } from '../../components/stay-fields/use-stay-dates'
import { PANEL, PANEL_FIELD, PANEL_HEADING } from './reservation-panel'
import { StayBooking } from './stay-booking'
import { useRoomQuote } from '../../state/use-room-quote'

/**
 * Reservations mode's 'Your Reservation' panel: once dates are chosen it shows the nights, the
 * rates, the total and whether the room is free, and 'book now' leads to the booking form.
 * A link can bring the dates, the party and the rate (readStayQuery); they are read once the
 * page is hydrated, and the panel starts over with them.
 */
export function StayReservationPanel({ room }: { room: Room | undefined }) {
  const search = useHydratedSearch()

  useEffect(() => {
    if (search === null) return
    const { adults, kids } = readStayQuery(search)
    const adultsLabel = adults === undefined ? undefined : adultsOption(adults)
    const kidsLabel = kids === undefined ? undefined : kidsOption(kids)
    if (adultsLabel) roomFilterStore.setAdults(adultsLabel)
    if (kidsLabel) roomFilterStore.setKids(kidsLabel)
  }, [search])

  return <PanelForStay key={search ?? ''} room={room} query={readStayQuery(search ?? '')} />
}

function PanelForStay({ room, query }: { room: Room | undefined; query: StayQuery }) {
  const dates = useStayDates({
    checkIn: query.checkIn ? localDateFromIso(query.checkIn) : null,
    checkOut: query.checkOut ? localDateFromIso(query.checkOut) : null,
  })
  const { adults, kids } = useRoomFilter()
  const party = partyOf(adults, kids)
  const stay =
    dates.checkIn && dates.checkOut
      ? { checkIn: isoFromLocalDate(dates.checkIn), checkOut: isoFromLocalDate(dates.checkOut) }
      : null
  const quote = useRoomQuote(room?.id, stay, party)

  return (
    <section aria-labelledby="reservation-heading" className={PANEL}>
      <h2 id="reservation-heading" className={PANEL_HEADING}>
        Your Reservation
      </h2>
      <div className="flex flex-col gap-4">
        <StayDateFields fieldClassName={PANEL_FIELD} dates={dates} />
        <GuestSelects className={PANEL_FIELD} />
        <StayBooking room={room} stay={stay} party={party} quote={quote} wantedRate={query.rate} />
      </div>
    </section>
  )
}
