/**
 * The words of the guest's own reservation page (`/reservation` and its language paths), in
 * English, and the shape every language's has. Reservations mode only: the default site never
 * imports this file. `%s`-style marks are filled in with a value (a reference, an amount, a
 * date); every language keeps the ones English has. Pieces ending in `Before` sit before a value
 * shown on its own (an amount in bold).
 */
export const lookupEn = {
  // The head and the page's heading.
  title: 'Your reservation | %s',
  description: 'Find, check or cancel your reservation at %s.',
  heading: 'Your reservation',
  loading: 'Loading your reservation…',

  // The look-up form.
  findHeading: 'Find your reservation',
  findIntro: 'Both are in the email we sent when you booked.',
  reference: 'Reference',
  email: 'Email',
  searching: 'Looking for your reservation…',
  find: 'Find reservation',
  // The same words for an unknown reference and a wrong email, as the API answers both alike.
  noMatch: 'No booking matches that reference and email. Check both, as they are in your email.',
  referenceMissing: 'Enter the reference from your email.',
  referenceInvalid:
    'A reference has 8 letters and digits, like 7K3M9QXA. Check the one in your email.',
  emailMissing: 'Enter the email address you booked with.',
  emailInvalid: 'Enter an email address like name@example.com.',

  // What every request may meet.
  unreachable: 'We could not reach the resort. Check your connection and try again.',
  tooManyRequests:
    'There have been too many requests from your connection. Please wait a minute and try again.',
  somethingWrong: 'Something went wrong on our side. Please try again in a moment.',

  // A found booking and where it stands.
  reservation: 'Reservation',
  inNameOf: 'In the name of %s',
  statusRequested: 'Requested: the resort will confirm it soon. Your room is held until then.',
  statusAwaitingPayment:
    'Awaiting payment: pay the deposit to confirm it. Your room is held until then.',
  statusConfirmed: 'Confirmed: we look forward to welcoming you.',
  statusDeclined: 'Declined: the resort could not accept this request.',
  statusCancelled: 'Cancelled: the nights are free again.',
  statusExpired:
    'Expired: the hold ended before the stay was confirmed, and the nights are free again.',
  statusCheckedIn: 'Checked in: welcome, we hope you enjoy your stay.',
  statusCheckedOut: 'Checked out: thank you for staying with us.',
  statusNoShow: 'No-show: you did not arrive for this stay, and the nights were given up.',
  statusReceiptInReview:
    'Receipt received: the resort is checking your transfer and confirms your stay once the money has arrived. Your room is held until then.',
  noShowDueBefore:
    "Due for the stay you did not arrive for, under the rate's cancellation policy: ",
  cancellationDueBefore: "Due for the cancellation, under the rate's cancellation policy: ",
  payableHereAll: '. You can pay it here, online.',
  payableHerePart: '. %a of it is left to pay, and you can pay that here, online.',

  // A deadline: the resort's date and clock time.
  instant: '%d, %t (Manila time)',

  // Cancelling.
  cancelOpen: 'Cancel reservation',
  cancelQuestion:
    'Cancel reservation %r? Its nights are given back to the resort, and this cannot be undone.',
  // Between two sentences: Chinese and Japanese put none after their full stop.
  spaceAfterSentence: ' ',
  cancelCharge: "Under the rate's cancellation policy, %a is due if you cancel now.",
  cancelFree: 'Cancelling now costs nothing.',
  cancelTooLate: 'This reservation can no longer be cancelled online. Please call the resort.',
  cancelYes: 'Yes, cancel it',
  cancelKeep: 'Keep it',

  // Changing the dates.
  changeOpen: 'Change dates',
  changeHeading: 'Change your dates',
  changeIntroAtOnce:
    'Choose new dates for the same room and rate. If the room is free on them, your stay changes as soon as you send them.',
  changeIntroRequest:
    'Choose new dates for the same room and rate. We check them and answer you by email; until then, your stay stays as booked.',
  changeChooseBoth: 'Choose your new check-in and check-out dates to see the price.',
  changePricing: 'Working out the price of your new dates…',
  changeNewTotal: 'New total',
  changeMore: '%d more than your stay as booked (%b).',
  changeLess: '%d less than your stay as booked (%b).',
  changeSame: 'The same as your stay as booked (%b).',
  changeSendAtOnce: 'Change my dates',
  changeSendRequest: 'Ask for these dates',
  changeKeep: 'Keep my dates',
  changeNightsTaken:
    'The room is already taken on some of these nights. Please choose other dates, or call or email us and we will help.',
  changeTooFar: 'We take bookings up to %n days ahead, until %d.',
  changeFromTomorrow: 'Choose a check-in from tomorrow on: for today, please call or email us.',
  changeBegun: 'Your stay begins today or has begun: please call or email us to change it.',
  changeNotOnline: 'This reservation can no longer be changed online: please call or email us.',
  changeStay: '%n, %d',
  changedAtOnce: 'Your dates are changed: %s, %a in all. We have emailed you the new details.',
  changeAsked:
    'Your request for %d is with the resort. We email you as soon as they have answered; until then, your stay stays as booked.',

  // The folio and the payment.
  charges: 'Charges',
  total: 'Total',
  paid: 'Paid',
  balance: 'Balance',
  toGiveBack: 'To give back',
  payment: 'Payment',
  deposit: 'Deposit',
  payDeposit: 'Pay the deposit',
  refundDue: 'To be refunded: %s',
  refunded: 'Refunded: %s',
  refundedAmount: 'Refunded: %a.',
  refundToCard: '%a, to the card or account you paid with. It may take a few days to show there.',
  refundByHand: '%a: the resort will contact you to give it back.',
  receiptChecking:
    'We have your receipt: the resort is checking it, and your room stays held meanwhile.',
  depositPaid: 'Deposit paid. The balance of %a is due at check-in.',
  paidInFull: 'Paid in full. Thank you.',
  nothingPaid: 'Nothing was paid.',
  depositOnline:
    'The deposit is not paid yet. Pay it to confirm your stay; until then the room is held for you.',
  depositOnlineBy:
    'The deposit is not paid yet. Pay it by %d to confirm your stay; until then the room is held for you.',
  depositTransfer: 'Transfer the deposit, then upload a photo or PDF of the receipt below.',
  depositTransferBy: 'Transfer the deposit by %d, then upload a photo or PDF of the receipt below.',
  transferAmount: 'Amount',
  transferWriteOn: 'Write on the transfer',
  transferPayBy: 'Pay by',

  // Paying online, and coming back from PayMongo's page.
  payNow: 'Pay %a now',
  payOnPayMongo: 'On PayMongo’s secure payment page.',
  payJustPaid: 'If you have just paid, it can take a few minutes to show here: look again later.',
  payNotMade: 'The payment was not made. You can pay here whenever you are ready.',
  payNothingDue:
    'There is nothing to pay online for this reservation now. Look it up again to see where it stands.',
  paymentWaiting: 'Waiting for the payment to be confirmed…',
  paymentNotYet:
    'The payment has not been confirmed yet. If you paid, it can take a few minutes: refresh this page later to see it.',
  paymentReceived: 'Thank you: your payment was received and your stay is confirmed.',
  paymentCancelled:
    'The payment was not made. You can pay the deposit below while your room is held.',

  // The transfer's receipt.
  uploadReceipt: 'Upload receipt',
  receiptIntro:
    'Paid by transfer? Send a photo or PDF of the receipt, and the resort confirms your stay once it has seen the money arrive.',
  receiptLabel: 'Receipt (JPEG, PNG or PDF, up to 5 MB)',
  receiptChoose: 'Choose a photo or PDF of your transfer receipt.',
  receiptTooLarge: 'The receipt is larger than 5 MB. Send a smaller photo or PDF.',
  receiptWrongType: 'Send a JPEG or PNG photo, or a PDF, of at most 5 MB.',
  receiptTooMany:
    'This booking already has %n receipts, as many as one booking takes. To send another, email it to the resort with your reference, %r.',
  receiptUnreadable:
    'We could not open this file. Send the photo or PDF of the receipt again, or take a new photo.',
  receiptBookingGone: 'This booking could not be found with that email any more. Look it up again.',
  receiptNotTaken:
    'This booking no longer takes a receipt. Look it up again to see where it stands.',
}

export type LookupWords = typeof lookupEn
