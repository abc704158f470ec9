import type { IsoDate } from '../../../domain/calendar'
import type { Party } from '../../../domain/party'
import type { RateQuote } from '../../../domain/api-contract'
import type { Room } from '../../../content/schema'
import { roomJsonLd } from '../../components/resort-structured-data'
import { toLandingQuery } from '../../lib/landing-link'
import { toRoomPath } from '../../lib/paths'
import { pathIn } from '../../i18n/languages'
import { useLocale } from '../../i18n/locale'

/**
 * The room and its Offer for the dates the panel shows, at the price it shows, for search
 * engines that read the page as it runs. A data block, never run, so the CSP's script hashes
 * do not apply to it; `<` is escaped so no text in it could close the element.
 */
export function RoomOfferData(props: {
  room: Room
  stay: { checkIn: IsoDate; checkOut: IsoDate }
  party: Party
  rate: RateQuote
}) {
  const { room, stay, party, rate } = props
  const { lang } = useLocale()
  const data = {
    '@context': 'https://schema.org',
    ...roomJsonLd(room, {
      ...stay,
      total: rate.total,
      path: `${pathIn(lang, toRoomPath(room.id))}${toLandingQuery(stay, party)}`,
    }),
  }
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
