import { useEffect, useState } from 'react'
import type { GuestDateChange } from '../../../domain/api-contract'
import type { IsoDate } from '../../../domain/calendar'
import type { ApiProblem } from '../../lib/api-client'
import { changeStayDates } from '../../lib/reservations-api'

export type Preview =
  | { state: 'none' }
  | { state: 'pricing' }
  | { state: 'priced'; change: GuestDateChange }
  | { state: 'refused'; problem: ApiProblem }

/**
 * The new dates priced by the server as the guest chooses them (the change's own transaction,
 * rolled back): what the guest reads before sending is what sending does. A newer choice
 * abandons the older question, so a slow answer never shows beside later dates.
 */
export function useDateChangePreview(
  reference: string,
  email: string,
  stay: { checkIn: IsoDate; checkOut: IsoDate } | null,
): Preview {
  const [answer, setAnswer] = useState<{ key: string; preview: Preview } | null>(null)
  const checkIn = stay?.checkIn
  const checkOut = stay?.checkOut
  const key = `${checkIn}/${checkOut}`

  useEffect(() => {
    if (!checkIn || !checkOut) return
    const controller = new AbortController()
    void changeStayDates(
      reference,
      { email, checkIn, checkOut, preview: true },
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return
      const preview: Preview = result.ok
        ? { state: 'priced', change: result.data }
        : { state: 'refused', problem: result.problem }
      setAnswer({ key: `${checkIn}/${checkOut}`, preview })
    })
    return () => controller.abort()
  }, [reference, email, checkIn, checkOut])

  if (!stay) return { state: 'none' }
  return answer?.key === key ? answer.preview : { state: 'pricing' }
}
