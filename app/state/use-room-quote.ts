import { useEffect, useState } from 'react'
import type {
  AvailabilityResponse,
  ExtraOffer,
  PaymentOffer,
  PromoAnswer,
  RoomAvailability,
} from '../../domain/api-contract'
import type { IsoDate } from '../../domain/calendar'
import type { Party } from '../../domain/party'
import { problemMessage } from '../lib/problem-message'
import type { ApiResult } from '../lib/api-client'
import { getAvailability } from '../lib/reservations-api'

export type RoomQuote =
  | { status: 'no-dates' }
  | { status: 'loading' }
  /**
   * `promo`: the server's word on the promo code the question named; `payments`: the ways to
   * pay a deposit, when the resort takes one; `offeredExtras`: what a guest may add.
   */
  | {
      status: 'found'
      nights: number
      room: RoomAvailability
      promo?: PromoAnswer
      payments?: PaymentOffer
      offeredExtras?: ExtraOffer[]
    }
  | { status: 'failed'; message: string }

type Stay = { checkIn: IsoDate; checkOut: IsoDate }

/**
 * Reservations mode: the server's answer for one room, the chosen dates, the party, a promo
 * code and the extras (`CODE:QTY,…`) if any. Asked again whenever one of them changes; an
 * answer to an earlier question is dropped.
 */
export function useRoomQuote(
  roomId: number | undefined,
  stay: Stay | null,
  party: Party,
  promo?: string,
  extras?: string,
): RoomQuote {
  const checkIn = stay?.checkIn
  const checkOut = stay?.checkOut
  const { adults, kids } = party
  const [answer, setAnswer] = useState<{ question: string; quote: RoomQuote }>()
  const question =
    roomId !== undefined && checkIn && checkOut
      ? [roomId, checkIn, checkOut, adults, kids, promo ?? '', extras ?? ''].join(' ')
      : null

  useEffect(() => {
    if (question === null || roomId === undefined || !checkIn || !checkOut) return
    const controller = new AbortController()
    void getAvailability(
      { checkIn, checkOut, adults, kids, promo, extras },
      controller.signal,
    ).then((result) => {
      if (!controller.signal.aborted) setAnswer({ question, quote: quoteFrom(result, roomId) })
    })
    return () => controller.abort()
  }, [question, roomId, checkIn, checkOut, adults, kids, promo, extras])

  if (question === null) return { status: 'no-dates' }
  return answer?.question === question ? answer.quote : { status: 'loading' }
}

function quoteFrom(result: ApiResult<AvailabilityResponse>, roomId: number): RoomQuote {
  if (!result.ok) {
    const { fields } = result.problem
    return {
      status: 'failed',
      message: fields.checkIn ?? fields.checkOut ?? fields.extras ?? problemMessage(result.problem),
    }
  }
  const room = result.data.rooms.find((candidate) => candidate.id === roomId)
  if (!room) {
    return {
      status: 'failed',
      message: 'This room cannot be booked online. Please call the resort.',
    }
  }
  const { nights, promo, payments, offeredExtras } = result.data
  return {
    status: 'found',
    nights,
    room,
    ...(promo ? { promo } : {}),
    ...(payments && { payments }),
    ...(offeredExtras && { offeredExtras }),
  }
}
