/**
 * The emails of reservations mode (docs/reservations.md, "Emails"). Pure: the caller writes them
 * to the outbox in the same transaction as the change they tell of. A guest's mail is a letter
 * (./letter.ts), sent as text, HTML and a calendar; the resort's notices are plain text.
 *
 * Guest input (name, phone, notes) only ever goes into bodies, never into a subject, and is
 * flattened to one line where it sits in a line of its own, so nothing a guest types can add
 * a header or fake a line of the mail.
 *
 * A guest's mail is in the language they booked in (./words/); the resort's notices stay English,
 * as the staff console does.
 */
import type { ReservationView } from '../../../domain/api-contract'
import { formatResortInstant, formatStayDate, type IsoDate } from '../../../domain/calendar'
import type { PricedExtra } from '../../../domain/extras'
import type { Language } from '../../../domain/languages'
import { formatCentavos } from '../../../domain/money'
import type { Quote } from '../../../domain/pricing'
import { STAFF_CONFLICTS_PATH, STAFF_PATHS } from '../../../domain/staff-paths'
import { textOfBlock, textOfLetter, type Letter, type LetterBlock, type Stay } from './letter'
import { homePageIn, reservationPageIn } from './guest-pages'
import { mailWordsIn } from './mail-words'
import type { OutgoingEmail } from './outbox'
import type { MailWords } from './words/en'

export type MailContext = {
  resortName: string
  siteOrigin: string
  resortEmail: string
  /** The contact block's address (content/contact.ts), the stay's LOCATION; none, no LOCATION. */
  resortAddress?: string
}

/**
 * The guest's language as the resort's notice names it: their mail goes in it, and the desk
 * may want to answer them in it too.
 */
const LANGUAGE_NAMES: Record<Exclude<Language, 'en'>, string> = {
  fil: 'Filipino',
  ko: 'Korean',
  zh: 'Chinese (Simplified)',
  ja: 'Japanese',
}

export const EMAIL_KINDS = {
  requestReceived: 'request-received',
  newRequest: 'new-request',
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
  stayChanged: 'stay-changed',
  channelConflict: 'channel-conflict',
  channelFailing: 'channel-failing',
  depositDue: 'deposit-due',
  depositPaid: 'deposit-paid',
  paymentExpired: 'payment-expired',
  paidAfterHold: 'paid-after-hold',
  refundFailed: 'refund-failed',
  paymentNotRecorded: 'payment-not-recorded',
  receiptRejected: 'receipt-rejected',
  receiptWaiting: 'receipt-waiting',
  /** An online payer's deposit-due mail: it waits, and is withdrawn once the deposit comes. */
  depositReminder: 'deposit-reminder',
  dateChangeRequested: 'date-change-requested',
  newDateChangeRequest: 'new-date-change-request',
} as const

/** The guest's "we have your request" and the resort's "new request" notice. */
export function requestReceivedEmails(
  view: ReservationView,
  context: MailContext,
  reservationId: number | null = null,
): OutgoingEmail[] {
  const words = mailWordsIn(view.language).requestReceived
  const guest = guestEmail(view, context, reservationId, {
    kind: EMAIL_KINDS.requestReceived,
    subject: words.subject(view.ref, context.resortName),
    preview: words.preview(view.ref),
    blocks: [
      paragraph(words.thanks(context.resortName)),
      stayDetails(view),
      {
        kind: 'paragraph',
        heading: words.nextHeading,
        lines: [words.held(holdDeadline(view)), words.writeAgain],
      },
      lookUpLink(view, context),
    ],
    stay: 'tentative',
  })
  const resort = {
    kind: EMAIL_KINDS.newRequest,
    to: context.resortEmail,
    subject: oneLine(
      `New reservation request ${view.ref}: ${view.roomName}, ${formatStayDate(view.checkIn)} to ${formatStayDate(view.checkOut)}`,
    ),
    text: lines(
      `A new reservation request is waiting for a decision.${holdLine(view)}`,
      '',
      ...textOfBlock(stayDetails({ ...view, language: 'en' })),
      '',
      `Guest: ${oneLine(view.guest.name)}`,
      `Email: ${oneLine(view.guest.email)}`,
      `Phone: ${oneLine(view.guest.phone)}`,
      ...(view.language === 'en' ? [] : [`Language: ${LANGUAGE_NAMES[view.language]}`]),
      `Special requests:${view.notes.trim() === '' ? ' none' : ''}`,
      ...(view.notes.trim() === '' ? [] : indented(view.notes)),
      '',
      `Confirm or decline it in the staff console: ${context.siteOrigin}${STAFF_PATHS.requests}`,
    ),
    reservationId,
  }
  return [guest, resort]
}

