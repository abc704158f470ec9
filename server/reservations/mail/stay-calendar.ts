/**
 * The stay as an iCalendar file (RFC 5545) attached to a guest's mail, so the guest can put it in
 * their own calendar with one tap. Written by ical-generator, as the channel export is.
 *
 * METHOD:PUBLISH, not REQUEST: a stay is not a meeting, and REQUEST would make mail apps show
 * accept and decline buttons that answer nobody.
 *
 * A stay that no longer happens (declined, cancelled) gets no file rather than an event with
 * STATUS:CANCELLED: under PUBLISH there is no organizer to cancel from (RFC 5546's CANCEL needs
 * one), and apps differ in what they do when such an event is imported: some remove the event of
 * the same UID, others import it as an event of its own, and a guest who taps it would find the
 * cancelled stay in their calendar. No file cannot mislead; the mail says it in words.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { Letter, Stay } from './letter'
import { reservationPageIn } from './guest-pages'
import { mailWordsIn } from './mail-words'

/** null when the letter's stay no longer happens. `stamp`: when the mail was written. */
export function stayCalendar(letter: Letter, stamp: Date): string | null {
  const { stay } = letter
  if (!stay) return null
  const calendar = ical({
    prodId: { company: letter.resortName, product: 'Reservations', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  })
  const lookUp = reservationPageIn(letter.siteOrigin, stay.ref, letter.language)
  // In the letter's language, as its text and HTML are.
  const words = mailWordsIn(letter.language).calendar
  calendar.createEvent({
    id: stayUid(stay.ref, letter.siteOrigin),
    sequence: staySequence(stay),
    start: stay.checkIn,
    end: stay.checkOut,
    allDay: true,
    stamp,
    summary: words.summary(letter.resortName, stay.roomName),
    description: words.description(stay.ref, stay.extras ?? [], lookUp),
    url: lookUp,
    location: stay.location ?? null,
    status: stay.status === 'confirmed' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
  })
  // RFC 5545 ends every content line with CRLF, the last one too.
  return `${calendar.toString()}\r\n`
}

/**
 * Apps that match UIDs keep the event of the highest SEQUENCE, so every later mail of a stay
 * must carry a higher one. A stay only ever moves forward: from tentative to confirmed, once,
 * and through changes, each counted on the reservation (`stay_changes`, never lowered). Two per
 * change and one for the confirmation grows with every mail in either order: a request is 0,
 * its confirmation 1, a change of it 2 (tentative) or 3 (confirmed), and a request changed then
 * confirmed 2 then 3.
 */
export function staySequence(stay: Pick<Stay, 'status' | 'changes'>): number {
  return 2 * (stay.changes ?? 0) + (stay.status === 'confirmed' ? 1 : 0)
}

/** The same for every mail about one stay, so an app updates its event instead of adding one. */
function stayUid(ref: string, siteOrigin: string): string {
  return `stay-${ref}@${hostOf(siteOrigin)}`
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname || 'reservations'
  } catch {
    return 'reservations'
  }
}
