import { expect, test } from 'vitest'
import { problemFrom } from './api-client'

test("an API error answer keeps its code, message and each field's words", () => {
  const body = {
    error: {
      code: 'invalid',
      message: 'Some details need another look.',
      fields: { email: 'Enter an email address like name@example.com.' },
    },
  }

  expect(problemFrom(400, body)).toEqual({
    code: 'invalid',
    status: 400,
    message: 'Some details need another look.',
    fields: { email: 'Enter an email address like name@example.com.' },
  })
})

test('an answer that is not the API error shape is unexpected, with no fields', () => {
  expect(problemFrom(502, null)).toMatchObject({ code: 'unexpected', status: 502, fields: {} })
  expect(problemFrom(400, { error: 'bad' })).toMatchObject({ code: 'unexpected' })
  expect(problemFrom(400, [{ error: { code: 'x' } }])).toMatchObject({ code: 'unexpected' })
})

test('field problems that are not text are dropped, the others kept', () => {
  const body = {
    error: { code: 'invalid', message: '', fields: { name: 'Enter your full name.', phone: 7 } },
  }

  expect(problemFrom(400, body).fields).toEqual({ name: 'Enter your full name.' })
})

test('a 401 without the usual body still reads as unauthorized: the session is gone', () => {
  expect(problemFrom(401, 'nope').code).toBe('unauthorized')
})

test("a price_changed answer keeps the server's new total; a total that is not whole money is dropped", () => {
  const error = { code: 'price_changed', message: 'The price is now ₱7,000.', total: 700000 }
  expect(problemFrom(409, { error }).total).toBe(700000)
  expect(problemFrom(409, { error: { ...error, total: '700000' } })).not.toHaveProperty('total')
  expect(problemFrom(409, { error: { ...error, total: 1.5 } })).not.toHaveProperty('total')
})

test('a price_changed answer keeps the quote it carries; one not shaped like a quote is dropped', () => {
  const quote = {
    rate: 'breakfast',
    label: 'With breakfast',
    nightly: [{ night: '2027-06-01', price: 250000, rule: 'Base price' }],
    supplements: [],
    roomTotal: 250000,
    discount: null,
    fees: [],
    total: 250000,
    policy: { text: 'Free cancellation.', freeUntil: null },
  }
  const error = { code: 'price_changed', message: '', total: 250000, quote }

  expect(problemFrom(409, { error }).quote).toEqual(quote)
  expect(problemFrom(409, { error: { ...error, quote: { total: 250000 } } })).not.toHaveProperty(
    'quote',
  )
  expect(problemFrom(409, { error: { ...error, quote: 'new' } })).not.toHaveProperty('quote')
})
