// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test } from 'vitest'
import {
  EARLY_INPUT_GLOBAL,
  GUEST_CHOICES_STORAGE_KEY,
  earlyChoices,
  endEarlyInput,
  endEarlyOverlay,
  takeEarlyCheck,
  takeEarlySubmit,
} from './early-input'
import { earlyInputScript } from './early-input-script'

const PAGE = `
  <a href="/" data-reset-rooms>Alon Cove Resort</a>
  <main>
    <form data-check-rooms>
      <select name="adults" data-guests><option>1 Adult</option><option>4 Adults</option></select>
      <select name="kids" data-guests><option>0 Kid</option><option>3 Kids</option></select>
      <select name="other"><option>a</option><option>b</option></select>
      <button type="submit">Check Now</button>
    </form>
    <form id="lookup"><input name="reference" /><button type="submit">Find</button></form>
  </main>`

type LoadOptions = { saved?: string; overlayLabel?: string }

/** Runs the inline script as the browser would: its text alone, with nothing imported. */
function loadPage({ saved, overlayLabel = 'Loading rooms' }: LoadOptions = {}) {
  if (saved !== undefined) sessionStorage.setItem(GUEST_CHOICES_STORAGE_KEY, saved)
  new Function(earlyInputScript(overlayLabel))()
  document.body.innerHTML = PAGE
  document.dispatchEvent(new Event('DOMContentLoaded'))
}

const select = (name: string) =>
  document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!

function choose(name: string, value: string) {
  select(name).value = value
  select(name).dispatchEvent(new Event('change', { bubbles: true }))
}

function submit(form: HTMLFormElement) {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(event)
  return event
}

const checkForm = () => document.querySelector<HTMLFormElement>('form[data-check-rooms]')!
const lookupForm = () => document.querySelector<HTMLFormElement>('form#lookup')!
const pressCheckNow = () => submit(checkForm())

const overlays = () => document.querySelectorAll('[role="status"][aria-label="Loading rooms"]')

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  // The page's listeners stay on the document: ending this page's early input silences them.
  endEarlyOverlay()
  endEarlyInput()
  document.body.innerHTML = ''
})

test('a guest choice before the app takes over is recorded and saved for the tab', () => {
  loadPage()

  choose('adults', '4 Adults')
  choose('other', 'b')

  expect(earlyChoices()).toEqual({ adults: '4 Adults' })
  expect(JSON.parse(sessionStorage.getItem(GUEST_CHOICES_STORAGE_KEY)!)).toEqual({
    adults: '4 Adults',
  })
})

test('Check Now before the app takes over shows the loading overlay instead of submitting, once', () => {
  loadPage()
  const button = document.querySelector('button')!
  button.focus()

  const submit = pressCheckNow()
  pressCheckNow()

  expect(submit.defaultPrevented).toBe(true)
  expect(overlays()).toHaveLength(1)
  expect(document.activeElement).toBe(overlays()[0])
  expect(document.querySelector('main')!.inert).toBe(true)
})

test("the overlay is named in the page's language", () => {
  loadPage({ overlayLabel: '객실을 불러오는 중' })

  pressCheckNow()

  expect(document.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe(
    '객실을 불러오는 중',
  )
})

test('the app taking over the press gets how long ago it was, once; the overlay then goes and focus returns', () => {
  loadPage()
  const button = document.querySelector('button')!
  button.focus()
  pressCheckNow()
  const pressedAt = (window as unknown as Record<string, { checkPressedAt: number }>)[
    EARLY_INPUT_GLOBAL
  ]!.checkPressedAt

  const pressedMsAgo = takeEarlyCheck(pressedAt + 1200)
  const again = takeEarlyCheck(pressedAt + 1300)
  endEarlyOverlay()

  // performance.now() is fractional, so (t + 1200) - t may be off in the last bit.
  expect(pressedMsAgo).toBeCloseTo(1200, 6)
  expect(again).toBeNull()
  expect(overlays()).toHaveLength(0)
  expect(document.querySelector('main')!.inert).toBe(false)
  expect(document.activeElement).toBe(button)
})

test('once the app has taken over, the script neither records nor stops a submit', () => {
  loadPage()
  choose('kids', '3 Kids')

  endEarlyInput()
  choose('adults', '4 Adults')
  const submit = pressCheckNow()

  expect(earlyChoices()).toEqual({})
  expect(JSON.parse(sessionStorage.getItem(GUEST_CHOICES_STORAGE_KEY)!)).toEqual({ kids: '3 Kids' })
  expect(submit.defaultPrevented).toBe(false)
  expect(overlays()).toHaveLength(0)
})

test("the tab's saved choices show in the guest selects as the page is parsed; unknown labels do not", () => {
  loadPage({ saved: JSON.stringify({ adults: '4 Adults', kids: '9 Kids', other: 'b' }) })

  expect(select('adults').value).toBe('4 Adults')
  expect(select('kids').value).toBe('0 Kid')
  expect(select('other').value).toBe('a')
})

test('damaged saved choices are ignored', () => {
  loadPage({ saved: '{not json' })

  expect(earlyChoices()).toEqual({})
  expect(select('adults').value).toBe('1 Adult')
})

test("the logo's reset before the app takes over forgets the saved choices", () => {
  loadPage({ saved: JSON.stringify({ adults: '4 Adults' }) })

  document
    .querySelector<HTMLAnchorElement>('[data-reset-rooms]')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))

  expect(earlyChoices()).toEqual({})
  expect(JSON.parse(sessionStorage.getItem(GUEST_CHOICES_STORAGE_KEY)!)).toEqual({})
})

test('any other form submitted before the app takes over stays on the page, for the app to send once', () => {
  loadPage()

  const early = submit(lookupForm())

  expect(early.defaultPrevented).toBe(true)
  expect(overlays()).toHaveLength(0)
  expect(takeEarlySubmit(checkForm())).toBe(false)
  expect(takeEarlySubmit(lookupForm())).toBe(true)
  expect(takeEarlySubmit(lookupForm())).toBe(false)
})

test('a form submitted once the app has taken over is left to the app', () => {
  loadPage()
  endEarlyInput()

  const late = submit(lookupForm())

  expect(late.defaultPrevented).toBe(false)
  expect(takeEarlySubmit(lookupForm())).toBe(false)
})

test('without the script (or before it ran) the app finds nothing to take over', () => {
  expect(earlyChoices()).toEqual({})
  expect(takeEarlyCheck()).toBeNull()
  expect(takeEarlySubmit(document.createElement('form'))).toBe(false)
})
