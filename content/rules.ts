import type { HotelRule } from './schema'

export const rules: readonly HotelRule[] = [
  { rules: 'Check-in : 3:00 PM - 9:00 PM' },
  { rules: 'Check-out : 10:30 AM' },
  { rules: 'No Smoking' },
  { rules: 'No Pet' },
]
