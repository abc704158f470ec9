import { expect, test } from 'vitest'
import { problemMessage } from './problem-message'

test('no answer at all asks the guest to check their connection', () => {
  expect(problemMessage({ code: 'network', status: 0, message: '', fields: {} })).toMatch(
    /could not reach the resort/,
  )
})

test('rate limiting asks the guest to wait rather than retry at once', () => {
  expect(
    problemMessage({ code: 'rate_limited', status: 429, message: 'Too Many Requests', fields: {} }),
  ).toMatch(/wait a minute/)
})

test("a server failure never shows the server's own text; a 4xx shows its message", () => {
  const failure = {
    code: 'internal',
    status: 500,
    message: 'TypeError at line 3',
    fields: {},
  } as const
  const refusal = {
    code: 'invalid',
    status: 400,
    message: 'Check-in cannot be in the past.',
    fields: {},
  } as const

  expect(problemMessage(failure)).toMatch(/went wrong on our side/)
  expect(problemMessage(refusal)).toBe('Check-in cannot be in the past.')
})
