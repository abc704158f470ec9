import { expect, test } from 'vitest'
import { languageOf, pageOf, pathIn, PREFIXED_LANGUAGES } from './languages'

test('a path is in the language of its first segment, English without one', () => {
  expect(languageOf('/ko/room/2')).toBe('ko')
  expect(languageOf('/fil/')).toBe('fil')
  expect(languageOf('/zh')).toBe('zh')
  expect(languageOf('/room/2')).toBe('en')
  expect(languageOf('/')).toBe('en')
  // Only a whole segment counts: /korea is an English (unknown) path.
  expect(languageOf('/korea')).toBe('en')
})

test('the page a path shows drops the language prefix', () => {
  expect(pageOf('/ja/room/1')).toBe('/room/1')
  expect(pageOf('/ja/')).toBe('/')
  expect(pageOf('/ja')).toBe('/')
  expect(pageOf('/room/1')).toBe('/room/1')
  expect(pageOf('/')).toBe('/')
})

test('a page in a language gets its prefix, English none, and the round trip keeps the page', () => {
  expect(pathIn('en', '/room/2')).toBe('/room/2')
  expect(pathIn('ko', '/room/2')).toBe('/ko/room/2')
  expect(pathIn('ko', '/')).toBe('/ko')
  for (const lang of PREFIXED_LANGUAGES) {
    for (const page of ['/', '/room/3']) {
      expect(languageOf(pathIn(lang, page))).toBe(lang)
      expect(pageOf(pathIn(lang, page))).toBe(page)
    }
  }
})
