import { expect, test } from 'vitest'
import { STAFF_CONFLICTS_PATH, STAFF_PATHS } from '../../../domain/staff-paths'
import { SAMPLE_MAIL_CONTEXT, sampleReservationView } from '../../test-support/sample-reservation'
import {
  paidAfterHoldEmail,
  paidBookingEmail,
  paymentNotRecordedEmail,
  receiptRejectedEmail,
  receiptWaitingEmail,
  refundFailedEmail,
} from './payment-templates'
import { channelConflictEmail, channelFailingEmail, requestReceivedEmails } from './templates'

const context = SAMPLE_MAIL_CONTEXT

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

test("every link of the resort's notices opens a page of the staff console, the stay's own where it names one", () => {
  const view = sampleReservationView()
  const feed = {
    roomName: 'Cabana Rooms',
    feedName: 'Airbnb',
    checkIn: '2027-01-10',
    checkOut: '2027-01-12',
  }
  const notices = [
    ...requestReceivedEmails(view, context, 1).filter((mail) => mail.to === context.resortEmail),
    paidAfterHoldEmail(view, context, 1),
    refundFailedEmail(view.ref, context, 1),
    paidBookingEmail(view, context, 1),
    paymentNotRecordedEmail(
      view.ref,
      { reported: 9_000_000_00, before: 0, total: view.total },
      context,
      1,
    ),
    receiptWaitingEmail(view, context, 1),
    channelConflictEmail(feed, 'Reserved', context),
    channelFailingEmail({ ...feed, error: 'The address answered 404.', failures: 3 }, context),
  ]
  const pages = new Set<string>([...Object.values(STAFF_PATHS), STAFF_CONFLICTS_PATH])

  for (const mail of notices) {
    const links = mail.text.match(/https:\/\/www\.aloncove\.example\S*/g) ?? []
    expect(links, mail.kind).not.toEqual([])
    for (const link of links) {
      const url = new URL(link)
      expect(pages, `${mail.kind}: ${link}`).toContain(`${url.pathname}${url.hash}`)
      if (url.pathname === STAFF_PATHS.reservation) {
        expect(url.searchParams.get('ref'), mail.kind).toBe(view.ref)
      }
    }
  }
})
