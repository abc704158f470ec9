import type { Party } from '../../../domain/party'
import { fill, useLocale } from '../../i18n/locale'
import { enPanel, type PanelWords } from '../../i18n/messages/booking/en-panel'
import { useStayWords } from '../../i18n/use-stay-words'
import type { RoomQuote } from '../../state/use-room-quote'

// Few enough that a guest would want to know before deciding.
const FEW_UNITS = 2

/** The panel's line about the chosen dates, announced as it changes. */
export function QuoteStatus({ id, quote, party }: { id: string; quote: RoomQuote; party: Party }) {
  const { nights } = useStayWords()
  const { text, problem } = statusOf(quote, party, useLocale().stay ?? enPanel, nights)
  return (
    <p id={id} role="status" className={problem ? 'text-danger' : 'text-muted'}>
      {text}
    </p>
  )
}

function statusOf(
  quote: RoomQuote,
  party: Party,
  words: PanelWords,
  nightsOf: (nights: number) => string,
): { text: string; problem: boolean } {
  switch (quote.status) {
    case 'no-dates':
      return { text: words.chooseYourDates, problem: false }
    case 'loading':
      return { text: words.checkingYourDates, problem: false }
    case 'failed':
      return { text: quote.message, problem: true }
    case 'found': {
      const { room, nights } = quote
      if (!room.fits) {
        const guests = party.adults + party.kids
        return { text: fill(words.panelTooSmall, { m: room.maxPerson, n: guests }), problem: true }
      }
      if (!room.bookable && room.restriction) {
        return { text: room.restriction.message, problem: true }
      }
      if (!room.available) {
        return { text: words.soldOutForTheseDates, problem: true }
      }
      const text =
        room.unitsLeft <= FEW_UNITS
          ? fill(words.availableForFew, { n: nightsOf(nights), u: room.unitsLeft })
          : fill(words.availableFor, { n: nightsOf(nights) })
      return { text, problem: false }
    }
  }
}