/** `changes`: how many times staff have changed the stay (its calendar event's SEQUENCE). */
export function confirmedEmail(
  view: ReservationView,
  context: MailContext,
  reservationId: number | null = null,
  changes = 0,
): OutgoingEmail {
  const all = mailWordsIn(view.language)
  const words = all.confirmed
  return guestEmail(view, context, reservationId, {
    kind: EMAIL_KINDS.confirmed,
    subject: words.subject(view.ref, context.resortName),
    preview: words.preview(formatStayDate(view.checkIn, all.locale)),
    blocks: [
      paragraph(words.goodNews(context.resortName)),
      stayDetails(view),
      ...paidSoFar(view),
      lookUpLink(view, context),
    ],
    stay: 'confirmed',
    changes,
  })
}

/** With payments on: what the guest has paid and what is left for check-in. */
function paidSoFar(view: ReservationView): LetterBlock[] {
  if (view.paid === undefined || view.balance === undefined) return []
  const words = mailWordsIn(view.language).details
  return [
    {
      kind: 'details',
      rows: [
        { label: words.paid, value: formatCentavos(view.paid) },
        { label: words.balanceAtCheckIn, value: formatCentavos(Math.max(0, view.balance)) },
      ],
    },
  ]
}

/**
 * The stay as staff changed it (new dates, room or rate): its new details and total, what it
 * was before, and the calendar event of the same UID with a higher SEQUENCE, so the guest's
 * calendar moves the stay rather than adding a second one. `changes` counts this change.
 */
export function stayChangedEmail(
  view: ReservationView,
  before: { roomName: string; checkIn: IsoDate; checkOut: IsoDate; total: number },
  context: MailContext,
  reservationId: number | null,
  changes: number,
): OutgoingEmail {
  const all = mailWordsIn(view.language)
  const words = all.stayChanged
  const date = (day: IsoDate) => formatStayDate(day, all.locale)
  return guestEmail(view, context, reservationId, {
    kind: EMAIL_KINDS.stayChanged,
    subject: words.subject(view.ref, context.resortName),
    preview: words.preview(date(view.checkIn), date(view.checkOut)),
    blocks: [
      paragraph(words.intro(context.resortName)),
      stayDetails(view),
      {
        kind: 'paragraph',
        heading: words.beforeHeading,
        lines: [
          words.before(
            before.roomName,
            all.dateRange(date(before.checkIn), date(before.checkOut)),
            formatCentavos(before.total),
          ),
        ],
      },
      paragraph(all.notYou(context.resortEmail)),
      lookUpLink(view, context),
    ],
    stay: view.status === 'confirmed' ? 'confirmed' : 'tentative',
    changes,
  })
}

/** `reason` is the staff's words to the guest, shown as they wrote them. */
export function declinedEmail(
  view: ReservationView,
  reason: string,
  context: MailContext,
  reservationId: number | null = null,
): OutgoingEmail {
  const words = mailWordsIn(view.language).declined
  return guestEmail(view, context, reservationId, {
    kind: EMAIL_KINDS.declined,
    subject: words.subject(view.ref, context.resortName),
    preview: words.preview(view.ref),
    blocks: [
      paragraph(words.sorry(context.resortName)),
      ...staffWords(reason, view),
      stayDetails(view),
      paragraph(words.otherDates(homePageIn(context.siteOrigin, view.language))),
    ],
    stay: null,
  })
}

