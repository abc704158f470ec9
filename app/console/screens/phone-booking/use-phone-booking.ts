import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { ReservationView } from '../../../../domain/api-contract'
import type { IsoDate } from '../../../../domain/calendar'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { useRoomOffers } from '../../api/use-room-offers'
import { fieldId, REFUSAL_ID } from './phone-booking-ids'
import {
  checkPhoneBooking,
  emptyPhoneBooking,
  firstProblemField,
  phoneBookingProblemsFrom,
  stayToQuote,
  withRoom,
  type PhoneBookingDraft,
  type PhoneBookingProblems,
} from './phone-booking-draft'

function focus(id: string) {
  document.getElementById(id)?.focus()
}

/**
 * The phone booking's draft, the rooms it offers, and its sending. The same checks as the
 * server's run first; what the server still refuses (a field, or sold out for those nights) is
 * kept for the form to show beside the fields it concerns, and nothing typed is lost.
 */
export function usePhoneBooking(today: IsoDate, onBooked: (booked: ReservationView) => void) {
  const call = useStaffCall()
  // Filled with the first room once the rooms have loaded (the form is not shown before).
  const [draft, setDraft] = useState<PhoneBookingDraft>(() => emptyPhoneBooking(undefined))
  const offers = useRoomOffers(stayToQuote(draft, today), today)
  const { rooms } = offers
  if (rooms && rooms[0] && draft.roomId === '') setDraft(emptyPhoneBooking(rooms[0]))
  const [problems, setProblems] = useState<PhoneBookingProblems>({})
  const [soldOut, setSoldOut] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const roomList = rooms ?? []

  const set = (field: keyof PhoneBookingDraft) => (value: string) => {
    // Other dates may well be free: the sold-out message no longer applies.
    if (field === 'checkIn' || field === 'checkOut') setSoldOut(null)
    setDraft((current) => ({ ...current, [field]: value }))
  }

  function chooseRoom(roomId: string) {
    setSoldOut(null)
    setDraft((current) => withRoom(current, roomList, roomId))
  }

  function showProblems(found: PhoneBookingProblems) {
    // Rendered at once, so the field is read with its message when it takes focus.
    flushSync(() => setProblems(found))
    const first = firstProblemField(found)
    if (first) focus(fieldId(first))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setSoldOut(null)
    setRefusal(null)
    const checked = checkPhoneBooking(draft, roomList, today)
    if ('problems' in checked) return showProblems(checked.problems)
    setProblems({})
    setSending(true)
    const result = await call(staffApi.phoneBooking(checked.request))
    setSending(false)
    if (result.ok) return onBooked(result.data)
    if (result.problem.code === 'sold_out') {
      flushSync(() => setSoldOut(describeProblem(result.problem)))
      return focus(fieldId('roomId'))
    }
    const { problems: found, other } = phoneBookingProblemsFrom(result.problem.fields)
    if (firstProblemField(found)) return showProblems(found)
    flushSync(() => setRefusal(other[0] ?? describeProblem(result.problem)))
    focus(REFUSAL_ID)
  }

  return { draft, offers, problems, soldOut, refusal, sending, set, chooseRoom, onSubmit }
}
