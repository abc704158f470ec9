import { expect, test } from 'vitest'
import { SAMPLE_MAIL_CONTEXT, sampleReservationView } from '../../test-support/sample-reservation'
import { textOfLetter } from './letter'
import { cancelledEmail, confirmedEmail, declinedEmail, requestReceivedEmails } from './templates'

const context = SAMPLE_MAIL_CONTEXT
const view = sampleReservationView()

test('the guest is told the reference, room, dates in words, nights, party and total', () => {
  const [guest] = requestReceivedEmails(view, context)

  expect(guest?.to).toBe('ana.reyes@example.com')
  expect(guest?.kind).toBe('request-received')
  expect(guest?.subject).toBe('Reservation request K7M2Q9XD received: Alon Cove Resort')
  expect(guest?.text).toContain('Dear Ana Reyes,')
  expect(guest?.text).toContain('Reference: K7M2Q9XD')
  expect(guest?.text).toContain('Room: Hotel Rooms (With breakfast)')
  expect(guest?.text).toContain('Check-in: Thu 24 Dec 2026')
  expect(guest?.text).toContain('Check-out: Sat 26 Dec 2026')
  expect(guest?.text).toContain('Nights: 2')
  expect(guest?.text).toContain('Guests: 2 adults, 1 child')
  expect(guest?.text).toContain('Total: ₱5,000')
  expect(guest?.text).toContain(
    'Cancellation: Free cancellation until Mon 21 Dec 2026; after that, the first night is charged.',
  )
})

test('every email to the guest states the cancellation policy; one stored without it says nothing', () => {
  const mails = [
    ...requestReceivedEmails(view, context).filter((mail) => mail.kind === 'request-received'),
    confirmedEmail(view, context),
    cancelledEmail(view, context),
  ]
  for (const mail of mails) expect(mail.text).toContain('Cancellation: Free cancellation until')

  const older = { ...view, breakdown: { ...view.breakdown, policy: { text: '', freeUntil: null } } }
  expect(confirmedEmail(older, context).text).not.toContain('Cancellation')
})

test('the guest learns the room is held until the resort decides, and when the hold ends', () => {
  const [guest] = requestReceivedEmails(view, context)

  expect(guest?.text).toContain('Your room is held for you while the resort reviews your request.')
  // 06:05 UTC is 14:05 in Manila.
  expect(guest?.text).toContain('by Wed 25 Nov 2026, 14:05 (Manila time)')
  expect(guest?.text).toContain('as soon as it is confirmed or declined')
})

test('the guest gets the link to look the reservation up or cancel it', () => {
  const [guest] = requestReceivedEmails(view, context)

  expect(guest?.text).toContain('https://www.aloncove.example/reservation?ref=K7M2Q9XD')
  expect(guest?.text).toMatch(/see your reservation or cancel it/)
})

test('the resort is told of the new request with the guest details and the console link', () => {
  const [, resort] = requestReceivedEmails(view, context, 42)

  expect(resort?.to).toBe('frontdesk@aloncove.example')
  expect(resort?.kind).toBe('new-request')
  expect(resort?.reservationId).toBe(42)
  expect(resort?.subject).toBe(
    'New reservation request K7M2Q9XD: Hotel Rooms, Thu 24 Dec 2026 to Sat 26 Dec 2026',
  )
  expect(resort?.text).toContain('Guest: Ana Reyes')
  expect(resort?.text).toContain('Email: ana.reyes@example.com')
  expect(resort?.text).toContain('Phone: +63 917 123 4567')
  expect(resort?.text).toContain('Special requests:\n  Late arrival, around 22:00.')
  expect(resort?.text).toContain('Total: ₱5,000')
  expect(resort?.text).toContain('https://www.aloncove.example/staff')
})

test('both mails carry the reservation id they are linked to, or null without one', () => {
  expect(requestReceivedEmails(view, context, 7).map((mail) => mail.reservationId)).toEqual([7, 7])
  expect(requestReceivedEmails(view, context).map((mail) => mail.reservationId)).toEqual([
    null,
    null,
  ])
})

