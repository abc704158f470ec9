import type { PhoneBookingDraft } from './phone-booking-draft'

/** The ids the form's parts share: a problem focuses its field, and sold out names the stay's. */
export const fieldId = (field: keyof PhoneBookingDraft) => `phone-${field}`
export const SOLD_OUT_ID = 'phone-sold-out'
export const REFUSAL_ID = 'phone-refusal'
