import { expect, test } from 'vitest'
import { LIVE_LINES_MS, withLiveLine } from './live-announcement'

test('changes told together are all said; after a quiet while the region starts afresh', () => {
  const first = withLiveLine({ text: '', saidAt: 0 }, 'New request A has arrived.', 10_000)
  const both = withLiveLine(first, 'New request B has arrived.', 11_000)
  expect(both.text).toBe('New request A has arrived. New request B has arrived.')
  const later = withLiveLine(both, 'New request C has arrived.', 11_001 + LIVE_LINES_MS)
  expect(later.text).toBe('New request C has arrived.')
})

test("another desk's news a moment after this desk's own move is added to it, not put in its place", () => {
  // The region had been quiet for a minute when this desk marked a no-show.
  const ownMove = { text: 'Ana Cruz (B5FWDQMV): Marked a no-show.', saidAt: 60_000 }
  const next = withLiveLine(ownMove, 'Updated: QASTB81F, now Checked in.', 60_200)
  expect(next.text).toBe(
    'Ana Cruz (B5FWDQMV): Marked a no-show. Updated: QASTB81F, now Checked in.',
  )
})
