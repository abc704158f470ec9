import type { ReservationView } from '../../../domain/api-contract'
import { resortToday } from '../../../domain/calendar'
import { guestDateChangeWay } from '../../../domain/guest-date-change'
import { formatCentavos } from '../../../domain/money'
import { cancellationDue } from '../../../domain/pricing'
import { guestMayCancel } from '../../../domain/stay'
import { fill } from '../../i18n/locale'
import { useLookupSpeech } from '../../i18n/lookup'
import type { LookupWords } from '../../i18n/messages/lookup/en'
import { findReservation } from '../../lib/reservations-api'
import { GuestCharges } from './guest-charges'
import { PayBalance } from './pay-balance'
import { CancelReservation } from './cancel-reservation'
import { ChangeDates } from './change-dates'
import { isPayable, ReservationPayment } from './reservation-payment'
import { PaymentReturn } from './payment-return'
import { ReceiptUpload } from './receipt-upload'
import { standingOf, takesReceipt } from './guest-standing'
import { stayOfReservation } from './reservation-stay'
import { StaySummary } from './stay-summary'

type ReservationDetailsProps = {
  reservation: ReservationView
  email: string
  onChange: (reservation: ReservationView) => void
}

/**
 * A found booking: its state in words, the stay, its charges, a way to pay what it owes online
 * when the resort takes payments so, and ways to change its dates and to cancel while allowed.
 */
export function ReservationDetails({ reservation, email, onChange }: ReservationDetailsProps) {
  const say = useLookupSpeech()
  const { words } = say
  const cancellable =
    reservation.status === 'requested' ||
    reservation.status === 'awaiting_payment' ||
    reservation.status === 'confirmed'
  // Only the look-up's answer has the folio and says whether it can be paid here.
  const owed = reservation.payBalance && reservation.folio ? reservation.folio.balance : null
  // Coming back from a deposit's page: a balance's return is told beside its button.
  const depositFlow =
    reservation.status === 'awaiting_payment' || reservation.status === 'confirmed'
  // Changing dates is for the days before check-in, as cancelling online is.
  const changeWay = guestMayCancel(reservation.checkIn, resortToday(new Date()))
    ? guestDateChangeWay(reservation.status)
    : null
  return (
    <section aria-labelledby="reservation-heading" className="bg-sand-deep/60 p-6 md:p-8">
      <h2
        id="reservation-heading"
        tabIndex={-1}
        className="font-display text-3xl text-sea-deep outline-none"
      >
        {words.reservation} <span className="font-mono tracking-[0.15em]">{reservation.ref}</span>
      </h2>
      <p className="mt-2 text-muted">{fill(words.inNameOf, { s: reservation.guest.name })}</p>
      {/* Announced when a cancellation changes it, and where focus goes then. */}
      <p id="reservation-status" role="status" tabIndex={-1} className="mt-6 bg-white p-4 text-lg">
        {standingOf(reservation, say)}
      </p>
      {depositFlow && <PaymentReturn reservation={reservation} email={email} onChange={onChange} />}
      <div className="mt-6">
        <StaySummary stay={stayOfReservation(reservation)} />
      </div>
      {reservation.folio && reservation.folio.lines.length > 0 && (
        <GuestCharges folio={reservation.folio} />
      )}
      {isPayable(reservation) && <ReservationPayment reservation={reservation} />}
      {reservation.cancellationCharge ? (
        <p className="mt-6 bg-white p-4">
          {reservation.status === 'no_show' ? words.noShowDueBefore : words.cancellationDueBefore}
          <span className="font-semibold">{formatCentavos(reservation.cancellationCharge)}</span>
          {owed !== null && payableHere(reservation.cancellationCharge, owed, words)}
        </p>
      ) : null}
      {owed !== null && <PayBalance reservation={reservation} email={email} balance={owed} />}
      {takesReceipt(reservation) && (
        <ReceiptUpload reservation={reservation} email={email} onUploaded={onChange} />
      )}
      {changeWay && (
        <ChangeDates reservation={reservation} email={email} way={changeWay} onChanged={onChange} />
      )}
      {cancellable && (
        <CancelReservation
          reference={reservation.ref}
          email={email}
          charge={
            reservation.status === 'confirmed'
              ? cancellationDue(reservation.breakdown.policy, resortToday(new Date()))
              : 0
          }
          onCancelled={(cancelled) => void showCancelled(cancelled, email, onChange)}
        />
      )}
    </section>
  )
}

function payableHere(charge: number, owed: number, words: LookupWords): string {
  return owed === charge
    ? words.payableHereAll
    : fill(words.payableHerePart, { a: formatCentavos(owed) })
}

/**
 * The cancellation's answer is the booking without its folio; the look-up's has it, and says
 * whether a late cancellation's charge can be paid here. The answer stands if that read fails.
 */
async function showCancelled(
  cancelled: ReservationView,
  email: string,
  onChange: (reservation: ReservationView) => void,
) {
  const found = await findReservation(cancelled.ref, email)
  onChange(found.ok ? found.data : cancelled)
}
