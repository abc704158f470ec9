import { expect, test } from 'vitest'
import { keyedRequest } from './idempotency'

function counter() {
  let count = 0
  return () => `key-${++count}`
}

test('the first try gets a new key', () => {
  expect(keyedRequest(null, '{"a":1}', counter())).toEqual({ body: '{"a":1}', key: 'key-1' })
})

test('the same details sent again keep the first key', () => {
  const newKey = counter()
  const first = keyedRequest(null, '{"a":1}', newKey)

  const again = keyedRequest(first, '{"a":1}', newKey)

  expect(again.key).toBe('key-1')
})

test('changed details get a new key, and going back to the first ones another new one', () => {
  const newKey = counter()
  const first = keyedRequest(null, '{"a":1}', newKey)

  const changed = keyedRequest(first, '{"a":2}', newKey)
  const back = keyedRequest(changed, '{"a":1}', newKey)

  expect([changed.key, back.key]).toEqual(['key-2', 'key-3'])
})
