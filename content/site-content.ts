import { contact } from './contact'
import { roomBookings, taxesAndFees } from './booking'
import { resort } from './resort'
import { rooms } from './rooms'
import { rules } from './rules'
import { slides } from './slides'

/** All content in one object, for validation and for the build's list of pages. */
export const siteContent = {
  resort,
  rooms,
  slides,
  rules,
  bookings: roomBookings,
  fees: taxesAndFees,
  contact,
}
