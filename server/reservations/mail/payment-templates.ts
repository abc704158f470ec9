/**
 * The emails of deposits (docs/reservations.md, "States"): what to pay and by when, the hold ending
 * unpaid, and the resort's notices of money that needs a person. Pure, like ./templates.ts, whose
 * letter parts they share.
 */
import type { TransferDetails } from '../../../content/payments'
import type { ReservationView } from '../../../domain/api-contract'
import { formatResortInstant, formatStayDate } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import { STAFF_PATHS, toStaffReservationPath } from '../../../domain/staff-paths'
import { holdsInventory } from '../../../domain/reservation-status'
import type { LetterBlock } from './letter'
import { homePageIn } from './guest-pages'
import { mailWordsIn } from './mail-words'
import type { OutgoingEmail } from './outbox'
import {
  EMAIL_KINDS,
  guestEmail,
  lines,
  oneLine,
  paragraph,
  reservationPage,
  staffWords,
  stayDetails,
  type MailContext,
} from './templates'

/**
 * What to pay and by when: sent as a transfer booking is made, with where to send it and the
 * reference to write on it; for an online booking, a reminder that goes only if the deposit has
 * not come some minutes on (onlineReminderAt), with the way back to the payment page.
 */
export function depositDueEmail(
  view: ReservationView,
  context: MailContext,
  reservationId: number | null,
  transfer: TransferDetails,
): OutgoingEmail {
  const words = mailWordsIn(view.language).deposit
  const deposit = formatCentavos(view.deposit ?? view.total)
  const deadline = deadlineWords(view)
  const byTransfer = view.payment?.method === 'transfer'
  const { resortName } = context
  return guestEmail(view, context, reservationId, {
    kind: byTransfer ? EMAIL_KINDS.depositDue : EMAIL_KINDS.depositReminder,
    subject: words.subject(view.ref, resortName),
    preview: words.preview(deadline, deposit),
    blocks: [
      paragraph(
        byTransfer
          ? words.byTransfer(resortName, deadline, deposit)
          : words.online(resortName, deadline, deposit),
      ),
      ...(byTransfer ? transferBlocks(view, transfer) : []),
      stayDetails(view),
      {
        kind: 'link',
        lines: [byTransfer ? words.uploadIntro : words.payIntro],
        label: byTransfer ? words.uploadLabel : words.payLabel,
        href: reservationPage(view, context),
      },
    ],
    stay: 'tentative',
  })
}

/** The hold ended with the deposit unpaid: the nights are free again. */
export function paymentExpiredEmail(
  view: ReservationView,
  context: MailContext,
  reservationId: number | null,
): OutgoingEmail {
  const words = mailWordsIn(view.language).paymentExpired
  return guestEmail(view, context, reservationId, {
    kind: EMAIL_KINDS.paymentExpired,
    subject: words.subject(view.ref, context.resortName),
    preview: words.preview(view.ref),
    blocks: [
      paragraph(words.ended(view.paid ? formatCentavos(view.paid) : null)),
      stayDetails(view),
      paragraph(words.bookAgain(homePageIn(context.siteOrigin, view.language))),
    ],
    stay: null,
  })
}

/**
 * Money that came after its reservation stopped holding the room (the hold ran out, or the stay
 * was cancelled), or beyond what the stay owes, is kept in the ledger and owed back: the resort
 * is told so a person gives it back.
 */
export function paidAfterHoldEmail(
  view: ReservationView,
  context: MailContext,
  reservationId: number | null,
): OutgoingEmail {
  return {
    kind: EMAIL_KINDS.paidAfterHold,
    to: context.resortEmail,
    subject: oneLine(`Money to give back for reservation ${view.ref}`),
    text: lines(
      holdsInventory(view.status)
        ? `Reservation ${view.ref} has been paid more than it owes.`
        : `A payment arrived for reservation ${view.ref}, which is ${view.status}: its nights are no longer held.`,
      'The payment is recorded. Give back what is not due, or book the stay again with the guest.',
      '',
      `See it in the staff console: ${context.siteOrigin}${toStaffReservationPath(view.ref)}`,
    ),
    reservationId,
  }
}

/** PayMongo refused a refund again and again: a person must give the money back. */
export function refundFailedEmail(
  ref: string,
  context: MailContext,
  reservationId: number | null,
  outcome: 'refused' | 'unknown' = 'refused',
): OutgoingEmail {
  return {
    kind: EMAIL_KINDS.refundFailed,
    to: context.resortEmail,
    subject: oneLine(`Refund for reservation ${ref} failed: give it back by hand`),
    text: lines(
      ...(outcome === 'refused'
        ? [
            `PayMongo did not take the refund of the online payment for reservation ${ref}, after several tries.`,
            'Nothing was refunded. Refund it from the PayMongo dashboard, or give it back another way and record it in the staff console.',
          ]
        : [
            `PayMongo did not say whether it took the refund of the online payment for reservation ${ref}, so it is not asked again: a second request could refund the guest twice.`,
            'Look at the payment in the PayMongo dashboard first. If it shows no refund, refund it there, or give it back another way, and record it in the staff console.',
          ]),
      '',
      `See it in the staff console: ${context.siteOrigin}${toStaffReservationPath(ref)}`,
    ),
    reservationId,
  }
}

