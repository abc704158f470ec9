// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { DateField } from './date-field'
import './date-picker-input'

afterEach(cleanup)

const today = new Date(2026, 10, 22)

/** Lets the picker's module (already loaded above) resolve, but no task that React left for later. */
async function settleMicrotasks() {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

test('the picker replaces the stand-in as soon as it has loaded, so a press right after the hover lands in it', async () => {
  const { container } = render(
    <DateField label="Check in" selected={null} minDate={today} onChange={() => {}} />,
  )

  fireEvent.pointerEnter(container.firstElementChild as Element)
  await settleMicrotasks()
  const pressed = screen.getByRole('textbox', { name: 'Check in' })
  const inPicker = pressed.closest('.react-datepicker-wrapper') !== null
  pressed.focus()

  expect(inPicker).toBe(true)
  expect(await screen.findByRole('dialog')).toBeVisible()
  expect(pressed).toHaveFocus()
})
