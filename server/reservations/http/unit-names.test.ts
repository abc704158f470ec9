/**
 * Staff name units (docs/reservations.md, "Units"), over HTTP on
 * both engines: a new name is found in any case, never shared, and a unit added later still
 * gets a label when staff gave its usual one away.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError } from '../../../domain/api-contract'
import { addDays, resortToday } from '../../../domain/calendar'
import type { UnitsResponse } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'

const DESK = 'names@resort.example'
const HOTEL = 1

describe.each(ENGINES)('unit names on %s', (engine) => {
  let api: ApiServer
  let cookie = ''

  beforeAll(async () => {
    api = await startApiServer(engine)
    cookie = await signedInStaff(api, DESK)
  })
  afterAll(async () => {
    await api.stop()
  })

  const staffPost = (path: string, body: unknown) => api.post(path, body, { Cookie: cookie })
  async function units() {
    const response = await fetch(`${api.url}/api/staff/units`, { headers: { Cookie: cookie } })
    return (await response.json()) as UnitsResponse
  }
  const hotelLabels = async () =>
    (await units()).rooms.find((room) => room.roomId === HOTEL)?.units.map((unit) => unit.label)
  const idOf = async (label: string) =>
    (await units()).rooms.flatMap((room) => room.units).find((unit) => unit.label === label)?.id

  test('a unit renamed keeps its place, and its new name is refused to any other unit in any case', async () => {
    const h1 = await idOf('H1')
    const renamed = await staffPost(`/api/staff/units/${h1}`, { label: '  Garden   1 ' })
    expect(renamed.status).toBe(200)
    expect((await hotelLabels())?.slice(0, 2)).toEqual(['Garden 1', 'H2'])

    const clash = await staffPost(`/api/staff/units/${await idOf('C1')}`, { label: 'GARDEN 1' })
    expect(clash.status).toBe(409)
    expect(((await clash.json()) as ApiError).error).toMatchObject({
      code: 'conflict',
      fields: { label: 'Another unit is already called GARDEN 1.' },
    })
    expect(await idOf('C1')).toBeDefined()
  })

  test('a label that is not one, a unit that is not there, and no session are refused', async () => {
    const bad = await staffPost(`/api/staff/units/${await idOf('H3')}`, { label: '<H3>' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ApiError).error.fields?.label).toMatch(/^Use 1 to 16/)
    expect((await staffPost('/api/staff/units/999999', { label: 'X1' })).status).toBe(404)
    expect((await staffPost('/api/staff/units/abc', { label: 'X1' })).status).toBe(404)
    const anonymous = await api.post(`/api/staff/units/${await idOf('H3')}`, { label: 'X1' })
    expect(anonymous.status).toBe(401)
    expect(await idOf('H3')).toBeDefined()
  })

  test('a unit added later gets the next free label when staff gave its usual one away', async () => {
    expect((await staffPost(`/api/staff/units/${await idOf('H2')}`, { label: 'h7' })).status).toBe(
      200,
    )
    const night = addDays(resortToday(new Date()), 90)
    const raised = await staffPost('/api/staff/inventory', {
      roomId: HOTEL,
      from: night,
      to: addDays(night, 1),
      action: 'units',
      units: 7,
    })
    expect(raised.status).toBe(200)
    expect(await hotelLabels()).toEqual(['Garden 1', 'h7', 'H3', 'H4', 'H5', 'H6', 'H7-2'])
  })
})
