import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { ReservationRequest } from '../../../domain/api-contract'
import type { ExtraChoice } from '../../../domain/extras'
import { checkGuest, type GuestProblems } from '../../../domain/guest'
import type { StayChoice } from '../../lib/stay-query'
import { firstProblemField, splitFieldProblems } from './field-problems'
import { EMPTY_GUEST, GuestFields, guestFieldId, type GuestDraft } from './guest-fields'
import { keyedRequest, type KeyedRequest } from './idempotency'
import { newIdempotencyKey } from './new-idempotency-key'
import { bookingProblemOf, type BookingProblem } from './booking-problem'
import { requestReservation, type CreatedReservation } from '../../lib/reservations-api'
import type { ApiProblem } from '../../lib/api-client'
import type { PaymentOffer } from '../../../domain/api-contract'
import { formatCentavos, type Centavos } from '../../../domain/money'
import type { PaymentWay } from '../../../domain/payment-ways'
import { PaymentWayField } from './payment-way-field'
import { EXTRAS_FIELD_ID } from './extras-field'
import { FormProblemAlert } from './form-problem-alert'
import { fill, useLocale } from '../../i18n/locale'
import { useBookingWords } from '../../i18n/use-booking-words'
import { stayProblemIn } from '../../i18n/stay-problems'
import { enStay } from '../../i18n/messages/booking/en-stay'
import { useStayWords } from '../../i18n/use-stay-words'
import type { BookingWords } from '../../i18n/messages/booking/en'

type BookingFormProps = {
  roomId: number
  choice: StayChoice
  /** The rate to book: the one the guest chose, as the server named it. */
  rate: string | undefined
  /** The total the guest sees; the server refuses to book another (price_changed). */
  expectedTotal: number | undefined
  /** The promo code that total has taken off, if any; one the server cannot use is refused. */
  promoCode: string | undefined
  /** price_changed or promo_unavailable: the page shows the new price before a second try. */
  onPriceRefused: (problem: ApiProblem) => void
  /** Where the guest goes to choose other dates. */
  backToDates: string
  onBooked: (reservation: CreatedReservation, email: string) => void
  /** With payments on: the ways the resort takes and the deposit the chosen rate asks. */
  payments?: { offer: PaymentOffer; deposit: Centavos | undefined }
  /** The extras the guest chose, which the total counts; one refused is said at its field. */
  extras: { chosen: readonly ExtraChoice[]; onRefused: (problem: string) => void }
}

/**
 * The guest's details and 'Request reservation'. The same rules as the server's are checked
 * first (domain/guest.ts); what the server still refuses is shown the same way. Nothing typed
 * is ever cleared by a problem, and resending the same details reuses their Idempotency-Key.
 */
