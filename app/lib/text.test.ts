import { expect, test } from 'vitest'
import { previewOf } from './text'

test("a preview is the first 56 characters followed by '..'", () => {
  const description = 'x'.repeat(50) + 'abcdefghij'

  expect(previewOf(description)).toBe('x'.repeat(50) + 'abcdef..')
})

test("a short text is kept whole and still gets '..'", () => {
  expect(previewOf('Sea view')).toBe('Sea view..')
})
