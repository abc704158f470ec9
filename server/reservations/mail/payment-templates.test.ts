import { expect, test } from 'vitest'
import { sampleReservationView } from '../../test-support/sample-reservation'
import { receiptRejectedEmail } from './payment-templates'
import type { MailContext } from './templates'

const context: MailContext = {
  resortName: 'Alon Cove Resort',
  siteOrigin: 'https://www.aloncove.example',
  resortEmail: 'frontdesk@aloncove.example',
}

const awaiting = {
  ...sampleReservationView(),
  status: 'awaiting_payment' as const,
  holdExpiresAt: '2026-11-25T06:05:00.000Z',
}

test('a rejected receipt tells the guest why and until when the room waits for another', () => {
  const mail = receiptRejectedEmail(awaiting, 'The slip is cut off.', context, 1)

  expect(mail.text).toContain('The slip is cut off.')
  expect(mail.text).toContain('Your room is still held for you until Wed 25 Nov 2026, 14:05')
  expect(mail.text).toContain('Upload another photo or PDF of the receipt')
})

test('a receipt rejected for a booking that holds no room asks for nothing more and promises no room', () => {
  const mail = receiptRejectedEmail(
    { ...awaiting, status: 'expired' },
    'This is another booking’s slip.',
    context,
    1,
  )

  expect(mail.text).toContain('This is another booking’s slip.')
  expect(mail.text).toContain('the booking no longer holds a room')
  expect(mail.text).not.toContain('held for you')
  expect(mail.text).not.toContain('Upload')
})