export function BookingForm({
  roomId,
  choice,
  rate,
  expectedTotal,
  promoCode,
  onPriceRefused,
  backToDates,
  onBooked,
  payments,
  extras,
}: BookingFormProps) {
  const [draft, setDraft] = useState<GuestDraft>(EMPTY_GUEST)
  const [chosenWay, setWay] = useState<PaymentWay>()
  const way = payments && (chosenWay ?? payments.offer.ways[0])
  const words = useBookingWords()
  const { lang } = useLocale()
  const { stay: stayWords } = useStayWords()
  const submitLabel = way ? submitLabelOf(way, words) : words.requestReservation
  const [problems, setProblems] = useState<GuestProblems>({})
  const [formProblem, setFormProblem] = useState<BookingProblem | null>(null)
  const [sending, setSending] = useState(false)
  const lastRequest = useRef<KeyedRequest | null>(null)
  // Focus moves once the problems are on screen, so the field is read with its message.
  const focusNext = useRef<string | null>(null)
  const formProblemRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const target = focusNext.current
    if (target === null) return
    focusNext.current = null
    if (target === 'form-problem') formProblemRef.current?.focus()
    else document.getElementById(target)?.focus()
  })

  function showProblems(found: GuestProblems) {
    setProblems(found)
    const first = firstProblemField(found)
    if (first) focusNext.current = guestFieldId(first)
  }

  function showFormProblem(problem: BookingProblem) {
    setFormProblem(problem)
    focusNext.current = 'form-problem'
  }

  function showExtrasProblem(problem: string) {
    extras.onRefused(problem)
    setFormProblem({ message: fill(words.extrasRefused, { b: submitLabel }), chooseAgain: false })
    focusNext.current = EXTRAS_FIELD_ID
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const checked = checkGuest(draft)
    setFormProblem(null)
    if ('problems' in checked) return showProblems(checked.problems)
    setProblems({})
    // A guest books only a price they have seen.
    if (expectedTotal === undefined) {
      return showFormProblem({
        message: fill(words.priceNotShown, { b: submitLabel }),
        chooseAgain: false,
      })
    }

    const request: ReservationRequest = {
      roomId,
      checkIn: choice.checkIn,
      checkOut: choice.checkOut,
      adults: choice.adults,
      kids: choice.kids,
      ...(rate ? { rate } : {}),
      expectedTotal,
      ...(promoCode ? { promoCode } : {}),
      guest: checked.guest,
      ...(checked.notes ? { notes: checked.notes } : {}),
      ...(draft.website ? { website: draft.website } : {}),
      ...(way && { paymentMethod: way }),
      ...(extras.chosen.length > 0 && { extras: [...extras.chosen] }),
      // The guest's emails are written in the language of the page they booked on.
      language: lang,
    }
    const keyed = keyedRequest(lastRequest.current, JSON.stringify(request), newIdempotencyKey)
    lastRequest.current = keyed
    setSending(true)
    const result = await requestReservation(request, keyed.key)
    setSending(false)
    if (result.ok) return onBooked(result.data, checked.guest.email)
    const { guest, stay, extras: extraProblem } = splitFieldProblems(result.problem.fields)
    if (firstProblemField(guest)) return showProblems(guest)
    if (extraProblem) return showExtrasProblem(extraProblem)
    if (result.problem.code === 'price_changed' || result.problem.code === 'promo_unavailable') {
      onPriceRefused(result.problem)
    }
    const stayProblems = stay.map((problem) => stayProblemIn(problem, enStay, stayWords))
    showFormProblem(bookingProblemOf(result.problem, stayProblems, submitLabel, words))
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="details-heading" className="relative">
      <h2 id="details-heading" className="font-display text-3xl text-sea-deep">
        {words.yourDetails}
      </h2>
      <p className="mt-2 mb-8 text-muted">
        {payments
          ? depositIntro(payments.offer, payments.deposit, expectedTotal, words)
          : words.nothingCharged}
      </p>
      <div className="flex flex-col gap-6">
        <GuestFields draft={draft} problems={problems} onChange={setDraft} way={way} />
        {payments && way && (
          <PaymentWayField ways={payments.offer.ways} value={way} onChange={setWay} />
        )}
        <FormProblemAlert ref={formProblemRef} problem={formProblem} backToDates={backToDates} />
        <p role="status" className="sr-only">
          {sending ? (way ? words.bookingYourStay : words.sendingRequest) : ''}
        </p>
        <button
          type="submit"
          aria-disabled={sending}
          className="h-[60px] bg-accent text-sm tracking-[0.25em] text-white uppercase transition-colors hover:bg-accent-deep aria-disabled:cursor-wait"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  )
}

function submitLabelOf(way: PaymentWay, words: BookingWords): string {
  return way === 'online' ? words.bookAndPayDeposit : words.bookAndPayTransfer
}

/** What booking asks now and later, once the price is on screen. */
function depositIntro(
  offer: PaymentOffer,
  deposit: Centavos | undefined,
  total: Centavos | undefined,
  words: BookingWords,
): string {
  if (deposit === undefined || total === undefined) {
    return fill(words.payRuleNow, { d: offer.depositRule })
  }
  const rest = total - deposit
  return rest > 0
    ? fill(words.payDepositNow, { d: formatCentavos(deposit), r: formatCentavos(rest) })
    : fill(words.payAllNow, { d: formatCentavos(deposit) })
}
