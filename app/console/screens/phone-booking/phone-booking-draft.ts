import type { IsoDate } from '../../../../domain/calendar'
import { checkGuest } from '../../../../domain/guest'
import { checkParty, partyFits, type Party } from '../../../../domain/party'
import type { PhoneBookingRequest } from '../../../../domain/staff-contract'
import { checkStay } from '../../../../domain/stay'

/** What the form needs of a room: from the availability API, the resort's own list. */
export type BookableRoom = {
  id: number
  name: string
  maxPerson: number
  rates: readonly { code: string }[]
}

/**
 * The phone booking form's state and checks: the same rules as the server's (domain/), so a
 * slip is named at once, next to its field; the email may stay empty for a guest who has none.
 */
export type PhoneBookingDraft = {
  roomId: string
  checkIn: string
  checkOut: string
  adults: string
  kids: string
  rate: string
  name: string
  email: string
  phone: string
  notes: string
}

export type PhoneBookingField = keyof PhoneBookingDraft
export type PhoneBookingProblems = Partial<Record<PhoneBookingField, string>>

/** The form's order: focus goes to the first field with a problem. */
export const PHONE_BOOKING_FIELDS: readonly PhoneBookingField[] = [
  'roomId',
  'checkIn',
  'checkOut',
  'adults',
  'kids',
  'rate',
  'name',
  'email',
  'phone',
  'notes',
]

/** A new form: the first room and its first rate (content lists the card's rate first). */
export function emptyPhoneBooking(room: BookableRoom | undefined): PhoneBookingDraft {
  return {
    roomId: room ? String(room.id) : '',
    checkIn: '',
    checkOut: '',
    adults: '2',
    kids: '0',
    rate: room?.rates[0]?.code ?? '',
    name: '',
    email: '',
    phone: '',
    notes: '',
  }
}

/** Another room brings its own rates: keep the chosen one if it sells it, else its first. */
export function withRoom(
  draft: PhoneBookingDraft,
  rooms: readonly BookableRoom[],
  roomId: string,
): PhoneBookingDraft {
  const room = rooms.find((candidate) => String(candidate.id) === roomId)
  const keepsRate = room?.rates.some((rate) => rate.code === draft.rate)
  return { ...draft, roomId, rate: keepsRate ? draft.rate : (room?.rates[0]?.code ?? '') }
}

export function checkPhoneBooking(
  draft: PhoneBookingDraft,
  rooms: readonly BookableRoom[],
  today: IsoDate,
): { request: PhoneBookingRequest } | { problems: PhoneBookingProblems } {
  const problems: PhoneBookingProblems = {}
  const room = rooms.find((candidate) => String(candidate.id) === draft.roomId)
  if (!room) problems.roomId = 'Choose a room.'
  const stay = checkStay(draft, today)
  if ('problems' in stay) Object.assign(problems, stay.problems)
  const party = checkParty(draft)
  if ('problems' in party) Object.assign(problems, party.problems)
  else if (room && !partyFits(party.party, room.maxPerson))
    problems.adults = `The ${room.name} sleeps at most ${room.maxPerson} guests.`
  if (room && !room.rates.some((rate) => rate.code === draft.rate))
    problems.rate = `Choose one of the rates of the ${room.name}.`
  const guest = checkGuest(draft, { emailOptional: true })
  if ('problems' in guest) Object.assign(problems, guest.problems)

  if (!room || 'problems' in stay || 'problems' in party || 'problems' in guest) return { problems }
  if (Object.keys(problems).length > 0) return { problems }
  return {
    request: {
      roomId: room.id,
      checkIn: stay.stay.checkIn,
      checkOut: stay.stay.checkOut,
      adults: party.party.adults,
      kids: party.party.kids,
      rate: draft.rate,
      guest: {
        name: guest.guest.name,
        phone: guest.guest.phone,
        ...(guest.guest.email ? { email: guest.guest.email } : {}),
      },
      ...(guest.notes ? { notes: guest.notes } : {}),
    },
  }
}

/**
 * The API's `fields` at the form's fields; anything it names that the form has no field for
 * is kept as text for the form's own message.
 */
export function phoneBookingProblemsFrom(fields: Record<string, string>): {
  problems: PhoneBookingProblems
  other: string[]
} {
  const problems: PhoneBookingProblems = {}
  const other: string[] = []
  for (const [field, message] of Object.entries(fields)) {
    const known = PHONE_BOOKING_FIELDS.find((name) => name === field)
    if (known) problems[known] = message
    else other.push(message)
  }
  return { problems, other }
}

export function firstProblemField(problems: PhoneBookingProblems): PhoneBookingField | undefined {
  return PHONE_BOOKING_FIELDS.find((field) => problems[field] !== undefined)
}

/** The stay to quote once dates and party are complete and valid; null until then. */
export function stayToQuote(
  draft: PhoneBookingDraft,
  today: IsoDate,
): ({ checkIn: IsoDate; checkOut: IsoDate } & Party) | null {
  const stay = checkStay(draft, today)
  const party = checkParty(draft)
  if ('problems' in stay || 'problems' in party) return null
  return { checkIn: stay.stay.checkIn, checkOut: stay.stay.checkOut, ...party.party }
}
