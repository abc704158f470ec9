import { formatStayDate } from '../../../../domain/calendar'
import { formatCentavos } from '../../../../domain/money'
import type { StayChangeResponse } from '../../../../domain/staff-contract'
import { describeDifference } from '../../../../domain/stay-change'

/** What the screen announces once a change is saved: the stay now, its total and the unit. */
export function stayChangedMessage({ change, reservation }: StayChangeResponse): string {
  const unit = change.unit
    ? change.unit.kept
      ? ` Unit ${change.unit.label} kept.`
      : ` Unit ${change.unit.label} was not free for it: assign another.`
    : ''
  return (
    `Stay changed: ${reservation.roomName}, ${formatStayDate(change.checkIn)} to ` +
    `${formatStayDate(change.checkOut)}, new total ${formatCentavos(change.total)} ` +
    `(${describeDifference(change.difference)}).${unit}` +
    (reservation.guest.email ? ' The guest is emailed the new stay.' : '')
  )
}
