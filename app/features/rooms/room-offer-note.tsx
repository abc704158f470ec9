import { formatCentavos } from '../../../domain/money'
import { fill } from '../../i18n/locale'
import { useStayWords } from '../../i18n/use-stay-words'
import type { RoomOffer } from '../../lib/room-offer'
import { PriceDetails } from '../../components/price-details'

// Few enough that a guest would want to know before deciding.
const FEW_UNITS = 2

/** Reservations mode: a card's line about the searched stay, in words, and its price details. */
export function RoomOfferNote({ offer }: { offer: RoomOffer }) {
  const talk = useStayWords()
  const { stay } = talk
  switch (offer.kind) {
    case 'available':
      return (
        <div className="mb-6 w-full max-w-xs border-y border-sand-deep py-3">
          <p className="text-sm text-muted">
            {fill(stay.nightsAtRate, {
              n: talk.nights(offer.nights),
              r: talk.lang === 'en' ? offer.rate.label.toLowerCase() : offer.rate.label,
            })}
          </p>
          <p className="font-display text-3xl text-sea-deep">
            {formatCentavos(offer.rate.total)}{' '}
            <span className="font-sans text-sm text-muted">{stay.total}</span>
          </p>
          {offer.unitsLeft <= FEW_UNITS && (
            <p className="text-sm text-accent-deep">
              {offer.unitsLeft === 1
                ? stay.oneRoomLeft
                : fill(stay.roomsLeft, { n: offer.unitsLeft })}
            </p>
          )}
          <div className="mt-2">
            <PriceDetails rate={offer.rate} />
          </div>
        </div>
      )
    case 'sold-out':
      return (
        <p className="mb-6 w-full max-w-xs border-y border-sand-deep py-3 text-danger">
          {stay.soldOutForYourDates}
        </p>
      )
    case 'restricted':
      return (
        <p className="mb-6 w-full max-w-xs border-y border-sand-deep py-3 text-danger">
          {offer.message}
        </p>
      )
    case 'too-small':
      return (
        <p className="mb-6 w-full max-w-xs border-y border-sand-deep py-3 text-danger">
          {fill(stay.cardTooSmall, { m: offer.maxPerson, n: offer.guests })}
        </p>
      )
    case 'unknown':
      return null
  }
}
