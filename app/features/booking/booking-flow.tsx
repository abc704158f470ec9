import { useState } from 'react'
import { Link, useNavigate, type NavigateFunction } from 'react-router'
import type { ExtraOffer, RateQuote } from '../../../domain/api-contract'
import { resortToday } from '../../../domain/calendar'
import { writeExtrasParam, type ExtraChoice } from '../../../domain/extras'
import { partyFits } from '../../../domain/party'
import { checkStay } from '../../../domain/stay'
import type { Room } from '../../../content/schema'
import { toLookupPath, toRoomPath } from '../../lib/paths'
import { pathIn, type Language } from '../../i18n/languages'
import { fill, useLocale } from '../../i18n/locale'
import { useBookingWords } from '../../i18n/use-booking-words'
import { stayProblemIn } from '../../i18n/stay-problems'
import { enStay } from '../../i18n/messages/booking/en-stay'
import { useStayWords } from '../../i18n/use-stay-words'
import { readBookingQuery, toStayQuery, type StayChoice } from '../../lib/stay-query'
import { pickRate } from '../../lib/room-offer'
import { useRoomQuote, type RoomQuote } from '../../state/use-room-quote'
import { BookingForm } from './booking-form'
import { ExtrasField } from './extras-field'
import { BookingRefusal } from './booking-refusal'
import type { CreatedReservation } from '../../lib/reservations-api'
import { StaySummary, type StayDetails } from './stay-summary'
import { useHydratedSearch } from '../../state/use-hydrated-search'
import type { ApiProblem } from '../../lib/api-client'
import { PriceDetails } from '../../components/price-details'
import { rateToShow, repricingOf, type Repricing } from './booking-price'
import { PromoCodeField } from './promo-code-field'
import { rememberPayingGuest } from './paying-guest'
import { signInAfterBooking } from './booking-sign-in'
import {
  NO_PROMO,
  applyPromo,
  promoToAsk,
  promoToSend,
  promoViewOf,
  promoWithdrawn,
  type PromoChoice,
} from './promo-code'

/**
 * The booking page's content: the stay from the link (readBookingQuery), checked before
 * anything is asked of the guest, then the form; the confirmation is `/reservation?ref=…`.
 */
export function BookingFlow({ room }: { room: Room }) {
  const search = useHydratedSearch()
  const words = useBookingWords()
  const { lang } = useLocale()
  const { stay: stayWords } = useStayWords()
  // The prerendered page has no query: this shows until the page has hydrated.
  if (search === null) return <p className="text-center text-muted">{words.loadingStay}</p>

  const choice = readBookingQuery(search)
  const backToRoom = {
    to: pathIn(lang, toRoomPath(room.id)),
    label: fill(words.chooseDatesFor, { r: room.name }),
  }
  if (!choice) return <BookingRefusal message={words.noDatesInLink} back={backToRoom} />
  const checked = checkStay(choice, resortToday(new Date()))
  if ('problems' in checked) {
    const message = [checked.problems.checkIn, checked.problems.checkOut]
      .flatMap((problem) => (problem ? [stayProblemIn(problem, enStay, stayWords)] : []))
      .join(' ')
    return <BookingRefusal message={message} back={backToRoom} />
  }
  if (!partyFits(choice, room.maxPerson)) {
    return (
      <BookingRefusal
        message={fill(words.sleepsAtMost, { r: room.name, n: room.maxPerson })}
        back={{ to: pathIn(lang, '/'), label: words.findRoomForParty }}
      />
    )
  }
  return <StayBookingFlow key={search} room={room} choice={choice} nights={checked.stay.nights} />
}

type StayBookingFlowProps = { room: Room; choice: StayChoice; nights: number }