test('a guest name with CR/LF stays on its line and never reaches a subject', () => {
  const hostile = sampleReservationView({
    guest: { name: 'Ana\r\nBcc: victim@example.org', email: 'ana@example.com', phone: '+63 917' },
    notes: 'Hi\r\nSubject: free room\r\n\r\n.',
  })

  const mails = [
    ...requestReceivedEmails(hostile, context),
    confirmedEmail(hostile, context),
    declinedEmail(hostile, 'Full\r\nBcc: x@example.org', context),
    cancelledEmail(hostile, context),
  ]

  for (const mail of mails) {
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.subject).not.toContain('victim')
    expect(mail.text).not.toMatch(/\r/)
    expect(mail.text).not.toMatch(/^Bcc:/m)
    expect(mail.text).not.toMatch(/^Subject:/m)
  }
  expect(mails[0]?.text).toContain('Dear Ana Bcc: victim@example.org,')
})

test('the confirmation tells the guest the stay is confirmed', () => {
  const mail = confirmedEmail(view, context, 3)

  expect(mail).toMatchObject({ kind: 'confirmed', to: 'ana.reyes@example.com', reservationId: 3 })
  expect(mail.subject).toBe('Reservation K7M2Q9XD confirmed: Alon Cove Resort')
  expect(mail.text).toContain('has confirmed your reservation')
  expect(mail.text).toContain('Check-in: Thu 24 Dec 2026')
  expect(mail.text).toContain('https://www.aloncove.example/reservation?ref=K7M2Q9XD')
})

test('a declined request passes on the reason in the staff words, line by line', () => {
  const mail = declinedEmail(view, 'We are fully booked that week.\nSorry!', context)

  expect(mail).toMatchObject({ kind: 'declined', to: 'ana.reyes@example.com' })
  expect(mail.subject).toBe('Reservation request K7M2Q9XD declined: Alon Cove Resort')
  expect(mail.text).toContain('The resort says:\n  We are fully booked that week.\n  Sorry!\n')
  expect(mail.text).toContain('no longer held for you')
})

test('a decline without a reason says nothing about one', () => {
  const mail = declinedEmail(view, '   ', context)

  expect(mail.text).not.toContain('The resort says')
})

test('the cancellation names the stay and where to write if it was not the guest', () => {
  const mail = cancelledEmail(view, context)

  expect(mail).toMatchObject({ kind: 'cancelled', to: 'ana.reyes@example.com' })
  expect(mail.subject).toBe('Reservation K7M2Q9XD cancelled: Alon Cove Resort')
  expect(mail.text).toContain('Reference: K7M2Q9XD')
  expect(mail.text).toContain('frontdesk@aloncove.example')
})

test('a party of one adult and no kids reads naturally', () => {
  const [guest] = requestReceivedEmails(sampleReservationView({ adults: 1, kids: 0 }), context)

  expect(guest?.text).toContain('Guests: 1 adult\n')
})

test('without a hold expiry the guest mail makes no promise of a time', () => {
  const [guest] = requestReceivedEmails(sampleReservationView({ holdExpiresAt: null }), context)

  expect(guest?.text).not.toContain('Manila time')
})

test('a promo discount and the fees added to the price are lines of their own; an included VAT is not', () => {
  const discounted = sampleReservationView({
    total: 452_000,
    breakdown: {
      ...view.breakdown,
      discount: { code: 'RAINY10', label: 'Promo code RAINY10', amount: 50_000 },
      fees: [
        { label: 'VAT 12%', amount: 48_214, included: true },
        { label: 'Environmental fee', amount: 2_000, included: false },
      ],
      total: 452_000,
    },
  })
  const [guest] = requestReceivedEmails(discounted, context)

  expect(guest?.text).toContain('Promo code RAINY10: -₱500\nEnvironmental fee: ₱20\nTotal: ₱4,520')
  expect(guest?.text).not.toContain('VAT 12%:')
})

test('guest mails carry the letter their text is made from; the resort notice is text alone', () => {
  const [guest, resort] = requestReceivedEmails(view, context)
  const guestMails = [guest, confirmedEmail(view, context), declinedEmail(view, 'No', context)]

  for (const mail of guestMails) expect(mail?.text).toBe(textOfLetter(mail!.letter!))
  expect(resort?.letter).toBeUndefined()
})

test('only a stay that still happens is a calendar event: tentative, then confirmed', () => {
  const [guest] = requestReceivedEmails(view, context)

  expect(guest?.letter?.stay?.status).toBe('tentative')
  expect(confirmedEmail(view, context).letter?.stay?.status).toBe('confirmed')
  expect(declinedEmail(view, '', context).letter?.stay).toBeNull()
  expect(cancelledEmail(view, context).letter?.stay).toBeNull()
})
