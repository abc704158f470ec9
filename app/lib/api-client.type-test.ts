/**
 * Compile-time tests of the browser's calls (run by `npm run typecheck`, never executed): each
 * `@ts-expect-error` line must stay an error, or the type check fails. They show what the
 * endpoint objects hold a caller to.
 */
import { GUEST_API } from '../../domain/guest-endpoints'
import { STAFF_API } from '../../domain/staff-endpoints'
import type { ApiResult } from './api-client'
import { callEndpoint } from './api-client'
import type { ReservationDetail, ChannelsResponse } from '../../domain/staff-contract'

export async function callsHeldToTheirEndpoints() {
  const base = '/api/staff'
  // A body of the endpoint's type, its route's parameters: accepted.
  const detail: ApiResult<ReservationDetail> = await callEndpoint(base, STAFF_API.addNote, {
    params: { ref: 'ABCD2345' },
    body: { text: 'Late arrival' },
  })

  // @ts-expect-error a body field the endpoint does not take
  await callEndpoint(base, STAFF_API.addNote, { params: { ref: 'A' }, body: { note: 'x' } })
  // @ts-expect-error the route's :ref left out
  await callEndpoint(base, STAFF_API.addNote, { body: { text: 'x' } })
  // @ts-expect-error a parameter the route does not have
  await callEndpoint(base, STAFF_API.addNote, { params: { id: 1 }, body: { text: 'x' } })
  // @ts-expect-error a query key the endpoint does not read
  await callEndpoint(base, STAFF_API.calendar, { query: { start: '2027-01-01', days: 60 } })
  // @ts-expect-error a booking without its guest
  await callEndpoint('', GUEST_API.book, { body: { roomId: 1, checkIn: 'a', checkOut: 'b' } })

  const channels = await callEndpoint(base, STAFF_API.channels, {})
  // @ts-expect-error the answer is the endpoint's type, not one the caller picks
  const wrong: ApiResult<ChannelsResponse> = await callEndpoint(base, STAFF_API.units, {})
  return [detail, channels, wrong]
}
