/**
 * A confirmed stay's guest asking for other dates: their "we have your request" and the
 * resort's notice. Staff answer with 'Change stay', whose mail tells the guest the new dates.
 */
import type { ReservationView } from '../../../domain/api-contract'
import { formatStayDate } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import type { StayChangeSummary } from '../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../domain/staff-paths'
import { mailWordsIn } from './mail-words'
import type { OutgoingEmail } from './outbox'
import { en, type MailWords } from './words/en'
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
  const all = mailWordsIn(view.language)
  const words = all.dateChange
  const dates = (inWords: MailWords) =>
    inWords.dateRange(
      formatStayDate(change.checkIn, inWords.locale),
      formatStayDate(change.checkOut, inWords.locale),
    )
  const guest = guestEmail(view, context, reservationId, {
    kind: EMAIL_KINDS.dateChangeRequested,
    subject: words.subject(view.ref, context.resortName),
    preview: words.preview(dates(all)),
    blocks: [
      paragraph(
        words.asked(view.roomName, dates(all), words.price(change.total, change.difference)),
        words.unchanged,
      ),
      lookUpLink(view, context),
    ],
    // The calendar keeps the stay as booked until the resort has changed it.
    stay: null,
  })
  // The resort's notice is in English, as the staff console is.
  const wanted = dates(en)
  const price = en.dateChange.price(change.total, change.difference)
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
