/**
 * POST /api/reservations: checks the request, prices it on the server, holds every night with
 * the conditional update and records the reservation, its first event and its emails in one
 * transaction (RESERVATIONS.md, "Rules"). Nothing is acknowledged before that commit.
 */
import type { ReservationRequest, ReservationView } from '../../../domain/api-contract'
import { nightsOf, resortToday } from '../../../domain/calendar'
import { checkGuest } from '../../../domain/guest'
import { checkParty, partyFits } from '../../../domain/party'
import { quote } from '../../../domain/rates'
import { newReference } from '../../../domain/reference'
import { checkStay } from '../../../domain/stay'
import type { Db } from '../data/connect'
import { isUniqueViolation } from '../data/errors'
import { dayBefore, findAnswer, saveAnswer } from '../data/idempotency'
import { ensureNights, holdNights } from '../data/inventory'
import { insertEvent, insertReservation } from '../data/reservations'
import { enqueueEmails } from '../mail/outbox'
import { requestReceivedEmails } from '../mail/templates'
import { rateFor, type BookableRoom } from './catalog'
import { SOLD_OUT, invalid, type Problem } from './problem'
import { toReservationView } from './reservation-view'

export type BookingContext = {
  db: Db
  rooms: readonly BookableRoom[]
  holdHours: number
  resortName: string
  resortEmail: string
  randomBytes: (count: number) => Uint8Array
}

export type Idempotency = { key: string; requestHash: string }

/** What the HTTP layer sends: a fresh answer, or the stored one of an earlier identical request. */
export type BookingAnswer = { status: number; body: unknown } | { problem: Problem }

class SoldOut extends Error {}

// A new reference colliding with a stored one is a one-in-a-trillion event; a few tries suffice.
const REFERENCE_ATTEMPTS = 3

export async function requestReservation(
  context: BookingContext,
  request: ReservationRequest,
  options: { idempotency: Idempotency | null; siteOrigin: string; now: Date },
): Promise<BookingAnswer> {
  const checked = checkRequest(context.rooms, request, options.now)
  if ('problem' in checked) return checked
  if (request.website) return decoy(context, checked)

  for (let attempt = 1; ; attempt += 1) {
    try {
      return await book(context, checked, options)
    } catch (error) {
      if (error instanceof SoldOut) return { problem: SOLD_OUT }
      if (options.idempotency && isUniqueViolation(error, 'idempotency_key')) {
        // The same key committed first in another request: answer what it answered.
        const stored = await findAnswer(
          context.db,
          options.idempotency.key,
          dayBefore(options.now.toISOString()),
        )
        if (stored) return replay(stored, options.idempotency)
      }
      if (!isUniqueViolation(error, 'reservation') || attempt === REFERENCE_ATTEMPTS) throw error
    }
  }
}

type CheckedRequest = {
  room: BookableRoom
  request: ReservationRequest
  checkIn: string
  checkOut: string
  nights: string[]
  adults: number
  kids: number
  guest: { name: string; email: string; phone: string }
  notes: string
  breakdown: ReturnType<typeof quote>
}

function checkRequest(
  rooms: readonly BookableRoom[],
  request: ReservationRequest,
  now: Date,
): CheckedRequest | { problem: Problem } {
  const fields: Record<string, string> = {}
  const room = rooms.find((candidate) => candidate.id === request.roomId)
  if (!room) fields.roomId = 'There is no such room.'
  const stay = checkStay(request, resortToday(now))
  if ('problems' in stay) Object.assign(fields, stay.problems)
  const party = checkParty(request)
  if ('problems' in party) Object.assign(fields, party.problems)
  const guest = checkGuest({ ...request.guest, notes: request.notes })
  if ('problems' in guest) Object.assign(fields, guest.problems)
  const rate = room && rateFor(room, request.rate)
  if (room && !rate) fields.rate = `Choose one of the rates of the ${room.name}.`
  if (room && 'party' in party && !partyFits(party.party, room.maxPerson)) {
    fields.adults = `The ${room.name} sleeps at most ${room.maxPerson} guests.`
  }
  if (
    !room ||
    !rate ||
    'problems' in stay ||
    'problems' in party ||
    'problems' in guest ||
    Object.keys(fields).length > 0
  ) {
    return { problem: invalid(fields) }
  }
  return {
    room,
    request,
    checkIn: stay.stay.checkIn,
    checkOut: stay.stay.checkOut,
    nights: nightsOf(stay.stay.checkIn, stay.stay.checkOut),
    adults: party.party.adults,
    kids: party.party.kids,
    guest: guest.guest,
    notes: guest.notes,
    breakdown: quote(rate, stay.stay.nights),
  }
}