function StayBookingFlow({ room, choice, nights }: StayBookingFlowProps) {
  const navigate = useNavigate()
  const words = useBookingWords()
  const { lang } = useLocale()
  const [promo, setPromo] = useState<PromoChoice>(NO_PROMO)
  const [extras, setExtras] = useState<ExtraChoice[]>([])
  const [extrasProblem, setExtrasProblem] = useState<string>()
  const quote = useRoomQuote(room.id, choice, choice, promoToAsk(promo), writeExtrasParam(extras))
  const offeredExtras = useOfferedExtras(quote)
  const quoted =
    quote.status === 'found' ? pickRate(quote.room.rates, room, choice.rate) : undefined
  const [repricing, setRepricing] = useState<Repricing>()
  const rate = rateToShow(quoted, repricing)
  const promoView = promoViewOf(promo, quote, rate, words)
  const backToDates = `${pathIn(lang, toRoomPath(room.id))}${toStayQuery(choice)}`
  const stay = stayDetailsOf(room, choice, nights, rate)
  const payments = quote.status === 'found' ? quote.payments : undefined

  function onPriceRefused(problem: ApiProblem) {
    if (problem.code === 'promo_unavailable') setPromo(promoWithdrawn(promo, problem, words))
    else if (quoted && rate) setRepricing(repricingOf(quoted, rate, problem))
  }

  if (quote.status === 'found' && !quote.room.bookable) {
    return (
      <BookingRefusal
        message={quote.room.restriction?.message ?? words.cannotBookOnline}
        back={{ to: backToDates, label: words.chooseOtherDates }}
      />
    )
  }
  if (quote.status === 'found' && !quote.room.available) {
    return (
      <BookingRefusal
        message={words.roomSoldOut}
        back={{ to: backToDates, label: words.chooseOtherDates }}
      />
    )
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-16">
      <aside
        aria-labelledby="stay-heading"
        className="self-start bg-sand-deep/60 p-6 md:p-8 lg:order-last"
      >
        <h2 id="stay-heading" className="mb-6 font-display text-3xl text-sea-deep">
          {words.yourStay}
        </h2>
        <StaySummary stay={stay} />
        <p role="status" className="mt-4 text-sm text-muted">
          {quote.status === 'loading' && words.checkingPrice}
          {quote.status === 'failed' && fill(words.priceCheckFailed, { m: quote.message })}
        </p>
        {rate && <PriceDetails rate={rate} />}
        <PromoCodeField
          view={promoView}
          onApply={(typed) => setPromo(applyPromo(typed, words))}
          onRemove={() => setPromo(NO_PROMO)}
        />
        <Link to={backToDates} className="mt-4 inline-block text-sea-deep underline">
          {words.changeDatesOrGuests}
        </Link>
      </aside>
      <div className="flex min-w-0 flex-col gap-12">
        <ExtrasField
          offered={offeredExtras}
          chosen={extras}
          problem={extrasProblem}
          total={rate?.total}
          onChange={(chosen) => {
            setExtrasProblem(undefined)
            setExtras(chosen)
          }}
        />
        <BookingForm
          roomId={room.id}
          choice={choice}
          rate={rate?.code ?? choice.rate}
          expectedTotal={rate?.total}
          promoCode={promoToSend(promoView)}
          onPriceRefused={onPriceRefused}
          backToDates={backToDates}
          payments={payments && { offer: payments, deposit: rate?.deposit }}
          extras={{ chosen: extras, onRefused: setExtrasProblem }}
          onBooked={(reservation, email) => afterBooking({ reservation, email, lang }, navigate)}
        />
      </div>
    </div>
  )
}

/**
 * To the gateway's page for an online deposit; else to the confirmation at the booking's own
 * address, signed in for this tab (decision 039). Either takes the form's place in the history,
 * so Back leads to the room and its dates, never to a form that would book the stay twice.
 */
function afterBooking(
  { reservation, email, lang }: { reservation: CreatedReservation; email: string; lang: Language },
  navigate: NavigateFunction,
) {
  const paymentPage = reservation.payment?.url
  if (paymentPage) {
    // The guest pays on the gateway's page and comes back to /reservation.
    rememberPayingGuest(reservation.ref, email)
    window.location.replace(paymentPage)
    return
  }
  signInAfterBooking(reservation.ref, email)
  void navigate(pathIn(lang, toLookupPath(reservation.ref)), { replace: true })
}

function stayDetailsOf(
  room: Room,
  choice: StayChoice,
  nights: number,
  rate: RateQuote | undefined,
): StayDetails {
  return {
    roomName: room.name,
    checkIn: choice.checkIn,
    checkOut: choice.checkOut,
    nights,
    party: { adults: choice.adults, kids: choice.kids },
    rateLabel: rate?.label,
    total: rate?.total,
    discount: rate?.discount,
    addedFees: rate?.fees.filter((fee) => !fee.included),
    extras: rate?.extras,
    policy: rate?.policy,
    deposit: rate?.deposit,
  }
}

const NO_EXTRAS: readonly ExtraOffer[] = []

/**
 * The extras offered, from the latest answer: while a new total is asked (an extra just
 * ticked), the boxes stay as they were, so the one the guest is on keeps its focus.
 */
function useOfferedExtras(quote: RoomQuote): readonly ExtraOffer[] {
  const [offered, setOffered] = useState(NO_EXTRAS)
  const latest = quote.status === 'found' ? (quote.offeredExtras ?? NO_EXTRAS) : offered
  // Each answer keeps its list, so this runs once an answer.
  if (latest !== offered) setOffered(latest)
  return latest
}
