import { expect, test } from 'vitest'
import type { ReservationView, RoomAvailability } from '../../../../domain/api-contract'
import { draftOf, requestOf, withRoom } from './stay-change-draft'

// Only the stay's terms matter here.
const reservation = {
  roomId: 1,
  checkIn: '2026-12-24',
  checkOut: '2026-12-26',
  rate: 'breakfast',
} as ReservationView

const room = (id: number, codes: string[]) =>
  ({
    id,
    rates: codes.map((code) => ({ code, label: code, total: 0 })),
  }) as unknown as RoomAvailability

test('the draft starts as the stay is, and the stay as it is asks for no quote', () => {
  const draft = draftOf(reservation)

  expect(draft).toEqual({
    roomId: String(reservation.roomId),
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    rate: 'breakfast',
  })
  expect(requestOf(draft, reservation)).toEqual({
    wait: 'Change the room, dates or rate to see the new total.',
  })
})

test('new dates make a request with every term, numbers as numbers', () => {
  const draft = { ...draftOf(reservation), checkOut: '2026-12-27' }

  expect(requestOf(draft, reservation)).toEqual({
    request: {
      roomId: reservation.roomId,
      checkIn: reservation.checkIn,
      checkOut: '2026-12-27',
      rate: 'breakfast',
    },
  })
})

test('dates that cannot be read, or end before they begin, wait with a reason', () => {
  const draft = draftOf(reservation)

  expect(requestOf({ ...draft, checkIn: '' }, reservation)).toEqual({
    wait: 'Choose both dates to see the new total.',
  })
  expect(requestOf({ ...draft, checkOut: draft.checkIn }, reservation)).toEqual({
    wait: 'Check-out must be after check-in to see the new total.',
  })
})

test('another room keeps the rate it also has, else takes its first', () => {
  const draft = draftOf(reservation)

  expect(withRoom(draft, room(3, ['room-only', 'breakfast']))).toMatchObject({
    roomId: '3',
    rate: 'breakfast',
  })
  expect(withRoom(draft, room(2, ['cabana']))).toMatchObject({ roomId: '2', rate: 'cabana' })
})
