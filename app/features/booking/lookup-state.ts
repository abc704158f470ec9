/**
 * The history state of `/reservation?ref=…` opened from its confirmation's link: the same address,
 * but the look-up with the booking found, where the guest can cancel or upload a receipt.
 */
export const LOOKUP_STATE = { lookup: true } as const

export function wantsLookup(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { lookup?: unknown }).lookup === true
  )
}
