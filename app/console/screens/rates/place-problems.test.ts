import { expect, test } from 'vitest'
import type { ApiProblem } from '../../../lib/api-client'
import { placeProblems } from './place-problems'

const onlyPrice = (fields: Record<string, string>) =>
  fields.price === undefined ? {} : { price: fields.price }

function problemOf(
  fields: Record<string, string>,
  message = 'The change was refused.',
): ApiProblem {
  return { code: 'invalid', status: 400, message, fields }
}

test('a field the form has gets its message, and nothing is said above the button', () => {
  expect(placeProblems(problemOf({ price: 'Too high.' }), onlyPrice)).toEqual({
    problems: { price: 'Too high.' },
    refusal: null,
  })
})

test('without a field the form has, the problem and its field messages are said in words', () => {
  expect(placeProblems(problemOf({ body: 'Unknown room.' }), onlyPrice)).toEqual({
    problems: {},
    refusal: 'The change was refused. Unknown room.',
  })
})

test("what the form cannot place is still said, beside the fields it could; the message isn't said twice", () => {
  const problem = problemOf({ price: 'Too high.', body: 'Unknown room.', to: 'Same.' }, 'Same.')

  expect(placeProblems(problem, onlyPrice)).toEqual({
    problems: { price: 'Too high.' },
    refusal: 'Unknown room.',
  })
})

test('a conflict with no fields is said in its own words', () => {
  const problem: ApiProblem = { code: 'conflict', status: 409, message: 'Taken.', fields: {} }

  expect(placeProblems(problem, onlyPrice)).toEqual({ problems: {}, refusal: 'Taken.' })
})
