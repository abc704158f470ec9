/**
 * A confirmed stay's guest asking for other dates: their "we have your request" and the
 * resort's notice. Staff answer with 'Change stay', whose mail tells the guest the new dates.
 */
import type { ReservationView } from '../../../domain/api-contract'
import { formatStayDate } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import type { StayChangeSummary } from '../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../domain/staff-paths'
import type { OutgoingEmail } from './outbox'
import {
  EMAIL_KINDS,
  guestEmail,
  lines,
  lookUpLink,
  oneLine,
  paragraph,
  type MailContext,
} from './templates'

export function dateChangeRequestedEmails(
  view: ReservationView,
  change: StayChangeSummary,
  context: MailContext,
  reservationId: number,
): OutgoingEmail[] {
  const wanted = `${formatStayDate(change.checkIn)} to ${formatStayDate(change.checkOut)}`
  const price = `${formatCentavos(change.total)} in all, ${differenceWords(change.difference)}`
  const guest = guestEmail(view, context, reservationId, {
    kind: EMAIL_KINDS.dateChangeRequested,
    subject: `Your request to change reservation ${view.ref}: ${context.resortName}`,
    preview: `You asked to stay from ${wanted}. The resort answers soon.`,
    blocks: [
      paragraph(
        `We have your request to change your stay in the ${view.roomName} to ${wanted}: ${price}.`,
        'Your reservation stays as it is until the resort has answered; we email you as soon as it has.',
      ),
      lookUpLink(view, context),
    ],
    // The calendar keeps the stay as booked until the resort has changed it.
    stay: null,
  })
  const resort: OutgoingEmail = {
    kind: EMAIL_KINDS.newDateChangeRequest,
    to: context.resortEmail,
    subject: oneLine(`Date change asked for ${view.ref}: ${wanted}`),
    text: lines(
      `The guest of confirmed reservation ${view.ref} asks to change its dates.`,
      '',
      `Now: ${view.roomName}, ${formatStayDate(view.checkIn)} to ${formatStayDate(view.checkOut)}, ${formatCentavos(view.total)}`,
      `Asked: ${wanted}, ${price} at today's prices`,
      '',
      `Answer with 'Change stay' on the reservation: ${context.siteOrigin}${toStaffReservationPath(view.ref)}`,
    ),
    reservationId,
  }
  return [guest, resort]
}

function differenceWords(difference: number): string {
  if (difference === 0) return 'the same as now'
  return difference > 0
    ? `${formatCentavos(difference)} more than now`
    : `${formatCentavos(-difference)} less than now`
}
