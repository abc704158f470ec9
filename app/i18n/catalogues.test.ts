import { expect, test } from 'vitest'
import { rooms } from '../../content/rooms'
import { rules } from '../../content/rules'
import { slides } from '../../content/slides'
import { CATALOGUES, languagePageData } from './catalogues'
import { PREFIXED_LANGUAGES } from './languages'
import { en } from './messages/en'
import { enPicker } from './messages/en-picker'

const languages = Object.entries(CATALOGUES)
const marks = (message: string) => [...message.matchAll(/%\w/g)].map(([mark]) => mark).sort()

test('every language has a catalogue, and every page of it reaches only its own', () => {
  expect(Object.keys(CATALOGUES).sort()).toEqual([...PREFIXED_LANGUAGES].sort())
  const korean = JSON.stringify(languagePageData('/ko/room/2'))
  expect(korean).toContain(CATALOGUES.ko.words.hotelRules)
  expect(korean).not.toContain(CATALOGUES.ja.words.hotelRules)
  expect(korean).not.toContain(CATALOGUES.zh.words.hotelRules)
})

test.each(languages)('%s has every message English has, and no other', (_lang, { words }) => {
  expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort())
})

test.each(languages)(
  '%s says each message in its own words, with the same marks',
  (_lang, { words }) => {
    for (const [key, english] of Object.entries(en)) {
      const message = words[key as keyof typeof en]
      if (Array.isArray(english)) {
        // Lists line up with the English item for item (the guest selects' options, the nav).
        expect(message, key).toHaveLength(english.length)
        for (const item of message as string[]) expect(item.trim(), key).not.toBe('')
        continue
      }
      expect(typeof message, key).toBe('string')
      // The pieces around a number or a name may be empty where the language puts it first.
      if (!/Before|After/.test(key)) expect((message as string).trim(), key).not.toBe('')
      expect(marks(message as string), key).toEqual(marks(english))
    }
  },
)

test.each(languages)(
  "%s has every word of the date picker's, in its own words",
  (_lang, { picker }) => {
    expect(Object.keys(picker).sort()).toEqual(Object.keys(enPicker).sort())
    for (const [key, words] of Object.entries(picker)) {
      expect(words.trim(), key).not.toBe('')
      expect(words, key).not.toBe(enPicker[key as keyof typeof enPicker])
    }
    expect(languagePageData(`/${_lang}`).locale.picker).toEqual(picker)
  },
)

test.each(languages)("%s's head words name the resort", (_lang, { head }) => {
  for (const [key, words] of Object.entries(head)) expect(words, key).toContain('%s')
})

test.each(PREFIXED_LANGUAGES)("%s's content text is for content that exists", (lang) => {
  const { text } = languagePageData(`/${lang}`).locale
  const roomIds = rooms.map((room) => String(room.id))
  const slideIds = slides.map((slide) => String(slide.id))
  const icons = rooms.flatMap((room) => room.facilities.map((facility) => facility.icon))
  for (const id of Object.keys(text.rooms ?? {})) expect(roomIds).toContain(id)
  for (const id of Object.keys(text.slides ?? {})) expect(slideIds).toContain(id)
  for (const icon of Object.keys(text.facilities ?? {})) expect(icons).toContain(icon)
  // Rules are matched by their place in content/rules.ts.
  expect(text.rules?.length ?? rules.length).toBe(rules.length)
})
