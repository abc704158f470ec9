import { expect, test } from 'vitest'
import { withLiveLine } from './live-announcement'

test('changes told together are all said; after a quiet while the region starts afresh', () => {
  const first = withLiveLine('', 'New request A has arrived.', false)
  const both = withLiveLine(first, 'New request B has arrived.', false)
  expect(both).toBe('New request A has arrived. New request B has arrived.')
  expect(withLiveLine(both, 'New request C has arrived.', true)).toBe('New request C has arrived.')
})
