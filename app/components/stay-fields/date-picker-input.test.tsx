// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import DatePicker from 'react-datepicker'
import { afterEach, expect, test, vi } from 'vitest'
import { languagePageData } from '../../i18n/catalogues'
import { LocaleContext } from '../../i18n/locale'
import DatePickerInput, { pickerIn } from './date-picker-input'

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

/** The picker of a language's page, open on December 2026 (days from the 3rd), as that page renders it. */
async function openPickerIn(lang: 'ko' | 'fil') {
  const Picker = await pickerIn(lang)
  const user = userEvent.setup()
  render(
    <LocaleContext value={languagePageData(`/${lang}`).locale}>
      <Picker
        label="Check in"
        selected={new Date(2026, 11, 5)}
        minDate={new Date(2026, 11, 3)}
        onChange={noop}
        focusOnMount={false}
      />
    </LocaleContext>,
  )
  await user.click(screen.getByRole('textbox'))
  return user
}

test('on a Korean page the calendar, its buttons, its days and the invalid-date message are Korean; dates still type as MM/dd/yyyy', async () => {
  const user = await openPickerIn('ko')
  const dialog = screen.getByRole('dialog', { name: '날짜 선택' })

  expect(dialog).toHaveTextContent('2026년 12월')
  // Each weekday's heading: its full name for a screen reader, then the short one on show.
  expect(dialog).toHaveTextContent('일요일일월요일월화요일화수요일수목요일목금요일금토요일토')
  expect(screen.getByRole('button', { name: '다음 달' })).toBeVisible()
  expect(screen.getByRole('gridcell', { name: '선택: 2026년 12월 24일 목요일' })).toBeVisible()
  expect(
    screen.getByRole('gridcell', { name: '선택할 수 없음: 2026년 12월 2일 수요일' }),
  ).toBeVisible()
  expect(screen.getByRole('textbox')).toHaveValue('12/05/2026')

  await user.clear(screen.getByRole('textbox'))
  await user.type(screen.getByRole('textbox'), 'someday')
  await user.tab()

  expect(screen.getByRole('status')).toHaveTextContent('올바른 날짜가 아닙니다.')
})

test('on a Filipino page the calendar names months and days in Filipino (date-fns has no Filipino)', async () => {
  await openPickerIn('fil')
  const dialog = screen.getByRole('dialog', { name: 'Pumili ng petsa' })

  expect(dialog).toHaveTextContent('Disyembre 2026')
  expect(dialog).toHaveTextContent('LinggoLinLunesLunMartesMar')
  expect(
    screen.getByRole('gridcell', { name: 'Piliin ang Huwebes, Disyembre 24, 2026' }),
  ).toBeVisible()
})

test("a language's picker is one component however often it is asked for, so a second load never remounts it", async () => {
  expect(await pickerIn('ko')).toBe(await pickerIn('ko'))
})

test('an English page keeps the picker exactly as it was: no date locale to wait for, its own words', async () => {
  expect(pickerIn('en')).toBe(DatePickerInput)
  render(
    <DatePickerInput
      label="Check in"
      selected={new Date(2026, 11, 5)}
      minDate={today}
      onChange={noop}
      focusOnMount
    />,
  )

  const dialog = await screen.findByRole('dialog', { name: 'Choose Date' })
  expect(dialog).toHaveTextContent('December 2026')
  expect(screen.getByRole('button', { name: 'Previous Month' })).toBeVisible()
  expect(
    screen.getByRole('gridcell', { name: 'Choose Thursday, December 24th, 2026' }),
  ).toBeVisible()
})
