/**
 * GUESTS.md's "in the language the guest booked in": the booking stores its language, the
 * look-up says it, and every mail to the guest (text, HTML and calendar) is written in it, down
 * a real SMTP server, while the resort's notice stays English. A language the site does not
 * speak is refused like any other invalid field.
 */
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import { formatStayDate } from '../../../domain/calendar'
import type { ReceivedMail, SmtpSink } from '../../test-support/smtp-sink'
import { ENGINES } from '../../test-support/test-database'
import type { ApiServer } from '../test-support/api-server'
import { startMailingApi, type MailingApi } from '../test-support/mailing-api'
import { bookingBody, stayFromToday } from '../test-support/bookings'
import { staffClient, type StaffClient } from '../test-support/staff-client'

describe.each(ENGINES)('the guest’s language on %s', (engine) => {
  let mailing: MailingApi
  let sink: SmtpSink
  let api: ApiServer
  let staff: StaffClient

  beforeAll(async () => {
    mailing = await startMailingApi(engine)
    api = mailing.api
    sink = mailing.sink
    staff = await staffClient(api, 'manager@resort.example')
  })
  afterAll(async () => {
    await mailing.stop()
  })

  const toGuest = (ref: string) => (mail: ReceivedMail) =>
    mail.to.includes('maria.santos@example.com') && mail.text.includes(ref)

  test('a booking in Korean is looked up as Korean and mailed in Korean; the resort reads English', async () => {
    const stay = stayFromToday(140, 2)
    const booked = await api.post('/api/reservations', bookingBody({ ...stay, language: 'ko' }))
    const view = (await booked.json()) as ReservationView

    const request = await sink.waitFor(toGuest(view.ref))
    const notice = await sink.waitFor(
      (mail) => mail.to.includes('desk@resort.example') && mail.text.includes(view.ref),
    )
    const found = await api.get(
      `/api/reservations/${view.ref}?email=${encodeURIComponent('maria.santos@example.com')}`,
    )

    expect(booked.status).toBe(201)
    expect(view.language).toBe('ko')
    expect(((await found.json()) as ReservationView).language).toBe('ko')
    expect(request.subject).toBe(`[Alon Cove Resort] 예약 요청 접수 안내 (예약 번호 ${view.ref})`)
    expect(request.text).toContain('Maria Santos 고객님, 안녕하세요.')
    expect(request.text).toContain(`체크인: ${formatStayDate(stay.checkIn, 'ko')}`)
    expect(request.text).toContain(`https://www.resort.example/ko/reservation?ref=${view.ref}`)
    expect(request.html).toContain('lang="ko"')
    expect(request.html).toContain('예약 확인하기')
    expect(calendarEvent(request.attachments[0]?.content).description).toContain(
      `예약 번호 ${view.ref}.`,
    )
    expect(notice.subject).toMatch(/^New reservation request /)
    expect(notice.text).toContain(`Check-in: ${formatStayDate(stay.checkIn)}`)
  })

  test('staff confirming a Korean booking sends the confirmation and its calendar in Korean', async () => {
    const booked = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(144, 2), language: 'ko' }),
    )
    const { ref } = (await booked.json()) as ReservationView
    await sink.waitFor(toGuest(ref))

    const confirm = await staff.post(`/api/staff/reservations/${ref}/confirm`)
    const confirmed = await sink.waitFor(
      (mail) => toGuest(ref)(mail) && mail.subject.includes('예약 확정'),
    )
    const event = calendarEvent(confirmed.attachments[0]?.content)

    expect(confirm.status).toBe(200)
    expect(confirmed.subject).toBe(`[Alon Cove Resort] 예약 확정 안내 (예약 번호 ${ref})`)
    expect(confirmed.text).toContain('Alon Cove Resort에서 고객님의 예약을 확정했습니다.')
    expect(confirmed.html).toContain('lang="ko"')
    expect(event.status).toBe('CONFIRMED')
    expect(event.description).toBe(
      `예약 번호 ${ref}. 예약 확인 및 취소: https://www.resort.example/ko/reservation?ref=${ref}`,
    )
  })

  test('a booking that names no language is English, as before', async () => {
    const booked = await api.post('/api/reservations', bookingBody(stayFromToday(148, 1)))
    const view = (await booked.json()) as ReservationView

    const request = await sink.waitFor(toGuest(view.ref))

    expect(view.language).toBe('en')
    expect(request.subject).toBe(`Reservation request ${view.ref} received: Alon Cove Resort`)
    expect(request.html).toContain('lang="en"')
  })

  test('a language the site does not speak is an invalid field, and nothing is booked', async () => {
    const hostile = [
      'de',
      'KO',
      'ko ',
      '',
      'en-US',
      'zh-Hans',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      'ko\r\nBcc: someone@evil.example',
      'x'.repeat(2_000),
      42,
      null,
      ['ko'],
      { ko: true },
      true,
    ]
    const before = await reservationCount()

    const answers = await Promise.all(
      hostile.map(async (language) => {
        const response = await api.post(
          '/api/reservations',
          bookingBody({ ...stayFromToday(152, 1), language }),
        )
        return { status: response.status, body: (await response.json()) as ApiError }
      }),
    )

    for (const answer of answers) {
      expect(answer.status).toBe(400)
      expect(answer.body.error.code).toBe('invalid')
      expect(answer.body.error.fields?.language).toBe(
        'Choose one of the site’s languages: en, fil, ko, zh or ja.',
      )
    }
    expect(await reservationCount()).toBe(before)
  })

  async function reservationCount(): Promise<number> {
    const row = await api.inspect.db
      .selectFrom('reservation')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }
})

/** The one event of a mail's calendar file, as a calendar app reads it. */
function calendarEvent(file: string | undefined): { description: string; status: string } {
  const [event] = new ICAL.Component(ICAL.parse(file ?? '')).getAllSubcomponents('vevent')
  return {
    description: String(event?.getFirstPropertyValue('description') ?? ''),
    status: String(event?.getFirstPropertyValue('status') ?? ''),
  }
}
