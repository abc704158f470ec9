import type { ReservationView } from '../../../domain/api-contract'
import type { StayDetails } from './stay-summary'

/**
 * A booking's stay as the server stored it, every line of its quote: the confirmation and the
 * look-up show the same summary, so neither drops a line (a promo's discount, a fee added) the
 * other shows. Without the deposit: what is paid of it is the payment section's to say.
 */
export function stayOfReservation(reservation: ReservationView): StayDetails {
  const { breakdown } = reservation
  return {
    roomName: reservation.roomName,
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    nights: reservation.nights,
    party: { adults: reservation.adults, kids: reservation.kids },
    rateLabel: reservation.rateLabel,
    total: reservation.total,
    discount: breakdown.discount,
    addedFees: breakdown.fees.filter((fee) => !fee.included),
    extras: breakdown.extras,
    policy: breakdown.policy,
  }
}
