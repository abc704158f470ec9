/**
 * Reservations mode: the words of the booking page and of the confirmation that follows it, in
 * English, and the shape each language's `booking` words have. Only the booking's modules
 * import this file, so no other page carries these words. `%r` is a room's name, `%b` the
 * button's label, `%e` the guest's email; fill() puts them in.
 */
export const en = {
  bookTitle: 'Book %r | %s',
  bookDescription: 'Request a reservation at %s.',
  bookHeading: 'Book %r',
  loadingStay: 'Loading your stay…',
  chooseDatesFor: 'Choose dates for the %r',
  noDatesInLink: 'This booking link does not say which dates you chose.',
  sleepsAtMost: 'The %r sleeps at most %n guests.',
  findRoomForParty: 'Find a room for your party',
  cannotBookOnline: 'These dates cannot be booked online.',
  chooseOtherDates: 'Choose other dates',
  roomSoldOut: 'Sorry: this room is sold out for these dates. Please choose other dates.',
  yourStay: 'Your stay',
  checkingPrice: 'Checking the price…',
  priceCheckFailed: 'We could not check the price just now: %m',
  changeDatesOrGuests: 'Change dates or guests',
  // A stay's summary: the booking page's and the confirmation's (the look-up's too).
  summaryRoom: 'Room',
  summaryNights: 'Nights',
  summaryGuests: 'Guests',
  summaryCancellation: 'Cancellation',
  depositNow: 'Deposit to pay now',
  balanceAtCheckIn: 'Balance at check-in',
  // The form.
  yourDetails: 'Your details',
  nothingCharged: 'Nothing is charged now: the resort confirms your request by email.',
  payRuleNow: 'Pay %d now to confirm your stay at once; the rest is due at check-in.',
  payDepositNow:
    'Pay a deposit of %d now to confirm your stay at once; the rest, %r, is due at check-in.',
  payAllNow: 'Pay %d now to confirm your stay at once.',
  requestReservation: 'Request reservation',
  bookAndPayDeposit: 'Book and pay the deposit',
  bookAndPayTransfer: 'Book and pay by transfer',
  bookingYourStay: 'Booking your stay…',
  sendingRequest: 'Sending your request…',
  priceNotShown:
    'The price of your stay is not on screen yet. Wait for the total beside the form, then press %b again.',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  specialRequests: 'Special requests',
  optional: '(optional)',
  emailHintRequest: "Your reference and the resort's answer are sent here.",
  emailHintOnline: 'Your confirmation is sent here as soon as the deposit is paid.',
  emailHintTransfer:
    'The transfer details are sent here, and your confirmation once we have checked your receipt.',
  // domain/guest.ts's problems with the details, which the server words the same way.
  enterName: 'Enter your full name.',
  lettersOnly: 'Use letters and punctuation only.',
  atMostCharacters: 'Use at most %n characters.',
  enterEmail: 'Enter your email address.',
  emailLike: 'Enter an email address like name@example.com.',
  enterPhone: 'Enter a phone number the resort can call.',
  phoneLike: 'Enter a phone number, digits with spaces or dashes, like +63 917 123 4567.',
  notesText: 'Special requests must be text.',
  notesLines: 'Use letters, punctuation and line breaks only.',
  // How the deposit is paid.
  howToPay: 'How to pay the deposit',
  payOnline: 'Pay online',
  payOnlineDetail: 'Card, GCash, Maya or QR Ph, on our payment partner’s secure page.',
  payTransfer: 'Bank or GCash transfer',
  payTransferDetail: 'Transfer the deposit, then upload a photo of the receipt.',
  // Extras.
  extras: 'Extras',
  extrasHint: 'Optional: added to your total, and ready when you arrive.',
  extrasTotal: 'Your total with these extras: %t',
  howMany: 'How many',
  howManyOf: ' of %x',
  perStay: 'a stay',
  perNight: 'a night',
  perGuest: 'a guest',
  perGuestNight: 'a guest a night',
  perItem: 'each',
  extrasRefused:
    'Nothing was booked: an extra you chose is no longer offered, as the Extras say. Untick it, check the total beside the form, then press %b again.',
  // The promo code.
  promoCode: 'Promo code',
  apply: 'Apply',
  removePromo: 'Remove promo code',
  typePromo: 'Type a promo code, then press Apply.',
  promoDoesNotApply:
    'The promo code %c does not apply to this stay. Check the code, and the dates it was given for.',
  promoNoLonger: 'The promo code %c can no longer be used.',
  promoUnchecked: 'The code could not be checked just now.',
  promoChecking: 'Checking the code…',
  promoNotForStay: 'The promo code %c cannot be used for this stay.',
  promoNotForRoom: 'The promo code %c is not offered for this room.',
  promoApplied: 'Promo code %c applied: you save %a.',
  // A booking the server refused.
  soldOutWhileFilling:
    'Sorry: the last room for these dates was booked while you were filling in the form. Nothing was booked for you. Please choose other dates.',
  promoWithdrawn:
    'Nothing was booked: your promo code can no longer be used, as its field says. Check the new total beside the form, then press %b again.',
  detailsKept: '%m Your details are kept: press %b again.',
  unreachable: 'We could not reach the resort. Check your connection and try again.',
  tooManyRequests:
    'There have been too many requests from your connection. Please wait a minute and try again.',
  somethingWrong: 'Something went wrong on our side. Please try again in a moment.',
  // The confirmation.
  roomHeld: 'Room held: pay the deposit',
  receiptReceived: 'Receipt received',
  reservationRequested: 'Reservation requested',
  yourReference: 'Your reference',
  copyReference: 'Copy reference',
  referenceCopied: 'Reference copied.',
  copyNotAllowed: 'Copying is not allowed here: select the reference to copy it.',
  state: 'State: ',
  payByTransfer: 'Pay the deposit by transfer',
  transferUpload:
    'When you have paid, upload a photo or PDF of the receipt on your reservation page. The resort checks it and your stay is confirmed.',
  transferEmail: 'These details and your reference are also on their way to %e.',
  transferDeadline:
    'If the deposit is not received by then, the hold ends and the room is released.',
  whatHappensNext: 'What happens next',
  receiptChecks:
    'The resort checks your transfer and confirms your stay once the money has arrived.',
  receiptHeld: 'Your room is held for you until then, and you hear from us at %e.',
  requestChecks: 'The resort checks your request and confirms it, or tells you if it cannot.',
  requestEmail: 'An email with your reference is on its way to %e.',
  requestHeld: 'Your room is held for you until the resort decides. Nothing is charged now.',
  uploadReceipt: 'Upload the receipt',
  viewOrCancel: 'View or cancel this reservation',
}

export type BookingWords = typeof en
