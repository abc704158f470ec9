/**
 * The words of a guest's mail in English, and the shape every language's mail words have
 * (./fil.ts, ./ko.ts, ./zh.ts, ./ja.ts). A sentence that holds values is a function of them;
 * the values come formatted for the language (dates by `locale`, money always in pesos).
 */
import { formatCentavos } from '../../../../domain/money'
import { refundWords } from '../../../../domain/refund-words'

export const en = {
  /** BCP 47: dates are written for it, and the HTML says it is its language. */
  locale: 'en',
  /** Between sentences run on as one paragraph: none in Chinese and Japanese. */
  sentenceGap: ' ',
  /** Lines break between words, never inside one: Korean's spacing (CSS word-break: keep-all). */
  keepWordsWhole: false,
  greeting: (name: string) => `Dear ${name},`,
  /** A detail as a line of the text mail: 'Total: ₱5,000'. */
  detailLine: (label: string, value: string) => `${label}: ${value}`,
  dateRange: (from: string, to: string) => `${from} to ${to}`,
  party: (adults: number, kids: number) => {
    const adultWords = `${adults} ${adults === 1 ? 'adult' : 'adults'}`
    return kids === 0 ? adultWords : `${adultWords}, ${kids} ${kids === 1 ? 'child' : 'children'}`
  },
  details: {
    reference: 'Reference',
    room: 'Room',
    roomAtRate: (room: string, rate: string) => `${room} (${rate})`,
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: 'Nights',
    nightsCount: (nights: number) => String(nights),
    guests: 'Guests',
    total: 'Total',
    cancellation: 'Cancellation',
    paid: 'Paid',
    balanceAtCheckIn: 'Balance due at check-in',
  },
  /**
   * The rate's cancellation policy. The stored quote says it in English (`text`); other
   * languages say it from its last free day (null when there is none) and what cancelling
   * after it costs (`charge`, null in a quote from before charges were stated, which keeps its
   * English words).
   */
  policy: (stated: { text: string; freeUntil: string | null; charge: string | null }) =>
    stated.text,
  resortSays: 'The resort says:',
  lookUp: {
    intro:
      'To see your reservation or cancel it, open the link below and enter this email address:',
    label: 'See your reservation',
  },
  notYou: (resortEmail: string) =>
    `If you did not ask for this, please reply to this email or write to ${resortEmail}.`,
  requestReceived: {
    subject: (ref: string, resort: string) => `Reservation request ${ref} received: ${resort}`,
    preview: (ref: string) =>
      `We have your request ${ref} and hold the room while the resort reviews it.`,
    thanks: (resort: string) =>
      `Thank you for your reservation request at ${resort}. We have received it.`,
    nextHeading: 'What happens next',
    /** `deadline`: when the request expires unanswered, or null when that is not known. */
    held: (deadline: string | null) =>
      `Your room is held for you while the resort reviews your request.${
        deadline === null
          ? ''
          : ` If there is no decision by ${deadline}, the request expires and the room is released.`
      }`,
    writeAgain: 'We will email you again as soon as it is confirmed or declined.',
  },
  confirmed: {
    subject: (ref: string, resort: string) => `Reservation ${ref} confirmed: ${resort}`,
    preview: (checkIn: string) => `Your stay from ${checkIn} is confirmed.`,
    goodNews: (resort: string) =>
      `Good news: ${resort} has confirmed your reservation. We look forward to welcoming you.`,
  },
  stayChanged: {
    subject: (ref: string, resort: string) => `Reservation ${ref} changed: ${resort}`,
    preview: (from: string, to: string) => `Your stay is now from ${from} to ${to}.`,
    intro: (resort: string) =>
      `${resort} has changed your reservation as agreed. These are its new details.`,
    beforeHeading: 'Before the change',
    before: (room: string, dates: string, total: string) => `${room}, ${dates}, ${total}.`,
  },
  declined: {
    subject: (ref: string, resort: string) => `Reservation request ${ref} declined: ${resort}`,
    preview: (ref: string) => `Your request ${ref} could not be accepted.`,
    sorry: (resort: string) =>
      `We are sorry: ${resort} could not accept your reservation request, and the room is no longer held for you.`,
    otherDates: (home: string) =>
      `You are welcome to choose other dates or another room at ${home}.`,
  },
  cancelled: {
    subject: (ref: string, resort: string) => `Reservation ${ref} cancelled: ${resort}`,
    preview: (ref: string) => `Your reservation ${ref} has been cancelled.`,
    intro: 'Your reservation has been cancelled, and the room is no longer held for you.',
    chargeLabel: 'Due for the cancellation',
    charge: (amount: string) => `${amount}, under the rate's cancellation policy.`,
    refundLabel: 'To be refunded',
    /** `amount` in centavos: English says it as the reservation page does. */
    refund: (amount: number, backToCard: boolean) => refundWords(amount, backToCard),
  },
  deposit: {
    subject: (ref: string, resort: string) => `Pay the deposit for reservation ${ref}: ${resort}`,
    preview: (deadline: string, deposit: string) =>
      `Your room is held until ${deadline} while you pay the deposit of ${deposit}.`,
    byTransfer: (resort: string, deadline: string, deposit: string) =>
      `Thank you for booking at ${resort}. Your room is held for you until ${deadline}. Transfer the deposit of ${deposit} by then and send us a photo of the receipt. Once our front desk has checked it against our account, your stay is confirmed and we email you. If no receipt reaches us by then, the hold ends and the room is released.`,
    online: (resort: string, deadline: string, deposit: string) =>
      `Thank you for booking at ${resort}. Your room is held for you until ${deadline}, and the deposit of ${deposit} is not paid yet. Pay it online by then and your stay is confirmed as soon as the payment goes through; otherwise the hold ends and the room is released.`,
    uploadIntro:
      'When you have paid, upload a photo or PDF of the receipt on your reservation page, with this email address:',
    payIntro:
      'To pay, or to see your reservation, open the link below and enter this email address:',
    uploadLabel: 'Upload the receipt',
    payLabel: 'Pay the deposit',
    amount: 'Amount',
    writeOnTransfer: 'Write on the transfer',
    payBy: 'Pay by',
    /** The deadline when the booking has none to tell. */
    soon: 'soon',
  },
  paymentExpired: {
    subject: (ref: string, resort: string) => `Reservation ${ref} expired unpaid: ${resort}`,
    preview: (ref: string) =>
      `The deposit for ${ref} was not received in time, and the room was released.`,
    /** `paid`: what the guest had paid, given back; null when nothing was. */
    ended: (paid: string | null) =>
      `We did not receive the deposit for your reservation in time, so the hold has ended and the room is no longer held for you. ${
        paid === null ? 'Nothing was charged.' : `The ${paid} you paid is given back to you.`
      }`,
    bookAgain: (home: string) => `You are welcome to book again at ${home}.`,
  },
  receiptRejected: {
    heldSubject: (ref: string, resort: string) =>
      `Your receipt for reservation ${ref} needs another look: ${resort}`,
    heldPreview: (deadline: string) =>
      `We could not accept the receipt you sent. Your room is held until ${deadline}.`,
    held: (deadline: string) =>
      `We could not accept the receipt you sent for your reservation. Your room is still held for you until ${deadline}.`,
    uploadAgain: 'Upload another photo or PDF of the receipt on your reservation page:',
    releasedSubject: (ref: string, resort: string) =>
      `Your receipt for reservation ${ref}: ${resort}`,
    releasedPreview:
      'We could not accept the receipt you sent, and the booking no longer holds a room.',
    released:
      'We could not accept the receipt you sent for your reservation, and the booking no longer holds a room, so there is nothing more to upload.',
    moneyLeft:
      'If money did leave your account for it, reply to this email with the details and the resort will sort it out with you.',
  },
  dateChange: {
    subject: (ref: string, resort: string) =>
      `Your request to change reservation ${ref}: ${resort}`,
    preview: (dates: string) => `You asked to stay from ${dates}. The resort answers soon.`,
    asked: (room: string, dates: string, price: string) =>
      `We have your request to change your stay in the ${room} to ${dates}: ${price}.`,
    unchanged:
      'Your reservation stays as it is until the resort has answered; we email you as soon as it has.',
    /** In centavos: the new dates' total, and it less the total booked. */
    price: (total: number, difference: number) =>
      `${formatCentavos(total)} in all, ${
        difference === 0
          ? 'the same as now'
          : difference > 0
            ? `${formatCentavos(difference)} more than now`
            : `${formatCentavos(-difference)} less than now`
      }`,
  },
  invoice: {
    subject: (number: string, resort: string) =>
      `Thank you for staying with us: invoice ${number} from ${resort}`,
    preview: (number: string, ref: string) =>
      `Your invoice ${number} for reservation ${ref} is attached.`,
    thanks: (resort: string) =>
      `Thank you for staying with us at ${resort}. We hope you leave rested, and that we will welcome you back soon.`,
    number: 'Invoice',
    date: 'Date',
    reservation: 'Reservation',
    attached:
      'Your invoice is attached to this email as a PDF. If it should carry the name, address or TIN of your company, reply to this email and we will issue it again in that name.',
  },
  calendar: {
    summary: (resort: string, room: string) => `${resort}: ${room}`,
    /** `extras` in words ('Breakfast × 12'); `lookUp`: the reservation's page. */
    description: (ref: string, extras: readonly string[], lookUp: string) =>
      `Reservation ${ref}.${extras.length > 0 ? ` Extras: ${extras.join(', ')}.` : ''} See it or cancel it at ${lookUp}`,
  },
}

export type MailWords = typeof en