async function book(
  context: BookingContext,
  checked: CheckedRequest,
  options: { idempotency: Idempotency | null; siteOrigin: string; now: Date },
): Promise<BookingAnswer> {
  const now = options.now.toISOString()
  const holdExpiresAt = new Date(
    options.now.getTime() + context.holdHours * 60 * 60 * 1000,
  ).toISOString()
  return context.db.transaction().execute(async (trx) => {
    if (options.idempotency) {
      const stored = await findAnswer(trx, options.idempotency.key, dayBefore(now))
      if (stored) return replay(stored, options.idempotency)
    }
    await ensureNights(trx, checked.room.id, checked.nights)
    if (!(await holdNights(trx, checked.room.id, checked.nights))) throw new SoldOut()

    const row = await insertReservation(trx, {
      ref: newReference(context.randomBytes),
      room_type_id: checked.room.id,
      rate_code: checked.breakdown.rate,
      check_in: checked.checkIn,
      check_out: checked.checkOut,
      nights: checked.nights.length,
      adults: checked.adults,
      kids: checked.kids,
      guest_name: checked.guest.name,
      guest_email: checked.guest.email,
      guest_phone: checked.guest.phone,
      notes: checked.notes,
      status: 'requested',
      total: checked.breakdown.total,
      breakdown: JSON.stringify(checked.breakdown),
      hold_expires_at: holdExpiresAt,
      created_at: now,
      updated_at: now,
    })
    await insertEvent(trx, {
      reservationId: row.id,
      actor: { kind: 'guest', staffId: null },
      at: now,
      from: null,
      to: 'requested',
      note: '',
    })
    const view = toReservationView(row, context.rooms)
    await enqueueEmails(
      trx,
      requestReceivedEmails(view, {
        resortName: context.resortName,
        siteOrigin: options.siteOrigin,
        resortEmail: context.resortEmail,
      }).map((email) => ({ ...email, reservationId: row.id })),
      options.now,
    )
    if (options.idempotency) {
      await saveAnswer(
        trx,
        options.idempotency.key,
        {
          requestHash: options.idempotency.requestHash,
          status: 201,
          response: JSON.stringify(view),
        },
        now,
      )
    }
    return { status: 201, body: view }
  })
}

function replay(
  stored: { requestHash: string; status: number; response: string },
  idempotency: Idempotency,
): BookingAnswer {
  if (stored.requestHash !== idempotency.requestHash) {
    return {
      problem: {
        status: 422,
        code: 'conflict',
        message: 'This Idempotency-Key was already used for a different request.',
      },
    }
  }
  return { status: stored.status, body: JSON.parse(stored.response) as unknown }
}

/**
 * The honeypot was filled: only a bot does that. It gets an answer shaped like success, so it
 * learns nothing, and nothing is stored or sent.
 */
function decoy(context: BookingContext, checked: CheckedRequest): BookingAnswer {
  const now = new Date().toISOString()
  const view: ReservationView = {
    ref: newReference(context.randomBytes),
    status: 'requested',
    roomId: checked.room.id,
    roomName: checked.room.name,
    checkIn: checked.checkIn,
    checkOut: checked.checkOut,
    nights: checked.nights.length,
    adults: checked.adults,
    kids: checked.kids,
    rate: checked.breakdown.rate,
    rateLabel: checked.breakdown.label,
    total: checked.breakdown.total,
    breakdown: checked.breakdown,
    guest: checked.guest,
    notes: checked.notes,
    holdExpiresAt: new Date(Date.now() + context.holdHours * 60 * 60 * 1000).toISOString(),
    createdAt: now,
  }
  return { status: 201, body: view }
}
