import { useEffect, type ReactNode } from 'react'
import { Link } from 'react-router'
import { isoFromLocalDate, localDateFromIso, resortToday } from '../../../domain/calendar'
import type { Room } from '../../../content/schema'
import type { StayQuery } from '../../lib/stay-query'
import { readArrivalQuery, type Landing } from '../../lib/landing-query'
import { pathIn } from '../../i18n/languages'
import { fill, useLocale } from '../../i18n/locale'
import { enLanding } from '../../i18n/messages/booking/en-landing'
import { ROOMS_ANCHOR } from '../../lib/paths'
import { LandingNote } from '../../components/landing-note'
import { ResortGraph } from '../../components/resort-graph'
import { roomFilterStore, useRoomFilter } from '../../state/use-room-filter'
import { useHydratedSearch } from '../../state/use-hydrated-search'
import { GuestSelects } from '../../components/stay-fields/guest-selects'
import { adultsOption, kidsOption, partyOf } from '../../../domain/party-labels'
import { StayDateFields } from '../../components/stay-fields/stay-date-fields'
import { useStayDates } from '../../components/stay-fields/use-stay-dates'
import { PANEL, PANEL_FIELD, PANEL_HEADING } from './reservation-panel'
import { StayBooking } from './stay-booking'
import { useRoomQuote } from '../../state/use-room-quote'
import { showStay } from '../../state/shown-stay'

/**
 * Reservations mode's 'Your Reservation' panel: once dates are chosen it shows the nights, the
 * rates, the total and whether the room is free, and 'book now' leads to the booking form.
 * A link can bring the dates, the party and the rate, in the site's own stay query or a search
 * engine's landing link (readArrivalQuery); they are read once the page is hydrated, and the
 * panel starts over with them, saying in words what it left out.
 */
export function StayReservationPanel({ room, id }: { room: Room | undefined; id: string }) {
  const search = useHydratedSearch()
  const arrival = arrivalOf(search)

  useEffect(() => {
    if (search === null) return
    const { adults, kids } = arrivalOf(search).stay
    const adultsLabel = adults === undefined ? undefined : adultsOption(adults)
    const kidsLabel = kids === undefined ? undefined : kidsOption(kids)
    if (adultsLabel) roomFilterStore.setAdults(adultsLabel)
    if (kidsLabel) roomFilterStore.setKids(kidsLabel)
  }, [search])

  return (
    <>
      <PanelForStay key={search ?? ''} room={room} query={arrival.stay}>
        <LandingNote ignored={arrival.ignored} className="flex flex-col gap-2">
          {!room && search && <NoSuchRoom id={id} search={search} />}
        </LandingNote>
      </PanelForStay>
      {/* Outside the panel that starts over with the address: hydrated once, never rebuilt. */}
      <ResortGraph rooms={room ? [room] : []} />
    </>
  )
}

function arrivalOf(search: string | null): Landing {
  return readArrivalQuery(new URLSearchParams(search ?? ''), resortToday(new Date()))
}

/** A link to a room the resort does not have still finds the guest a room for their dates. */
function NoSuchRoom({ id, search }: { id: string; search: string }) {
  const { lang, stay } = useLocale()
  const words = stay ?? enLanding
  return (
    <p className="text-muted">
      {fill(words.noSuchRoom, { n: id })}{' '}
      <Link
        to={`${pathIn(lang, '/')}${search}#${ROOMS_ANCHOR}`}
        className="text-sea-deep underline"
      >
        {words.seeAllRooms}
      </Link>
    </p>
  )
}

function PanelForStay({
  room,
  query,
  children,
}: {
  room: Room | undefined
  query: StayQuery
  children: ReactNode
}) {
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
  const checkIn = stay?.checkIn
  const checkOut = stay?.checkOut
  useEffect(() => {
    showStay(checkIn && checkOut ? { checkIn, checkOut } : null)
    return () => showStay(null)
  }, [checkIn, checkOut])
  const { words } = useLocale()

  return (
    <section aria-labelledby="reservation-heading" className={PANEL}>
      <h2 id="reservation-heading" className={PANEL_HEADING}>
        {words.yourReservation}
      </h2>
      <div className="flex flex-col gap-4">
        {children}
        <StayDateFields fieldClassName={PANEL_FIELD} dates={dates} />
        <GuestSelects className={PANEL_FIELD} />
        <StayBooking room={room} stay={stay} party={party} quote={quote} wantedRate={query.rate} />
      </div>
    </section>
  )
}
