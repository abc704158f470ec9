import type { Party } from '../../../domain/party'
import { describeNights } from '../../lib/stay-words'
import type { RoomQuote } from '../../state/use-room-quote'

// Few enough that a guest would want to know before deciding.
const FEW_UNITS = 2

/** The panel's line about the chosen dates, announced as it changes. */
export function QuoteStatus({ id, quote, party }: { id: string; quote: RoomQuote; party: Party }) {
  const { text, problem } = statusOf(quote, party)
  return (
    <p id={id} role="status" className={problem ? 'text-danger' : 'text-muted'}>
      {text}
    </p>
  )
}

function statusOf(quote: RoomQuote, party: Party): { text: string; problem: boolean } {
  switch (quote.status) {
    case 'no-dates':
      return { text: 'Choose your dates to see the price of your stay.', problem: false }
    case 'loading':
      return { text: 'Checking your dates…', problem: false }
    case 'failed':
      return { text: quote.message, problem: true }
    case 'found': {
      const { room, nights } = quote
      if (!room.fits) {
        const guests = party.adults + party.kids
        return {
          text: `This room sleeps up to ${room.maxPerson}: too small for ${guests} guests. Choose fewer guests or another room.`,
          problem: true,
        }
      }
      if (!room.bookable && room.restriction) {
        return { text: room.restriction.message, problem: true }
      }
      if (!room.available) {
        return { text: 'Sold out for these dates. Please choose other dates.', problem: true }
      }
      const few = room.unitsLeft <= FEW_UNITS ? ` Only ${room.unitsLeft} left.` : ''
      return { text: `Available for ${describeNights(nights)}.${few}`, problem: false }
    }
  }
}
