import { expect, test } from 'vitest'
import { csvCell } from './report-csv'

test.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
  'text a spreadsheet would run as a formula (%j) starts with an apostrophe',
  (text) => {
    expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/)
  },
)

test('a comma, a quote or a line break is quoted, with quotes doubled', () => {
  expect(csvCell('Airbnb, Cabana 1')).toBe('"Airbnb, Cabana 1"')
  expect(csvCell('The "Nipa" hut')).toBe('"The ""Nipa"" hut"')
  expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`)
})

test('plain text, numbers and empty cells are written as they are', () => {
  expect(csvCell('Hotel Rooms')).toBe('Hotel Rooms')
  expect(csvCell(-5)).toBe('-5')
  expect(csvCell(null)).toBe('')
})

test('a figure we wrote stays a number to a spreadsheet, a negative one too', () => {
  expect(csvCell({ figure: '-500.00' })).toBe('-500.00')
  expect(csvCell('-500.00')).toBe("'-500.00")
})
