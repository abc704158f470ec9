import { expect, test } from 'vitest'
import { bookingProblemOf } from './booking-problem'
import type { ApiProblem } from '../../lib/api-client'

function problem(code: ApiProblem['code'], status: number, message = ''): ApiProblem {
  return { code, status, message, fields: {} }
}

test('sold out says nothing was booked and leads back to other dates', () => {
  const refused = bookingProblemOf(problem('sold_out', 409), [])

  expect(refused.message).toMatch(/Nothing was booked for you/)
  expect(refused.chooseAgain).toBe(true)
})

test("the server's words about the stay are shown, with the way back to the dates", () => {
  const refused = bookingProblemOf(problem('invalid', 400), ['Check-in cannot be in the past.'])

  expect(refused).toEqual({ message: 'Check-in cannot be in the past.', chooseAgain: true })
})

test('too many tries asks the guest to wait, and offers other dates meanwhile', () => {
  const refused = bookingProblemOf(problem('rate_limited', 429), [])

  expect(refused.message).toMatch(/wait a minute/)
  expect(refused.chooseAgain).toBe(true)
})

test('no answer or a server failure keeps the details and asks to send again', () => {
  // A 401 reaches a guest only as a proxy's own page: as unreadable as any other.
  for (const failed of [
    problem('network', 0),
    problem('internal', 500, 'boom'),
    problem('unauthorized', 401),
  ]) {
    const refused = bookingProblemOf(failed, [])

    expect(refused.message).toMatch(/press Request reservation again/)
    expect(refused.message).not.toMatch(/boom/)
    expect(refused.chooseAgain).toBe(false)
  }
})

test('a promo code refused at booking books nothing and asks for a look at the new total', () => {
  const refused = bookingProblemOf(
    problem('promo_unavailable', 409, 'The promo code RAINY20 has been used up.'),
    [],
  )

  expect(refused.message).toMatch(/^Nothing was booked: your promo code can no longer be used/)
  expect(refused.message).toMatch(/Check the new total beside the form/)
  expect(refused.chooseAgain).toBe(false)
})

test('the way forward names the button the guest sees', () => {
  const refused = bookingProblemOf(problem('network', 0), [], 'Book and pay the deposit')

  expect(refused.message).toMatch(/press Book and pay the deposit again\.$/)
})