/** `reason`, when staff cancel, is their words to the guest; a guest's own cancellation has none. */
export function cancelledEmail(
  view: ReservationView,
  context: MailContext,
  reservationId: number | null = null,
  reason = '',
): OutgoingEmail {
  const all = mailWordsIn(view.language)
  const words = all.cancelled
  const charge = view.cancellationCharge
    ? [{ label: words.chargeLabel, value: words.charge(formatCentavos(view.cancellationCharge)) }]
    : []
  // The balance of a cancelled stay that was paid for is what goes back to the guest.
  const refund =
    view.paid && view.balance !== undefined && view.balance < 0
      ? [
          {
            label: words.refundLabel,
            value: words.refund(-view.balance, view.payment?.method === 'online'),
          },
        ]
      : []
  return guestEmail(view, context, reservationId, {
    kind: EMAIL_KINDS.cancelled,
    subject: words.subject(view.ref, context.resortName),
    preview: words.preview(view.ref),
    blocks: [
      paragraph(words.intro),
      ...staffWords(reason, view),
      { kind: 'details', rows: [...stayDetails(view).rows, ...charge, ...refund] },
      paragraph(all.notYou(context.resortEmail)),
    ],
    stay: null,
  })
}

/**
 * The resort's notice that another channel sold nights this site had no unit left for. Its
 * summary comes from the channel (it may name a guest), so it stays in the body.
 */
export function channelConflictEmail(
  conflict: { roomName: string; feedName: string; checkIn: IsoDate; checkOut: IsoDate },
  summary: string,
  context: MailContext,
): OutgoingEmail {
  return {
    kind: EMAIL_KINDS.channelConflict,
    to: context.resortEmail,
    subject: oneLine(
      `Calendar conflict: ${conflict.roomName}, ${formatStayDate(conflict.checkIn)} to ${formatStayDate(conflict.checkOut)}`,
    ),
    text: lines(
      `The calendar '${oneLine(conflict.feedName)}' lists a stay that needs a ${conflict.roomName} on nights with none left: it was sold twice.`,
      '',
      `Nights: ${formatStayDate(conflict.checkIn)} to ${formatStayDate(conflict.checkOut)}`,
      `As the channel calls it: ${summary === '' ? '(no summary)' : oneLine(summary)}`,
      '',
      'Move or refuse one of the guests, then mark the conflict handled in the staff console:',
      `${context.siteOrigin}${STAFF_CONFLICTS_PATH}`,
    ),
    reservationId: null,
  }
}

/** The resort's notice that a calendar has failed three syncs in a row: its blocks are stale. */
export function channelFailingEmail(
  feed: { roomName: string; feedName: string; error: string; failures: number },
  context: MailContext,
): OutgoingEmail {
  return {
    kind: EMAIL_KINDS.channelFailing,
    to: context.resortEmail,
    subject: oneLine(`Calendar '${feed.feedName}' has failed ${feed.failures} syncs in a row`),
    text: lines(
      `The calendar '${oneLine(feed.feedName)}' of the ${feed.roomName} could not be synced ${feed.failures} times in a row.`,
      `The last answer: ${oneLine(feed.error)}`,
      '',
      'Until it syncs again, nights sold on that channel since its last sync are not blocked here.',
      `Check its address in the staff console: ${context.siteOrigin}${STAFF_PATHS.channels}`,
    ),
    reservationId: null,
  }
}

export type GuestLetter = {
  kind: string
  subject: string
  preview: string
  blocks: LetterBlock[]
  /** What the stay is now; null when it will not happen. */
  stay: Stay['status'] | null
  changes?: number
}

export function guestEmail(
  view: ReservationView,
  context: MailContext,
  reservationId: number | null,
  parts: GuestLetter,
): OutgoingEmail {
  const letter: Letter = {
    resortName: context.resortName,
    siteOrigin: context.siteOrigin,
    language: view.language,
    preview: parts.preview,
    greeting: mailWordsIn(view.language).greeting(oneLine(view.guest.name)),
    blocks: parts.blocks,
    stay: parts.stay && {
      ref: view.ref,
      roomName: view.roomName,
      checkIn: view.checkIn,
      checkOut: view.checkOut,
      status: parts.stay,
      ...(parts.changes ? { changes: parts.changes } : {}),
      ...(context.resortAddress ? { location: context.resortAddress } : {}),
      ...(view.breakdown.extras?.length
        ? { extras: view.breakdown.extras.map((extra) => `${extra.name} × ${extra.units}`) }
        : {}),
    },
  }
  return {
    kind: parts.kind,
    to: view.guest.email,
    subject: oneLine(parts.subject),
    text: textOfLetter(letter),
    letter,
    reservationId,
  }
}

export function paragraph(...paragraphLines: string[]): LetterBlock {
  return { kind: 'paragraph', lines: paragraphLines }
}

