import { useState } from 'react'
import { checkOutAfterCheckInChange } from '../../lib/stay-dates'

export type StayDates = {
  checkIn: Date | null
  checkOut: Date | null
  setCheckIn: (date: Date | null) => void
  setCheckOut: (date: Date | null) => void
}

/**
 * docs/product.md §4: each form holds its dates locally, initially not selected; nothing is submitted.
 * Reservations mode starts a room's panel from the dates a link carries.
 */
export function useStayDates(initial?: { checkIn: Date | null; checkOut: Date | null }): StayDates {
  const start = import.meta.env.RESERVATIONS ? initial : undefined
  const [checkIn, setCheckInDate] = useState<Date | null>(start?.checkIn ?? null)
  const [checkOut, setCheckOut] = useState<Date | null>(start?.checkOut ?? null)

  function setCheckIn(date: Date | null) {
    setCheckInDate(date)
    setCheckOut((current) => checkOutAfterCheckInChange(date, current))
  }

  return { checkIn, checkOut, setCheckIn, setCheckOut }
}
