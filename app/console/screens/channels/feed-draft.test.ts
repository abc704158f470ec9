import { expect, test } from 'vitest'
import { checkFeed, feedProblemsFrom, type FeedDraft } from './feed-draft'

const draft: FeedDraft = {
  roomId: '2',
  name: ' Airbnb, Cabana 1 ',
  url: ' https://www.airbnb.com/calendar/ical/123.ics?s=abc ',
}

test('a feed goes with its room as a number, its name and address trimmed', () => {
  expect(checkFeed(draft)).toEqual({
    request: {
      roomId: 2,
      name: 'Airbnb, Cabana 1',
      url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
    },
  })
})

test('every field is required, each named at its field', () => {
  expect(checkFeed({ roomId: '', name: '  ', url: '' })).toEqual({
    problems: {
      roomId: 'Choose the room type this calendar is for.',
      name: 'Name the calendar, such as Airbnb, Cabana 1.',
      url: 'Paste the calendar link the channel gives you, starting with https://.',
    },
  })
})

test('a name may have 80 characters, not 81', () => {
  expect('request' in checkFeed({ ...draft, name: 'x'.repeat(80) })).toBe(true)
  expect(checkFeed({ ...draft, name: 'x'.repeat(81) })).toEqual({
    problems: { name: 'Use at most 80 characters (now 81).' },
  })
})

test('only http and https addresses are taken, with a hint for webcal links', () => {
  expect('request' in checkFeed({ ...draft, url: 'http://127.0.0.1:8080/feed.ics' })).toBe(true)
  expect(checkFeed({ ...draft, url: 'webcal://calendar.example/a.ics' })).toEqual({
    problems: { url: 'Put https:// in place of webcal:// at the start.' },
  })
  expect(checkFeed({ ...draft, url: 'ftp://calendar.example/a.ics' })).toEqual({
    problems: { url: 'Use a web address, starting with https:// or http://.' },
  })
  expect(checkFeed({ ...draft, url: 'www.airbnb.com/calendar.ics' })).toEqual({
    problems: { url: 'Paste the whole link, starting with https://.' },
  })
})

test('an address may not carry a password, nor be longer than the API takes', () => {
  expect(checkFeed({ ...draft, url: 'https://me:secret@calendar.example/a.ics' })).toEqual({
    problems: { url: 'Give the address without a user name or password in it.' },
  })
  const long = `https://calendar.example/${'a'.repeat(1976)}`
  expect(checkFeed({ ...draft, url: long })).toEqual({
    problems: { url: 'Use an address of at most 2000 characters (now 2001).' },
  })
})

test("the API's problems land on the form's fields; others are left out", () => {
  expect(feedProblemsFrom({ url: 'Unreachable.', roomId: 'No such room.', body: 'x' })).toEqual({
    url: 'Unreachable.',
    roomId: 'No such room.',
  })
})
