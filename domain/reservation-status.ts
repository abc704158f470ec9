/** docs/reservations.md, "Rules": a reservation's states and the moves between them. */
export const RESERVATION_STATUSES = [
  'requested',
  'awaiting_payment',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
  'checked_in',
  'checked_out',
  'no_show',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

const MOVES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  requested: ['confirmed', 'declined', 'cancelled', 'expired'],
  // Only the paid deposit confirms it (docs/reservations.md, "States"); staff may still cancel it.
  awaiting_payment: ['confirmed', 'cancelled', 'expired'],
  confirmed: ['cancelled', 'checked_in', 'no_show'],
  declined: [],
  cancelled: [],
  expired: [],
  checked_in: ['checked_out'],
  checked_out: [],
  no_show: [],
}

/**
 * Whether a reservation in this state keeps every night of its stay out of inventory. A
 * checked-out or no-show stay keeps only the nights before it gave the rest back
 * (domain/front-desk.ts, heldNights).
 */
export function holdsInventory(status: ReservationStatus): boolean {
  return (
    status === 'requested' ||
    status === 'awaiting_payment' ||
    status === 'confirmed' ||
    status === 'checked_in'
  )
}

/** Whether the state still waits on someone: the resort's answer, or the guest's deposit. */
export function isOpenHold(status: ReservationStatus): boolean {
  return status === 'requested' || status === 'awaiting_payment'
}

export function canMove(from: ReservationStatus, to: ReservationStatus): boolean {
  return MOVES[from].includes(to)
}

/** The state in words, for the guest's look-up page and emails. */
export function describeStatus(status: ReservationStatus): string {
  switch (status) {
    case 'requested':
      return 'Requested: the resort will confirm it soon. Your room is held until then.'
    case 'awaiting_payment':
      return 'Awaiting payment: pay the deposit to confirm it. Your room is held until then.'
    case 'confirmed':
      return 'Confirmed: we look forward to welcoming you.'
    case 'declined':
      return 'Declined: the resort could not accept this request.'
    case 'cancelled':
      return 'Cancelled: the nights are free again.'
    case 'expired':
      return 'Expired: the hold ended before the stay was confirmed, and the nights are free again.'
    case 'checked_in':
      return 'Checked in: welcome, we hope you enjoy your stay.'
    case 'checked_out':
      return 'Checked out: thank you for staying with us.'
    case 'no_show':
      return 'No-show: you did not arrive for this stay, and the nights were given up.'
  }
}
