import { expect, test } from 'vitest'
import { resort } from './resort'
import { rooms } from './rooms'
import { rules } from './rules'
import { siteContent } from './site-content'
import { slides } from './slides'
import { contentProblems } from './validate-content'

test('the shipped content is valid', () => {
  expect(contentProblems(siteContent)).toEqual([])
})

test('the three rooms of SPEC 3 are built in with their capacities and prices', () => {
  expect(rooms.map(({ id, name, maxPerson, price }) => ({ id, name, maxPerson, price }))).toEqual([
    { id: 1, name: 'Hotel Rooms', maxPerson: 2, price: 2500 },
    { id: 2, name: 'Cabana Rooms', maxPerson: 8, price: 3500 },
    { id: 3, name: 'Deluxe Room', maxPerson: 4, price: 2500 },
  ])
})

test('room descriptions say what SPEC 3 says of each', () => {
  const [hotel, cabana, deluxe] = rooms
  expect(hotel?.description).toMatch(/2,500 with breakfast or 2,000 without/)
  expect(cabana?.description).toMatch(/mini pool plus 4 breakfasts/)
  expect(deluxe?.description).toMatch(/3,000 with breakfast or 2,500 without/)
})

test('every room offers the six facilities of SPEC 3', () => {
  for (const room of rooms) {
    expect(room.facilities.map((f) => f.name)).toEqual([
      'Wifi', 'Coffee', 'Bath', 'Parking Space', 'Swimming Pool', 'Breakfast',
    ])
  }
})

test('slides and rules are those of SPEC 2 and 9', () => {
  expect(slides.map((s) => s.title)).toEqual([
    'Your Luxury Hotel For Vacation',
    'Your Luxury Hotel For Vacation',
    'Feel Relax & Enjoy Your Luxuriousness',
  ])
  expect(slides.every((s) => s.btnNext === 'See our rooms')).toBe(true)
  expect(rules.map((r) => r.rules)).toEqual([
    'Check-in : 3:00 PM - 9:00 PM', 'Check-out : 10:30 AM', 'No Smoking', 'No Pet',
  ])
  expect(resort.tagline).toBe('Just Enjoy & Relax')
})

test('invalid content is reported by item and field', () => {
  const broken = {
    ...siteContent,
    rooms: [rooms[0], { ...rooms[1], price: 'cheap', maxPerson: 0 }],
  }

  const problems = contentProblems(broken)

  expect(problems).toContainEqual(expect.stringMatching(/^rooms\[1\] \(Cabana Rooms\)\.price: /))
  expect(problems).toContainEqual(expect.stringMatching(/^rooms\[1\] \(Cabana Rooms\)\.maxPerson: /))
})

test('two rooms with one id are refused, naming the second', () => {
  const broken = { ...siteContent, rooms: [rooms[0], rooms[1], rooms[0]] }

  expect(contentProblems(broken)).toEqual(['rooms[2] (Hotel Rooms).id: duplicate id 1'])
})

test('a slide with a missing title names the slide and the field', () => {
  const broken = { ...siteContent, slides: [{ ...slides[0], title: '' }] }

  expect(contentProblems(broken)).toEqual([expect.stringMatching(/^slides\[0\]\.title: /)])
})
