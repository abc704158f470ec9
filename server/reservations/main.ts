// Placeholder replaced by the reservations server wiring.
export const placeholder = true
