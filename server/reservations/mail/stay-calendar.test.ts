import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { SAMPLE_MAIL_CONTEXT, sampleReservationView } from '../../test-support/sample-reservation'
import type { Letter } from './letter'
import { stayCalendar } from './stay-calendar'
import {
  cancelledEmail,
  confirmedEmail,
  declinedEmail,
  requestReceivedEmails,
  stayChangedEmail,
} from './templates'

const context = SAMPLE_MAIL_CONTEXT
const view = sampleReservationView()
const written = new Date('2026-11-23T06:05:00.000Z')

function letterOf(email: { letter?: Letter }): Letter {
  if (!email.letter) throw new Error('a guest mail without a letter')
  return email.letter
}

function onlyEvent(calendar: string | null) {
  if (calendar === null) throw new Error('no calendar')
  const component = new ICAL.Component(ICAL.parse(calendar))
  const events = component.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  return { component, event: events[0]! }
}

test('a confirmed stay is one all-day event from check-in to check-out, published', () => {
  const calendar = stayCalendar(letterOf(confirmedEmail(view, context)), written)

  const { component, event } = onlyEvent(calendar)
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(calendar).toMatch(/\r\nEND:VCALENDAR\r\n$/)
  expect(calendar).toContain('\r\nDTSTART;VALUE=DATE:20261224\r\n')
  expect(calendar).toContain('\r\nDTEND;VALUE=DATE:20261226\r\n')
  expect(component.getFirstPropertyValue('method')).toBe('PUBLISH')
  expect(event.getFirstPropertyValue('summary')).toBe('Alon Cove Resort: Hotel Rooms')
  expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED')
  expect(event.getFirstPropertyValue('uid')).toBe('stay-K7M2Q9XD@www.aloncove.example')
  expect(String(event.getFirstPropertyValue('dtstamp'))).toBe('2026-11-23T06:05:00Z')
})

test('a request is a tentative event with the same UID its confirmation replaces', () => {
  const [request] = requestReceivedEmails(view, context)

  const requested = onlyEvent(stayCalendar(letterOf(request!), written)).event
  const confirmed = onlyEvent(stayCalendar(letterOf(confirmedEmail(view, context)), written)).event

  expect(requested.getFirstPropertyValue('status')).toBe('TENTATIVE')
  expect(requested.getFirstPropertyValue('uid')).toBe(confirmed.getFirstPropertyValue('uid'))
  expect(Number(confirmed.getFirstPropertyValue('sequence'))).toBeGreaterThan(
    Number(requested.getFirstPropertyValue('sequence')),
  )
})

test('the same mail written twice gives the same calendar, byte for byte', () => {
  const letter = letterOf(confirmedEmail(view, context))

  expect(stayCalendar(letter, written)).toBe(stayCalendar(letter, written))
})

test('the location comes from the resort address, and without one there is no LOCATION', () => {
  const withAddress = confirmedEmail(view, { ...context, resortAddress: 'Cove Road; El Nido' })

  const located = onlyEvent(stayCalendar(letterOf(withAddress), written)).event
  const unlocated = stayCalendar(letterOf(confirmedEmail(view, context)), written)

  expect(located.getFirstPropertyValue('location')).toBe('Cove Road; El Nido')
  expect(unlocated).not.toContain('LOCATION')
})

test('a declined or cancelled stay gets no calendar', () => {
  expect(stayCalendar(letterOf(declinedEmail(view, 'Full', context)), written)).toBeNull()
  expect(stayCalendar(letterOf(cancelledEmail(view, context)), written)).toBeNull()
})

test('nothing the guest typed reaches the calendar', () => {
  const typed = sampleReservationView({
    guest: { name: 'Ana\r\nATTENDEE:evil', email: 'ana@example.com', phone: '1' },
    notes: 'END:VEVENT',
  })

  const calendar = stayCalendar(letterOf(confirmedEmail(typed, context)), written)

  expect(calendar).not.toMatch(/Ana|evil|END:VEVENT\r\nEND:VEVENT/)
})

test('each mail of a stay changed by staff carries a higher SEQUENCE under the same UID', () => {
  const before = {
    roomName: view.roomName,
    checkIn: view.checkIn,
    checkOut: view.checkOut,
    total: view.total,
  }
  const requested = { ...view, status: 'requested' as const }
  const confirmed = { ...view, status: 'confirmed' as const }
  const mails = [
    requestReceivedEmails(requested, context)[0]!,
    stayChangedEmail(requested, before, context, null, 1),
    confirmedEmail(confirmed, context, null, 1),
    stayChangedEmail(confirmed, before, context, null, 2),
  ]

  const events = mails.map((mail) => onlyEvent(stayCalendar(letterOf(mail), written)).event)

  expect(events.map((event) => Number(event.getFirstPropertyValue('sequence')))).toEqual([
    0, 2, 3, 5,
  ])
  expect(new Set(events.map((event) => event.getFirstPropertyValue('uid'))).size).toBe(1)
  expect(events.map((event) => event.getFirstPropertyValue('status'))).toEqual([
    'TENTATIVE',
    'TENTATIVE',
    'CONFIRMED',
    'CONFIRMED',
  ])
})
