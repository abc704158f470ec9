import { useLocation, useMatches } from 'react-router'
import { rooms } from '../../content/rooms'
import { partyOf } from '../../domain/party-labels'
import { pageOf } from '../i18n/languages'
import { toLandingQuery } from '../lib/landing-link'
import { RESERVATION_LOOKUP_PATH } from '../lib/paths'
import { findRoom } from '../lib/rooms-for'
import { useHydratedSearch } from '../state/use-hydrated-search'
import { useShownStay } from '../state/shown-stay'
import { useRoomFilter } from '../state/use-room-filter'
import { useStaySearch } from '../state/use-stay-search'
import { LanguageMenu } from './language-menu'

/**
 * Reservations mode's language menu: the other language's same page with the dates and guests
 * the guest has chosen, as a landing link (`?checkin=…&nights=…&adults=…&kids=…`), which home
 * and room pages read. A room's booking page keeps its own query, which names the stay and the
 * rate. Until the page has hydrated the links have no query, as the prerendered HTML has none.
 */
export function StayLanguageMenu({ className }: { className: string }) {
  const { pathname } = useLocation()
  const search = useHydratedSearch()
  const id = useMatches().at(-1)?.params.id
  const page = pageOf(pathname)
  const query = useChosenStayQuery()
  if (id !== undefined && findRoom(rooms, id) && page.endsWith('/book')) {
    return <LanguageMenu className={className} page={page} query={search ?? ''} />
  }
  if (page === RESERVATION_LOOKUP_PATH) return <LanguageMenu className={className} page={page} />
  return <LanguageMenu className={className} query={query} />
}

function useChosenStayQuery(): string {
  const panelStay = useShownStay()
  const { checkIn, checkOut } = useStaySearch()
  const { adults, kids } = useRoomFilter()
  const searched = checkIn && checkOut ? { checkIn, checkOut } : null
  const stay = panelStay ?? searched
  return stay ? toLandingQuery(stay, partyOf(adults, kids)) : ''
}
