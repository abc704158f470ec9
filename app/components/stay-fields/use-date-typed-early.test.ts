// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { typedBeforeTakeover, useDateTypedEarly } from './use-date-typed-early'

const today = new Date(2026, 10, 22)

type StandIn = { rendered?: string; typed?: string; focused?: boolean }

/** A stand-in as the prerendered page has it, with `typed` typed in it before the app came. */
function standIn({ rendered = '', typed = rendered, focused = false }: StandIn = {}) {
  const input = document.createElement('input')
  input.defaultValue = rendered
  document.body.append(input)
  input.value = typed
  if (focused) input.focus()
  return input
}

afterEach(() => {
  document.body.innerHTML = ''
})

test('a date typed before the takeover is the one to take', () => {
  expect(typedBeforeTakeover(standIn({ typed: '12/24/2026' }), today)).toEqual(
    new Date(2026, 11, 24),
  )
  expect(
    typedBeforeTakeover(standIn({ rendered: '12/01/2026', typed: '1/5/2027' }), today),
  ).toEqual(new Date(2027, 0, 5))
})

test('nothing typed, no date, or a date the field does not take: nothing to take', () => {
  expect(typedBeforeTakeover(standIn(), today)).toBeNull()
  expect(typedBeforeTakeover(standIn({ rendered: '12/24/2026' }), today)).toBeNull()
  expect(typedBeforeTakeover(standIn({ typed: '12/24' }), today)).toBeNull()
  expect(typedBeforeTakeover(standIn({ typed: '11/21/2026' }), today)).toBeNull()
})

test('a visitor still in the field gets the picker, whatever they have typed so far', () => {
  expect(typedBeforeTakeover(standIn({ typed: '12/2', focused: true }), today)).toBe('load')
  expect(typedBeforeTakeover(standIn({ typed: '12/24/2026', focused: true }), today)).toBe('load')
})

test('the hook hands the typed date over as it mounts, once', () => {
  const onDate = vi.fn()
  const onTyping = vi.fn()
  const ref = { current: standIn({ typed: '12/24/2026' }) }

  const { rerender } = renderHook(() =>
    useDateTypedEarly(ref, { minDate: today, onDate, onTyping }),
  )
  rerender()

  expect(onDate).toHaveBeenCalledExactlyOnceWith(new Date(2026, 11, 24))
  expect(onTyping).not.toHaveBeenCalled()
})

test('the hook loads the picker for a visitor still typing, and does nothing when nothing was typed', () => {
  const onDate = vi.fn()
  const onTyping = vi.fn()

  renderHook(() => useDateTypedEarly({ current: standIn() }, { minDate: today, onDate, onTyping }))
  renderHook(() =>
    useDateTypedEarly(
      { current: standIn({ typed: '12/2', focused: true }) },
      { minDate: today, onDate, onTyping },
    ),
  )

  expect(onDate).not.toHaveBeenCalled()
  expect(onTyping).toHaveBeenCalledOnce()
})
