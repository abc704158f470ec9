import { formatCentavos } from '../../../domain/money'
import { describeNights } from '../../lib/stay-words'
import type { RoomOffer } from '../../lib/room-offer'
import { PriceDetails } from '../../components/price-details'

// Few enough that a guest would want to know before deciding.
const FEW_UNITS = 2

/** Reservations mode: a card's line about the searched stay, in words, and its price details. */
export function RoomOfferNote({ offer }: { offer: RoomOffer }) {
  switch (offer.kind) {
    case 'available':
      return (
        <div className="mb-6 w-full max-w-xs border-y border-sand-deep py-3">
          <p className="text-sm text-muted">
            {describeNights(offer.nights)}, {offer.rate.label.toLowerCase()}
          </p>
          <p className="font-display text-3xl text-sea-deep">
            {formatCentavos(offer.rate.total)}{' '}
            <span className="font-sans text-sm text-muted">total</span>
          </p>
          {offer.unitsLeft <= FEW_UNITS && (
            <p className="text-sm text-accent-deep">
              {offer.unitsLeft === 1 ? 'Only 1 room left' : `Only ${offer.unitsLeft} rooms left`}
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
          Sold out for your dates
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
          Sleeps up to {offer.maxPerson}: too small for {offer.guests} guests
        </p>
      )
    case 'unknown':
      return null
  }
}
