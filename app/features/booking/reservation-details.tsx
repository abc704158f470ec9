import type { ReservationView } from '../../../domain/api-contract'
import { resortToday } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import { cancellationDue } from '../../../domain/pricing'
import { describeStatus } from '../../../domain/reservation-status'
import { CancelReservation } from './cancel-reservation'
import { isPayable, ReservationPayment } from './reservation-payment'
import { PaymentReturn } from './payment-return'
import { ReceiptUpload } from './receipt-upload'
import { StaySummary } from './stay-summary'

type ReservationDetailsProps = {
  reservation: ReservationView
  email: string
  onChange: (reservation: ReservationView) => void
}

/** A found booking: its state in words, the stay, and a way to cancel while that is allowed. */
export function ReservationDetails({ reservation, email, onChange }: ReservationDetailsProps) {
  const cancellable =
    reservation.status === 'requested' ||
    reservation.status === 'awaiting_payment' ||
    reservation.status === 'confirmed'
  return (
    <section aria-labelledby="reservation-heading" className="bg-sand-deep/60 p-6 md:p-8">
      <h2
        id="reservation-heading"
        tabIndex={-1}
        className="font-display text-3xl text-sea-deep outline-none"
      >
        Reservation <span className="font-mono tracking-[0.15em]">{reservation.ref}</span>
      </h2>
      <p className="mt-2 text-muted">In the name of {reservation.guest.name}</p>
      {/* Announced when a cancellation changes it, and where focus goes then. */}
      <p id="reservation-status" role="status" tabIndex={-1} className="mt-6 bg-white p-4 text-lg">
        {describeStatus(reservation.status)}
      </p>
      <PaymentReturn reservation={reservation} email={email} onChange={onChange} />
      <div className="mt-6">
        <StaySummary
          stay={{
            roomName: reservation.roomName,
            checkIn: reservation.checkIn,
            checkOut: reservation.checkOut,
            nights: reservation.nights,
            party: { adults: reservation.adults, kids: reservation.kids },
            rateLabel: reservation.rateLabel,
            total: reservation.total,
            policy: reservation.breakdown.policy.text,
          }}
        />
      </div>
      {isPayable(reservation) && <ReservationPayment reservation={reservation} />}
      {reservation.cancellationCharge ? (
        <p className="mt-6 bg-white p-4">
          {reservation.status === 'no_show'
            ? "Due for the stay you did not arrive for, under the rate's cancellation policy:"
            : "Due for the cancellation, under the rate's cancellation policy:"}{' '}
          <span className="font-semibold">{formatCentavos(reservation.cancellationCharge)}</span>
        </p>
      ) : null}
      {reservation.payment?.method === 'transfer' && reservation.status === 'awaiting_payment' && (
        <ReceiptUpload reservation={reservation} email={email} onUploaded={onChange} />
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
          onCancelled={onChange}
        />
      )}
    </section>
  )
}
