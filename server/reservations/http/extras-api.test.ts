/**
 * Extras through the API on both engines (docs/reservations.md, "Extras"): the catalogue staff
 * keep, seeded from content, each change in the price history.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError } from '../../../domain/api-contract'
import type { Extra, ExtrasResponse } from '../../../domain/extras'
import type { PriceHistoryResponse } from '../../../domain/staff-contract'
import { seedExtras } from '../../../content/extras'
import { ENGINES } from '../../test-support/test-database'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'

const DESK = 'extras@resort.example'

describe.each(ENGINES)('the extras catalogue on %s', (engine) => {
  let api: ApiServer
  let cookie: string

  beforeAll(async () => {
    api = await startApiServer(engine)
    cookie = await signedInStaff(api, DESK)
  })
  afterAll(async () => {
    await api.stop()
  })

  const staffSend = (method: string, path: string, body?: unknown) =>
    fetch(`${api.url}/api/staff${path}`, {
      method,
      headers: {
        Cookie: cookie,
        Origin: api.origin,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const catalogue = async () => {
    const response = await staffSend('GET', '/extras')
    expect(response.status).toBe(200)
    return ((await response.json()) as ExtrasResponse).extras
  }
  const lastChange = async () => {
    const response = await staffSend('GET', '/price-history')
    return ((await response.json()) as PriceHistoryResponse).changes[0]
  }

  test('a new resort starts with content’s extras, in its order', async () => {
    expect(await catalogue()).toEqual(seedExtras)
    expect((await catalogue()).map((extra) => extra.basis)).toEqual([
      'per_guest',
      'per_guest',
      'per_guest_night',
      'per_item',
    ])
  })

  test('staff add an extra: listed after the others, and said in the history', async () => {
    const massage: Extra = {
      code: 'Massage',
      name: ' Massage by the sea ',
      price: 250_000,
      basis: 'per_item',
      online: false,
      active: true,
    }
    const response = await staffSend('POST', '/extras', massage)
    expect(response.status).toBe(201)
    const saved = { ...massage, code: 'massage', name: 'Massage by the sea' }
    expect(await response.json()).toEqual(saved)
    expect((await catalogue()).at(-1)).toEqual(saved)
    expect(await lastChange()).toMatchObject({
      who: DESK,
      what: 'Added: extra massage, Massage by the sea, ₱2,500 each, at the desk only',
    })
  })

  test('a code taken, in any case, is 409 and changes nothing', async () => {
    const before = await catalogue()
    const response = await staffSend('POST', '/extras', { ...seedExtras[0], code: 'KAYAK' })
    expect(response.status).toBe(409)
    const body = (await response.json()) as ApiError
    expect(body.error.code).toBe('conflict')
    expect(body.error.fields?.code).toBe('There is an extra kayak already: choose another code.')
    expect(await catalogue()).toEqual(before)
  })

  test('a price of nothing, a name of nothing, a code of other characters: 400 field by field', async () => {
    const response = await staffSend('POST', '/extras', {
      code: 'sunset cruise!',
      name: '  ',
      price: 0,
      basis: 'per_guest',
      online: true,
      active: true,
    })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as ApiError
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['code', 'name', 'price'])
    expect(error.fields?.price).toBe(
      'A price is more than ₱0 and at most ₱100,000, in whole centavos.',
    )
    const wrongBasis = await staffSend('POST', '/extras', {
      ...seedExtras[0],
      code: 'lunch',
      basis: 'per_hour',
    })
    expect(wrongBasis.status).toBe(400)
    expect(((await wrongBasis.json()) as ApiError).error.fields).toHaveProperty('basis')
    expect((await catalogue()).map((extra) => extra.code)).not.toContain('lunch')
  })

  test('staff change an extra’s price, basis and sale; the code stays', async () => {
    const change = {
      name: 'Breakfast at the beach',
      price: 50_000,
      basis: 'per_guest_night',
      online: false,
      active: true,
    }
    const response = await staffSend('PUT', '/extras/breakfast', change)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ code: 'breakfast', ...change })
    expect((await catalogue()).find((extra) => extra.code === 'breakfast')).toEqual({
      code: 'breakfast',
      ...change,
    })
    expect((await lastChange())?.what).toBe(
      'Changed: extra breakfast, Breakfast at the beach, ₱500 a guest a night, at the desk only',
    )
    const withdrawn = await staffSend('PUT', '/extras/breakfast', { ...change, active: false })
    expect(withdrawn.status).toBe(200)
    expect((await lastChange())?.what).toBe(
      'Changed: extra breakfast, Breakfast at the beach, ₱500 a guest a night, not sold',
    )
  })

  test('changing an extra there is none of is 404; a negative price is 400', async () => {
    const change = { name: 'Jet ski', price: 1, basis: 'per_item', online: true, active: true }
    expect((await staffSend('PUT', '/extras/jet-ski', change)).status).toBe(404)
    const negative = await staffSend('PUT', '/extras/kayak', { ...change, price: -100 })
    expect(negative.status).toBe(400)
    expect((await catalogue()).find((extra) => extra.code === 'kayak')?.price).toBe(60_000)
  })

  test('without a session nothing is read or changed', async () => {
    expect((await fetch(`${api.url}/api/staff/extras`)).status).toBe(401)
    const response = await fetch(`${api.url}/api/staff/extras`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: api.origin },
      body: JSON.stringify({ ...seedExtras[0], code: 'sneaky' }),
    })
    expect(response.status).toBe(401)
  })
})
