import { expect, test } from 'vitest'
import {
  checkPhoneBooking,
  emptyPhoneBooking,
  firstProblemField,
  phoneBookingProblemsFrom,
  stayToQuote,
  withRoom,
  type BookableRoom,
  type PhoneBookingDraft,
} from './phone-booking-draft'

const rooms: BookableRoom[] = [
  {
    id: 1,
    name: 'Hotel Rooms',
    maxPerson: 2,
    rates: [{ code: 'breakfast' }, { code: 'room-only' }],
  },
  {
    id: 2,
    name: 'Cabana Rooms',
    maxPerson: 8,
    rates: [{ code: 'cabana' }],
  },
]

const TODAY = '2027-01-10'

const filled: PhoneBookingDraft = {
  ...emptyPhoneBooking(rooms[0]),
  checkIn: '2027-01-10',
  checkOut: '2027-01-12',
  name: '  Ana Cruz ',
  phone: '+63 917 123 4567',
}

test('a new form starts on the first room, its first rate and two adults', () => {
  expect(emptyPhoneBooking(rooms[0])).toMatchObject({
    roomId: '1',
    rate: 'breakfast',
    adults: '2',
    kids: '0',
  })
})

test('a guest without email is booked without one', () => {
  const checked = checkPhoneBooking(filled, rooms, TODAY)

  expect(checked).toEqual({
    request: {
      roomId: 1,
      checkIn: '2027-01-10',
      checkOut: '2027-01-12',
      adults: 2,
      kids: 0,
      rate: 'breakfast',
      guest: { name: 'Ana Cruz', phone: '+63 917 123 4567' },
    },
  })
})

test('an email and special requests go along when given', () => {
  const checked = checkPhoneBooking(
    { ...filled, email: 'ana@example.com', notes: 'Late arrival' },
    rooms,
    TODAY,
  )

  expect(checked).toMatchObject({
    request: { guest: { email: 'ana@example.com' }, notes: 'Late arrival' },
  })
})

test('a party larger than the room is named at Adults', () => {
  expect(checkPhoneBooking({ ...filled, adults: '2', kids: '1' }, rooms, TODAY)).toEqual({
    problems: { adults: 'The Hotel Rooms sleeps at most 2 guests.' },
  })
})

test('every problem is named at its field, and focus goes to the first in form order', () => {
  const checked = checkPhoneBooking(
    { ...filled, checkIn: '2027-01-09', name: '', phone: 'call me', email: 'nope' },
    rooms,
    TODAY,
  )

  expect(checked).toHaveProperty('problems')
  const problems = 'problems' in checked ? checked.problems : {}
  expect(Object.keys(problems).sort()).toEqual(['checkIn', 'email', 'name', 'phone'])
  expect(firstProblemField(problems)).toBe('checkIn')
})

test("a rate the room does not sell is refused; changing room picks that room's standard", () => {
  expect(checkPhoneBooking({ ...filled, rate: 'cabana' }, rooms, TODAY)).toEqual({
    problems: { rate: 'Choose one of the rates of the Hotel Rooms.' },
  })
  expect(withRoom(filled, rooms, '2').rate).toBe('cabana')
  expect(withRoom(filled, rooms, '9').rate).toBe('')
  expect(withRoom({ ...filled, rate: 'room-only' }, rooms, '1').rate).toBe('room-only')
})

test('no room chosen is a problem of its own', () => {
  expect(checkPhoneBooking({ ...filled, roomId: '' }, rooms, TODAY)).toEqual({
    problems: { roomId: 'Choose a room.' },
  })
})

test("the API's fields land on the form's fields; others are kept as text", () => {
  expect(phoneBookingProblemsFrom({ checkOut: 'a', email: 'b', body: 'c' })).toEqual({
    problems: { checkOut: 'a', email: 'b' },
    other: ['c'],
  })
})

test('a stay is quoted only once its dates and party are complete and valid', () => {
  expect(stayToQuote(filled, TODAY)).toEqual({
    checkIn: '2027-01-10',
    checkOut: '2027-01-12',
    adults: 2,
    kids: 0,
  })
  expect(stayToQuote({ ...filled, checkOut: '' }, TODAY)).toBeNull()
  expect(stayToQuote({ ...filled, checkIn: '2027-01-09' }, TODAY)).toBeNull()
  expect(stayToQuote({ ...filled, adults: '0' }, TODAY)).toBeNull()
})
