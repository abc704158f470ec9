import { useId, useState, type MouseEvent } from 'react'
import { Link } from 'react-router'
import type { IsoDate } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import type { Party } from '../../../domain/party'
import type { Room } from '../../../content/schema'
import { formatPeso } from '../../lib/currency'
import { pathIn } from '../../i18n/languages'
import { useLocale } from '../../i18n/locale'
import { useStayWords } from '../../i18n/use-stay-words'
import { toBookingPath } from '../../lib/paths'
import { toStayQuery } from '../../lib/stay-query'
import { pickRate } from '../../lib/room-offer'
import { PriceDetails } from '../../components/price-details'
import { PANEL_BUTTON } from './reservation-panel'
import { QuoteStatus } from './quote-status'
import { RateChoice } from './rate-choice'
import { RoomOfferData } from './room-offer-data'
import type { RoomQuote } from '../../state/use-room-quote'

type StayBookingProps = {
  room: Room | undefined
  stay: { checkIn: IsoDate; checkOut: IsoDate } | null
  party: Party
  quote: RoomQuote
  /** A rate a link asked for; the room's standard rate when it has no such rate. */
  wantedRate?: string
}

/** The part of the panel under the fields: what the stay costs, and the way to book it. */
export function StayBooking({ room, stay, party, quote, wantedRate }: StayBookingProps) {
  const [rateCode, setRateCode] = useState(wantedRate)
  const { lang, words } = useLocale()
  const { stay: stayWords } = useStayWords()
  const statusId = useId()
  const free =
    quote.status === 'found' && quote.room.available && quote.room.bookable ? quote : null
  const rate = free && room ? pickRate(free.room.rates, room, rateCode) : undefined

  // Without dates the button takes the visitor to the first empty date field.
  function chooseDates(event: MouseEvent<HTMLButtonElement>) {
    if (quote.status !== 'no-dates') return
    const panel = event.currentTarget.closest('section')
    const dateInputs = panel?.querySelectorAll<HTMLInputElement>(
      `input[aria-label="${words.checkIn}"], input[aria-label="${words.checkOut}"]`,
    )
    ;[...(dateInputs ?? [])].find((input) => input.value === '')?.focus()
  }

  return (
    <>
      <div className="flex flex-col gap-4 bg-white p-5">
        <QuoteStatus id={statusId} quote={quote} party={party} />
        {free && rate && (
          <>
            <RateChoice rates={free.room.rates} chosen={rate.code} onChoose={setRateCode} />
            <p className="flex items-baseline justify-between gap-4 border-t border-sand-deep pt-4">
              <span className="text-muted">{stayWords.totalLabel}</span>
              <span className="font-display text-3xl text-sea-deep">
                {formatCentavos(rate.total)}
              </span>
            </p>
            <PriceDetails rate={rate} />
            {room && stay && <RoomOfferData room={room} stay={stay} party={party} rate={rate} />}
          </>
        )}
      </div>
      {room && stay && rate ? (
        <Link
          to={`${pathIn(lang, toBookingPath(room.id))}${toStayQuery({ ...stay, ...party, rate: rate.code })}`}
          className={`flex items-center justify-center ${PANEL_BUTTON}`}
        >
          {words.panelBookNow}
          {formatCentavos(rate.total)}
        </Link>
      ) : (
        <button
          type="button"
          aria-describedby={statusId}
          aria-disabled={quote.status !== 'no-dates'}
          onClick={chooseDates}
          className={`${PANEL_BUTTON} aria-disabled:cursor-not-allowed aria-disabled:bg-muted`}
        >
          {words.panelBookNow}
          {room ? formatPeso(room.price) : '₱'}
        </button>
      )}
    </>
  )
}
