import { expect, test } from 'vitest'
import { LANGUAGES } from '../../../domain/languages'
import { MAIL_WORDS } from './mail-words'
import { en } from './words/en'

/** Every word of a catalogue by its path ('deposit.subject'), with what it is. */
function wordsOf(words: object, path = ''): Map<string, unknown> {
  const all = new Map<string, unknown>()
  for (const [key, value] of Object.entries(words)) {
    const at = path === '' ? key : `${path}.${key}`
    if (typeof value === 'object' && value !== null) {
      for (const [inner, word] of wordsOf(value as object, at)) all.set(inner, word)
    } else all.set(at, value)
  }
  return all
}

const english = wordsOf(en)
const others = LANGUAGES.filter((language) => language !== 'en')

test('every language of the site has mail words', () => {
  expect(Object.keys(MAIL_WORDS).sort()).toEqual([...LANGUAGES].sort())
})

test.each(others)('%s has every mail word English has, and no other', (language) => {
  expect([...wordsOf(MAIL_WORDS[language]).keys()].sort()).toEqual([...english.keys()].sort())
})

test.each(others)(
  '%s says each word in its own words, a sentence taking the values English takes',
  (language) => {
    const words = wordsOf(MAIL_WORDS[language])
    for (const [path, word] of english) {
      const own = words.get(path)
      expect(typeof own, path).toBe(typeof word)
      if (typeof word === 'function') {
        expect((own as (...values: unknown[]) => unknown).length, path).toBe(word.length)
      } else if (path !== 'sentenceGap') {
        // The one word that may be empty: Chinese and Japanese run sentences on without a space.
        expect(String(own).trim(), path).not.toBe('')
      }
    }
  },
)

test.each(others)('%s puts every value it is given into its sentences', (language) => {
  const words = MAIL_WORDS[language]

  const sentences: [string, string[]][] = [
    [words.requestReceived.subject('❶', '❷'), ['❶', '❷']],
    [words.deposit.byTransfer('❶', '❷', '❸'), ['❶', '❷', '❸']],
    [words.deposit.online('❶', '❷', '❸'), ['❶', '❷', '❸']],
    [words.dateChange.asked('❶', '❷', '❸'), ['❶', '❷', '❸']],
    [words.stayChanged.before('❶', '❷', '❸'), ['❶', '❷', '❸']],
    [words.calendar.description('❶', ['❷'], '❸'), ['❶', '❷', '❸']],
    [words.policy({ text: 'In English', freeUntil: '❶', charge: '❷' }), ['❶', '❷']],
    [words.policy({ text: 'In English', freeUntil: null, charge: '❷' }), ['❷']],
  ]

  for (const [sentence, values] of sentences) {
    for (const value of values) expect(sentence).toContain(value)
    expect(sentence).not.toContain('In English')
  }
})

test.each(others)(
  '%s keeps a policy stated before charges were in English, as it was stored',
  (language) => {
    const stored =
      'Free cancellation until Mon 21 Dec 2026; after that, the first night is charged.'

    const words = MAIL_WORDS[language].policy({ text: stored, freeUntil: null, charge: null })

    expect(words).toBe(stored)
  },
)

// Filipino writes these as guests here read them, in English.
const ENGLISH_IN_FILIPINO = [
  'details.checkIn',
  'details.checkOut',
  'invoice.number',
  'invoice.reservation',
]

test.each(others)('%s translates every word English has, not copies it', (language) => {
  const words = wordsOf(MAIL_WORDS[language])

  const copied = [...english]
    .filter(([path, word]) => typeof word === 'string' && words.get(path) === word)
    .map(([path]) => path)
    .filter((path) => path !== 'sentenceGap')

  expect(copied).toEqual(language === 'fil' ? ENGLISH_IN_FILIPINO : [])
})