/**
 * The staff's words to the guest, line by line, or nothing when they gave none. They are shown
 * as staff wrote them; only the heading is in the guest's language.
 */
export function staffWords(reason: string, view: Pick<ReservationView, 'language'>): LetterBlock[] {
  if (reason.trim() === '') return []
  return [
    { kind: 'quote', heading: mailWordsIn(view.language).resortSays, lines: safeLines(reason) },
  ]
}

/**
 * The stay in the language it was booked in. Names staff give (the room, its rate, fees and
 * extras) are shown as they wrote them.
 */
export function stayDetails(view: ReservationView): Extract<LetterBlock, { kind: 'details' }> {
  const all = mailWordsIn(view.language)
  const words = all.details
  return {
    kind: 'details',
    rows: [
      { label: words.reference, value: view.ref },
      { label: words.room, value: words.roomAtRate(view.roomName, view.rateLabel) },
      { label: words.checkIn, value: formatStayDate(view.checkIn, all.locale) },
      { label: words.checkOut, value: formatStayDate(view.checkOut, all.locale) },
      { label: words.nights, value: words.nightsCount(view.nights) },
      { label: words.guests, value: all.party(view.adults, view.kids) },
      ...priceRows(view.breakdown),
      { label: words.total, value: formatCentavos(view.total) },
      ...cancellationRows(view, all),
    ],
  }
}

function cancellationRows(
  view: ReservationView,
  words: MailWords,
): { label: string; value: string }[] {
  const { text, freeUntil, charge } = view.breakdown.policy
  if (!text) return []
  const value = words.policy({
    text,
    freeUntil: freeUntil === null ? null : formatStayDate(freeUntil, words.locale),
    charge: charge === undefined ? null : formatCentavos(charge),
  })
  return [{ label: words.details.cancellation, value }]
}

/** What changed the room's price: the promo discount, the fees added to it and the extras. */
function priceRows(quote: Quote): { label: string; value: string }[] {
  return [
    ...(quote.discount
      ? [{ label: quote.discount.label, value: `-${formatCentavos(quote.discount.amount)}` }]
      : []),
    ...quote.fees
      .filter((fee) => !fee.included)
      .map((fee) => ({ label: fee.label, value: formatCentavos(fee.amount) })),
    ...(quote.extras ?? []).map(extraRow),
  ]
}

/** 'Breakfast: ₱5,400 (12 × ₱450)': what it costs and how it was counted. */
function extraRow(extra: PricedExtra): { label: string; value: string } {
  return {
    label: extra.name,
    value: `${formatCentavos(extra.amount)} (${extra.units} × ${formatCentavos(extra.price)})`,
  }
}

export function lookUpLink(view: ReservationView, context: MailContext): LetterBlock {
  const words = mailWordsIn(view.language).lookUp
  return {
    kind: 'link',
    lines: [words.intro],
    label: words.label,
    href: reservationPage(view, context),
  }
}

/** The guest's page of the reservation, in their language, where they look it up, pay or cancel. */
export function reservationPage(
  view: Pick<ReservationView, 'ref' | 'language'>,
  context: MailContext,
): string {
  return reservationPageIn(context.siteOrigin, view.ref, view.language)
}

/** When an unanswered request expires, in the guest's words; null when that is not known. */
function holdDeadline(view: ReservationView): string | null {
  if (!view.holdExpiresAt) return null
  const expires = new Date(view.holdExpiresAt)
  if (Number.isNaN(expires.getTime())) return null
  return formatResortInstant(expires, mailWordsIn(view.language).locale)
}

/** The resort's notice says it in English, whatever the guest's language. */
function holdLine(view: ReservationView): string {
  const deadline = holdDeadline({ ...view, language: 'en' })
  return deadline === null
    ? ''
    : ` If there is no decision by ${deadline}, the request expires and the room is released.`
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g

/** CR, LF and other control characters become spaces: one line, whatever was typed. */
export function oneLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim()
}

/** Several lines of guest or staff text, each made safe. */
function safeLines(text: string): string[] {
  return text
    .trim()
    .split(/\r\n|\r|\n/)
    .map(oneLine)
}

/** Several lines of guest or staff text, each made safe and indented under its heading. */
function indented(text: string): string[] {
  return safeLines(text).map((line) => (line === '' ? '' : `  ${line}`))
}

export function lines(...all: string[]): string {
  return `${all.join('\n')}\n`
}
