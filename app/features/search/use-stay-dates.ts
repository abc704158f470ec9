import { useState } from 'react'
import { checkOutAfterCheckInChange } from '../../lib/stay-dates'

/** SPEC 4: each form holds its dates locally, initially not selected; nothing is submitted. */
export function useStayDates() {
  const [checkIn, setCheckInDate] = useState<Date | null>(null)
  const [checkOut, setCheckOut] = useState<Date | null>(null)

  function setCheckIn(date: Date | null) {
    setCheckInDate(date)
    setCheckOut((current) => checkOutAfterCheckInChange(date, current))
  }

  return { checkIn, checkOut, setCheckIn, setCheckOut }
}
