/** docs/reservations.md, "Rules": a reservation's states and the moves between them. */
export const RESERVATION_STATUSES = [
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

const MOVES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  requested: ['confirmed', 'declined', 'cancelled', 'expired'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
  expired: [],
}

/** Whether a reservation in this state keeps its nights out of inventory. */
export function holdsInventory(status: ReservationStatus): boolean {
  return status === 'requested' || status === 'confirmed'
}

export function canMove(from: ReservationStatus, to: ReservationStatus): boolean {
  return MOVES[from].includes(to)
}

/** The state in words, for the guest's look-up page and emails. */
export function describeStatus(status: ReservationStatus): string {
  switch (status) {
    case 'requested':
      return 'Requested: the resort will confirm it soon. Your room is held until then.'
    case 'confirmed':
      return 'Confirmed: we look forward to welcoming you.'
    case 'declined':
      return 'Declined: the resort could not accept this request.'
    case 'cancelled':
      return 'Cancelled: the nights are free again.'
    case 'expired':
      return 'Expired: the resort did not answer in time, and the hold has ended.'
  }
}
