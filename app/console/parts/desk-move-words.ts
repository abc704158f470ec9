import type { ReservationView } from '../../../domain/api-contract'
import { formatStayDate, type IsoDate } from '../../../domain/calendar'
import { noShowCharge, type DeskMove } from '../../../domain/front-desk'
import { formatCentavos } from '../../../domain/money'
import type { ReservationDetail } from '../../../domain/staff-contract'

/** The console's words for the front desk's moves (docs/reservations.md, "States"). Pure. */

/** The buttons' words, and the confirming buttons' too. */
export const DESK_MOVE_LABELS: Record<DeskMove, string> = {
  check_in: 'Check in',
  check_out: 'Check out',
  no_show: 'Mark no-show',
}

/** What the move will do, said in the dialog before it is made. */
export function explainDeskMove(
  move: DeskMove,
  reservation: ReservationView,
  unit: string | null,
  today: IsoDate,
): string[] {
  const who = `${reservation.guest.name}, ${reservation.roomName}`
  switch (move) {
    case 'check_in':
      return [
        `${who}, until ${formatStayDate(reservation.checkOut)}.`,
        unit
          ? `The guest keeps unit ${unit}.`
          : `The guest is given the first unit of ${reservation.roomName} free for every night left; if none is, the stay is checked in without one.`,
      ]
    case 'check_out':
      return [
        `${who}${unit ? `, unit ${unit}` : ''}.`,
        today < reservation.checkOut
          ? `Leaving before ${formatStayDate(reservation.checkOut)}: the nights from today on are free again.`
          : 'The stay ends as booked.',
      ]
    case 'no_show': {
      const charge = noShowCharge(reservation.breakdown.policy)
      return [
        `${who}, expected on ${formatStayDate(reservation.checkIn)}.`,
        'Every night from today on is free again, and its unit with them.',
        charge > 0
          ? `${formatCentavos(charge)} is due under the rate's cancellation policy.`
          : "The rate's cancellation policy charges nothing.",
      ]
    }
  }
}

/** What happened, as the server answered it. */
export function describeDeskMoveDone(move: DeskMove, detail: ReservationDetail): string {
  switch (move) {
    case 'check_in':
      return detail.unit
        ? `Checked in to unit ${detail.unit}.`
        : 'Checked in. No unit was free for every night left: assign one.'
    case 'check_out':
      return checkedOutWords(detail.folio.balance)
    case 'no_show': {
      const charge = detail.reservation.cancellationCharge ?? 0
      return charge > 0
        ? `Marked a no-show; ${formatCentavos(charge)} is due under the cancellation policy.`
        : 'Marked a no-show.'
    }
  }
}

/** A check-out as it left the folio: settled, left owed, or money to give back. */
function checkedOutWords(balance: number): string {
  if (balance > 0) return `Checked out, leaving ${formatCentavos(balance)} owed.`
  if (balance < 0)
    return `Checked out. The guest is owed ${formatCentavos(-balance)}: give it back.`
  return 'Checked out.'
}
