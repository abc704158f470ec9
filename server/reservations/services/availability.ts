import type { AvailabilityResponse } from '../../../domain/api-contract'
import { unitsLeftOver } from '../../../domain/availability'
import { nightsOf, resortToday } from '../../../domain/calendar'
import { checkParty, partyFits } from '../../../domain/party'
import { checkStay } from '../../../domain/stay'
import type { Db } from '../data/connect'
import { roomTypeUnits, storedNights } from '../data/inventory'
import { guestRestriction, priceStay, type BookableRoom } from './catalog'
import { invalid, ok, refuse, type Outcome } from './problem'

export type AvailabilityQuery = {
  checkIn: unknown
  checkOut: unknown
  adults: unknown
  kids: unknown
}

/** GET /api/availability: every room with its free units and the price of the stay at each rate. */
export async function availability(
  db: Db,
  rooms: readonly BookableRoom[],
  query: AvailabilityQuery,
  now: Date,
  sameDayCutoffHour: number,
): Promise<Outcome<AvailabilityResponse>> {
  const stayCheck = checkStay(query, resortToday(now))
  const partyCheck = checkParty(query)
  if ('problems' in stayCheck || 'problems' in partyCheck) {
    return refuse(
      invalid({
        ...('problems' in stayCheck ? stayCheck.problems : {}),
        ...('problems' in partyCheck ? partyCheck.problems : {}),
      }),
    )
  }
  const { stay } = stayCheck
  const { party } = partyCheck
  const nights = nightsOf(stay.checkIn, stay.checkOut)
  const [stored, units] = await Promise.all([
    storedNights(db, stay.checkIn, stay.checkOut),
    roomTypeUnits(db),
  ])

  return ok({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    rooms: rooms.map((room) => {
      const fits = partyFits(party, room.maxPerson)
      const restriction = guestRestriction(room.id, stay, now, sameDayCutoffHour)
      const unitsLeft = unitsLeftOver(
        nights,
        stored.get(room.id) ?? new Map(),
        units.get(room.id) ?? room.units,
      )
      return {
        id: room.id,
        name: room.name,
        maxPerson: room.maxPerson,
        fits,
        unitsLeft,
        available: fits && unitsLeft > 0,
        bookable: restriction === null,
        ...(restriction && { restriction }),
        rates: room.rates.map((rate) => {
          const quote = priceStay(room, rate, stay, party, now)
          return {
            code: rate.code,
            label: rate.label,
            total: quote.total,
            nightly: quote.nightly,
            supplements: quote.supplements,
            fees: quote.fees,
            policy: quote.policy,
          }
        }),
      }
    }),
  })
}