/** The resort's notice of a stay that its deposit confirmed with no one on staff involved. */
export function paidBookingEmail(
  view: ReservationView,
  context: MailContext,
  reservationId: number | null,
): OutgoingEmail {
  return {
    kind: EMAIL_KINDS.depositPaid,
    to: context.resortEmail,
    subject: oneLine(
      `New booking ${view.ref} confirmed by its deposit: ${view.roomName}, ${formatStayDate(view.checkIn)} to ${formatStayDate(view.checkOut)}`,
    ),
    text: lines(
      `Reservation ${view.ref} is confirmed: its deposit was paid.`,
      '',
      `See it in the staff console: ${context.siteOrigin}${toStaffReservationPath(view.ref)}`,
    ),
    reservationId,
  }
}

/**
 * PayMongo reported a payment the stay cannot have made (with what it paid online before, more
 * than its whole total): it is not in the ledger, where it would be refunded as if it were real.
 * A person checks the gateway.
 */
export function paymentNotRecordedEmail(
  ref: string,
  amounts: { reported: number; before: number; total: number },
  context: MailContext,
  reservationId: number | null,
): OutgoingEmail {
  const { reported, before, total } = amounts
  const earlier = before > 0 ? `, with ${formatCentavos(before)} paid online before,` : ''
  return {
    kind: EMAIL_KINDS.paymentNotRecorded,
    to: context.resortEmail,
    subject: oneLine(`Online payment for reservation ${ref} not recorded: check it in PayMongo`),
    text: lines(
      `PayMongo reported a payment of ${formatCentavos(reported)} for reservation ${ref}, which${earlier} comes to more than the whole stay (${formatCentavos(total)}). Its payment page never asked for more than that, so the payment was not recorded and nothing will be refunded from it.`,
      'Look at the payment in the PayMongo dashboard. If money did arrive, record what arrived in the staff console.',
      '',
      `See it in the staff console: ${context.siteOrigin}${toStaffReservationPath(ref)}`,
    ),
    reservationId,
  }
}

/** The resort's notice that a guest sent a receipt: a person has to look at it. */
export function receiptWaitingEmail(
  view: ReservationView,
  context: MailContext,
  reservationId: number | null,
): OutgoingEmail {
  return {
    kind: EMAIL_KINDS.receiptWaiting,
    to: context.resortEmail,
    subject: oneLine(`Transfer receipt for reservation ${view.ref} to check`),
    text: lines(
      `The guest of reservation ${view.ref} sent a receipt of their transfer.`,
      'Check it against the bank, then mark the deposit as paid or reject the receipt.',
      '',
      `See it on the Requests screen: ${context.siteOrigin}${STAFF_PATHS.requests}`,
    ),
    reservationId,
  }
}

/**
 * Staff could not match the receipt to a transfer: the guest reads why, and until when the room
 * is held for a new receipt; or, for a booking that no longer holds one, that nothing more is
 * asked of them.
 */
export function receiptRejectedEmail(
  view: ReservationView,
  reason: string,
  context: MailContext,
  reservationId: number | null,
): OutgoingEmail {
  const all = mailWordsIn(view.language)
  const words = all.receiptRejected
  if (view.status !== 'awaiting_payment') {
    return guestEmail(view, context, reservationId, {
      kind: EMAIL_KINDS.receiptRejected,
      subject: words.releasedSubject(view.ref, context.resortName),
      preview: words.releasedPreview,
      blocks: [
        paragraph(words.released),
        ...staffWords(reason, view),
        paragraph(words.moneyLeft),
        stayDetails(view),
      ],
      stay: null,
    })
  }
  const deadline = deadlineWords(view)
  return guestEmail(view, context, reservationId, {
    kind: EMAIL_KINDS.receiptRejected,
    subject: words.heldSubject(view.ref, context.resortName),
    preview: words.heldPreview(deadline),
    blocks: [
      paragraph(words.held(deadline)),
      ...staffWords(reason, view),
      stayDetails(view),
      {
        kind: 'link',
        lines: [words.uploadAgain],
        label: all.deposit.uploadLabel,
        href: reservationPage(view, context),
      },
    ],
    stay: 'tentative',
  })
}

/** The bank accounts' names and lines are the resort's own, as content writes them. */
function transferBlocks(view: ReservationView, transfer: TransferDetails): LetterBlock[] {
  const words = mailWordsIn(view.language).deposit
  return [
    ...transfer.accounts.map((account): LetterBlock => ({
      kind: 'lines',
      heading: account.label,
      lines: [...account.lines],
    })),
    {
      kind: 'details',
      rows: [
        { label: words.amount, value: formatCentavos(view.deposit ?? view.total) },
        { label: words.writeOnTransfer, value: view.ref },
        { label: words.payBy, value: deadlineWords(view) },
      ],
    },
  ]
}

function deadlineWords(view: ReservationView): string {
  const words = mailWordsIn(view.language)
  const deadline = view.payment?.deadline ?? view.holdExpiresAt
  const instant = deadline ? new Date(deadline) : null
  return instant && !Number.isNaN(instant.getTime())
    ? formatResortInstant(instant, words.locale)
    : words.deposit.soon
}
