import { useEffect, useState } from 'react'
import type { AvailabilityResponse, RoomAvailability } from '../../../domain/api-contract'
import { addDays, type IsoDate } from '../../../domain/calendar'
import type { Party } from '../../../domain/party'
import type { ApiProblem } from '../../lib/api-client'
import { staffApi } from './staff-api'

type StayQuery = { checkIn: IsoDate; checkOut: IsoDate } & Party

/**
 * The resort's rooms and rates from the availability API, and, once the form holds a valid
 * stay, its units left and totals. Until then a one-night stay from today lists the rooms.
 */
export function useRoomOffers(stay: StayQuery | null, today: IsoDate) {
  const [rooms, setRooms] = useState<RoomAvailability[] | null>(null)
  const [quote, setQuote] = useState<AvailabilityResponse | null>(null)
  const [problem, setProblem] = useState<ApiProblem | null>(null)
  const [attempt, setAttempt] = useState(0)
  const query = stay ?? { checkIn: today, checkOut: addDays(today, 1), adults: 1, kids: 0 }
  const key = `${query.checkIn}|${query.checkOut}|${query.adults}|${query.kids}|${stay !== null}`

  useEffect(() => {
    let current = true
    const [checkIn = '', checkOut = '', adults, kids, quoted] = key.split('|')
    void staffApi
      .availability({ checkIn, checkOut, adults: Number(adults), kids: Number(kids) })
      .then((result) => {
        if (!current) return
        if (result.ok) {
          setRooms(result.data.rooms)
          setQuote(quoted === 'true' ? result.data : null)
          setProblem(null)
        } else {
          setQuote(null)
          setProblem(result.problem)
        }
      })
    return () => {
      current = false
    }
  }, [key, attempt])

  // A quote for other dates than the form's now is no quote at all.
  const current =
    quote && stay && quote.checkIn === stay.checkIn && quote.checkOut === stay.checkOut
  return { rooms, quote: current ? quote : null, problem, retry: () => setAttempt((n) => n + 1) }
}
