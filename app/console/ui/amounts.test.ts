import { expect, test } from 'vitest'
import { centavosFromText, pesosText, percentFromText, wholeFromText } from './amounts'

test('a peso price becomes centavos, with or without the sign, commas and centavos', () => {
  expect(centavosFromText('2500')).toBe(250000)
  expect(centavosFromText(' ₱2,500.5 ')).toBe(250050)
  expect(centavosFromText('1,234,567.89')).toBe(123456789)
  expect(centavosFromText('0.29')).toBe(29)
})

test('a price that could be misread is refused rather than guessed', () => {
  for (const text of ['', '2.500,00', '25,00', '2500.555', '-100', '1e3', 'abc', '12345678'])
    expect(centavosFromText(text)).toBeNull()
})

test('an amount goes back into a form as plain pesos, keeping the centavos', () => {
  expect(pesosText(350000)).toBe('3500')
  expect(pesosText(350005)).toBe('3500.05')
  expect(centavosFromText(pesosText(123456789))).toBe(123456789)
})

test('a percentage may carry a sign and a percent mark', () => {
  expect(percentFromText('-20')).toBe(-20)
  expect(percentFromText('+15 %')).toBe(15)
  expect(percentFromText('12.5%')).toBe(12.5)
  expect(percentFromText('20 percent')).toBeNull()
  expect(percentFromText('')).toBeNull()
})

test('a whole number is digits only', () => {
  expect(wholeFromText(' 3 ')).toBe(3)
  for (const text of ['', '2.5', '-1', '+1', 'two']) expect(wholeFromText(text)).toBeNull()
})
