// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { LocaleContext, type Locale } from '../i18n/locale'
import { ko } from '../i18n/messages/ko'
import { showStay } from '../state/shown-stay'
import { roomFilterStore } from '../state/use-room-filter'
import { staySearchStore } from '../state/use-stay-search'
import { StayLanguageMenu } from './stay-language-menu'

const korean: Locale = { lang: 'ko', words: ko.words, text: {} }

function showMenu(path: string, at: string) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <LocaleContext value={korean}>
          <StayLanguageMenu className="" />
        </LocaleContext>
      ),
    },
  ])
  render(<Stub initialEntries={[at]} />)
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

afterEach(() => {
  cleanup()
  showStay(null)
  roomFilterStore.reset()
  staySearchStore().reset()
})

test("a room page's menu carries the panel's dates and the guests to the room in each language", () => {
  showMenu('/ko/room/:id', '/ko/room/2')
  expect(hrefOf('English')).toBe('/room/2')

  act(() => {
    roomFilterStore.setAdults('3 Adults')
    roomFilterStore.setKids('1 Kid')
    showStay({ checkIn: '2027-03-01', checkOut: '2027-03-04' })
  })

  const landing = '?checkin=2027-03-01&nights=3&adults=3&kids=1'
  expect(hrefOf('English')).toBe(`/room/2${landing}`)
  expect(hrefOf('日本語')).toBe(`/ja/room/2${landing}`)
  expect(hrefOf('한국어')).toBe(`/ko/room/2${landing}`)
})

test("the home page's menu carries the searched dates", () => {
  showMenu('/ko', '/ko')
  act(() => {
    staySearchStore().setCheckIn('2027-05-10')
    staySearchStore().setCheckOut('2027-05-12')
  })

  expect(hrefOf('Filipino')).toBe('/fil?checkin=2027-05-10&nights=2&adults=1&kids=0')
  expect(hrefOf('简体中文')).toBe('/zh?checkin=2027-05-10&nights=2&adults=1&kids=0')
})

test("a booking page's menu leads to the same booking in each language, with its own query", () => {
  const query = '?checkIn=2027-03-01&checkOut=2027-03-03&adults=2&kids=0&rate=breakfast'
  showMenu('/ko/room/:id/book', `/ko/room/1/book${query}`)

  expect(hrefOf('English')).toBe(`/room/1/book${query}`)
  expect(hrefOf('日本語')).toBe(`/ja/room/1/book${query}`)
})

test('the look-up page leads to the look-up page in each language; a page that is none, home', () => {
  showMenu('/ko/reservation', '/ko/reservation')
  expect(hrefOf('English')).toBe('/reservation')
  expect(hrefOf('Filipino')).toBe('/fil/reservation')
  cleanup()

  showMenu('/ko/*', '/ko/nowhere')
  expect(hrefOf('English')).toBe('/')
})
