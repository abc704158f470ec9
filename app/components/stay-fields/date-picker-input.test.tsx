// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import DatePicker from 'react-datepicker'
import { afterEach, expect, test, vi } from 'vitest'
import DatePickerInput from './date-picker-input'

afterEach(cleanup)

const noop = () => {}
const today = new Date(2026, 10, 22)

/** Our date field with no date selected, as the visitor finds it, and a spy on its changes. */
function renderEmptyField(label: 'Check in' | 'Check out', typedText?: string) {
  const onChange = vi.fn()
  render(
    <DatePickerInput
      label={label}
      selected={null}
      minDate={today}
      onChange={onChange}
      focusOnMount={false}
      typedText={typedText}
    />,
  )
  return { input: screen.getByRole('textbox', { name: label }), onChange }
}

test('the picker keeps its own defaults of docs/product.md §9: MM/dd/yyyy and a 30-minute interval', () => {
  expect(DatePicker.defaultProps).toMatchObject({ dateFormat: 'MM/dd/yyyy', timeIntervals: 30 })
})

test("the picker's year list spans 12 years", () => {
  const { container } = render(
    <DatePicker inline showYearPicker selected={today} onChange={noop} />,
  )

  expect(container.querySelectorAll('.react-datepicker__year-text')).toHaveLength(12)
})

test('our date field overrides none of those defaults and formats dates as MM/dd/yyyy', () => {
  render(
    <DatePickerInput
      label="Check in"
      selected={new Date(2026, 11, 5)}
      minDate={today}
      onChange={noop}
      focusOnMount={false}
    />,
  )

  expect(screen.getByRole('textbox', { name: 'Check in' })).toHaveValue('12/05/2026')
})

test("typing text that is no date reports 'Date input not valid.' to assistive technology", async () => {
  const user = userEvent.setup()
  const { input, onChange } = renderEmptyField('Check out')

  await user.type(input, 'someday')
  await user.tab()

  expect(input).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByRole('status')).toHaveTextContent('Date input not valid.')
  expect(onChange).not.toHaveBeenCalledWith(expect.any(Date))
})

test('a valid date typed after a wrong one clears the warning', async () => {
  const user = userEvent.setup()
  const { input, onChange } = renderEmptyField('Check in')

  await user.type(input, 'xx')
  await user.tab()
  await user.click(input)
  await user.type(input, '12/24/2026')
  await user.tab()

  expect(input).not.toHaveAttribute('aria-invalid')
  expect(screen.getByRole('status')).toHaveTextContent('')
  expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 11, 24))
})

test('a typed day before the earliest allowed one is refused and reported', async () => {
  const user = userEvent.setup()
  const { input, onChange } = renderEmptyField('Check out')

  await user.type(input, '11/21/2026')
  await user.tab()

  expect(input).toHaveAttribute('aria-invalid', 'true')
  expect(onChange).not.toHaveBeenCalledWith(expect.any(Date))
})

test('text typed in the stand-in that is no date stays on show, reported, until changed', async () => {
  const user = userEvent.setup()
  const { input, onChange } = renderEmptyField('Check in', 'next friday')
  const shown = (input as HTMLInputElement).value
  const invalid = input.getAttribute('aria-invalid')

  await user.clear(input)
  await user.type(input, '12/24/2026')
  await user.tab()

  expect(shown).toBe('next friday')
  expect(invalid).toBe('true')
  expect(input).not.toHaveValue('next friday')
  expect(input).not.toHaveAttribute('aria-invalid')
  expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 11, 24))
})
