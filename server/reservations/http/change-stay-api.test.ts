/**
 * Changing a stay over HTTP on both engines (docs/reservations.md, "States"): priced anew,
 * the new nights held with the no-oversell update and the old ones freed in one transaction,
 * the unit kept or dropped, every refusal leaving everything as it was, and the guest's mail
 * (with the calendar event of the same UID and a higher SEQUENCE) received by a real SMTP server.
 */
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, AvailabilityResponse, ReservationView } from '../../../domain/api-contract'
import { addDays, formatStayDate, resortToday, type IsoDate } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import { describeDifference } from '../../../domain/stay-change'
import type {
  ReservationDetail,
  StayChangePreview,
  StayChangeResponse,
} from '../../../domain/staff-contract'
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test-support/smtp-sink'
import { ENGINES } from '../../test-support/test-database'
import { addStaff } from '../data/staff'
import { hashPassword } from '../services/staff-auth'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { availabilityPath, bookingBody } from '../test-support/bookings'

const PASSWORD = 'correct horse battery'
const DESK = 'changes@resort.example'
const RACES = 12
// The races above queue some fifty mails ahead of these: the worker sends them first, which
// took past 15 s on a busy machine (a bounded wait for the mail, ended as soon as it comes).
const MAIL_WAIT_MS = 40_000
const HOTEL = 1
const CABANA = 2
const DELUXE = 3

describe.each(ENGINES)('changing a stay on %s', (engine) => {
  let sink: SmtpSink
  let api: ApiServer
  let cookie = ''

  beforeAll(async () => {
    sink = await startSmtpSink()
    api = await startApiServer(engine, {
      env: { SMTP_URL: sink.url, SITE_ORIGIN: 'https://www.resort.example' },
      mail: { intervalMs: 200, backoff: { firstMs: 200, maxMs: 400 } },
    })
    await addStaff(api.inspect.db, DESK, await hashPassword(PASSWORD), new Date().toISOString())
    const response = await api.post('/api/staff/sign-in', { email: DESK, password: PASSWORD })
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  })
  afterAll(async () => {
    await api.stop()
    await sink.stop()
  })

  const night = (days: number) => addDays(resortToday(new Date()), days)
  const staffPost = (path: string, body: unknown = {}) => api.post(path, body, { Cookie: cookie })
  const change = (ref: string, body: unknown) =>
    staffPost(`/api/staff/reservations/${ref}/change`, body)

  async function refusalOf(response: Response, status: number) {
    expect(response.status).toBe(status)
    return ((await response.json()) as ApiError).error
  }

  async function changed(response: Response) {
    expect(response.status).toBe(200)
    return (await response.json()) as StayChangeResponse
  }

  /** A stay booked by phone, confirmed at once, as the desk takes one. */
  async function phoneBooking(
    roomId: number,
    checkIn: IsoDate,
    nights: number,
    { adults = 1, email = 'andres@example.com' } = {},
  ) {
    const response = await staffPost('/api/staff/bookings', {
      roomId,
      checkIn,
      checkOut: addDays(checkIn, nights),
      adults,
      kids: 0,
      guest: { name: 'Andres Bonifacio', email, phone: '+63 2 8123 4567' },
    })
    expect(response.status).toBe(201)
    return (await response.json()) as ReservationView
  }

  async function quotedTotal(roomId: number, rate: string, checkIn: IsoDate, checkOut: IsoDate) {
    const response = await api.get(availabilityPath({ checkIn, checkOut }, 1))
    const body = (await response.json()) as AvailabilityResponse
    return body.rooms.find((room) => room.id === roomId)?.rates.find((r) => r.code === rate)?.total
  }

  async function bookedOn(roomId: number, nights: IsoDate[]) {
    const rows = await api.inspect.db
      .selectFrom('inventory_night')
      .select(['night', 'booked'])
      .where('room_type_id', '=', roomId)
      .where('night', 'in', nights)
      .orderBy('night')
      .execute()
    return rows.map((row) => row.booked)
  }

  async function unitNightsOf(ref: string) {
    const rows = await api.inspect.db
      .selectFrom('unit_night')
      .innerJoin('reservation', 'reservation.id', 'unit_night.reservation_id')
      .innerJoin('unit', 'unit.id', 'unit_night.unit_id')
      .select(['unit.label as label', 'unit_night.night as night'])
      .where('reservation.ref', '=', ref)
      .orderBy('unit_night.night')
      .execute()
    return rows.map((row) => `${row.label} ${row.night}`)
  }

  /** Everything a change could touch: the stay, every held night, units, events, mail. */
  async function everything(ref: string) {
    const db = api.inspect.db
    const count = async (table: 'reservation_event' | 'email_outbox' | 'unit_night') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    return {
      stay: await db
        .selectFrom('reservation')
        .select(['room_type_id', 'rate_code', 'check_in', 'check_out', 'total', 'unit_id'])
        .select(['breakdown', 'stay_changes', 'status', 'updated_at'])
        .where('ref', '=', ref)
        .executeTakeFirstOrThrow(),
      nights: await db
        .selectFrom('inventory_night')
        .select(['room_type_id', 'night', 'booked'])
        .where('booked', '>', 0)
        .orderBy('room_type_id')
        .orderBy('night')
        .execute(),
      units: await unitNightsOf(ref),
      events: await count('reservation_event'),
      mails: await count('email_outbox'),
      unitNights: await count('unit_night'),
    }
  }

  function calendarEvent(mail: ReceivedMail) {
    const file = mail.attachments.find((part) => part.contentType === 'text/calendar')
    if (!file) throw new Error('no calendar attached')
    return new ICAL.Component(ICAL.parse(file.content)).getFirstSubcomponent('vevent')!
  }

  test('new dates are priced anew, take the new nights, free the old, and leave an event', async () => {
    const stay = await phoneBooking(HOTEL, night(40), 2)
    const newIn = night(41)
    const newOut = night(44)
    const expected = await quotedTotal(HOTEL, stay.rate, newIn, newOut)

    const body = await changed(await change(stay.ref, { checkIn: newIn, checkOut: newOut }))

    expect(body.preview).toBe(false)
    expect(body.reservation).toMatchObject({ checkIn: newIn, checkOut: newOut, nights: 3 })
    expect(body.reservation.total).toBe(expected)
    expect(body.change).toMatchObject({
      previousTotal: stay.total,
      total: expected,
      difference: (expected ?? 0) - stay.total,
    })
    expect(await bookedOn(HOTEL, [night(40), night(41), night(42), night(43)])).toEqual([
      0, 1, 1, 1,
    ])
    expect(body.events.at(-1)?.note).toBe(
      `Stay changed from Hotel Rooms (${stay.rateLabel}), ${formatStayDate(night(40))} to ` +
        `${formatStayDate(night(42))}, ${formatCentavos(stay.total)} to Hotel Rooms ` +
        `(${stay.rateLabel}), ${formatStayDate(newIn)} to ${formatStayDate(newOut)}, ` +
        `${formatCentavos(expected ?? 0)} (${describeDifference((expected ?? 0) - stay.total)})`,
    )
  })

  test('a preview answers the new total and changes nothing', async () => {
    const stay = await phoneBooking(HOTEL, night(45), 1)
    const before = await everything(stay.ref)

    const response = await change(stay.ref, { checkOut: night(47), preview: true })

    expect(response.status).toBe(200)
    const body = (await response.json()) as StayChangePreview
    expect(body).toMatchObject({ preview: true, change: { previousTotal: stay.total } })
    expect(body.change.total).toBe(await quotedTotal(HOTEL, stay.rate, night(45), night(47)))
    expect(await everything(stay.ref)).toEqual(before)
  })

  test('every refusal names its field or state, and changes nothing', async () => {
    const stay = await phoneBooking(DELUXE, night(50), 2, { adults: 3 })
    const cancelled = await phoneBooking(DELUXE, night(50), 1)
    expect(
      (await staffPost(`/api/staff/reservations/${cancelled.ref}/cancel`, { reason: 'Storm' }))
        .status,
    ).toBe(200)
    const closed = await staffPost('/api/staff/inventory', {
      roomId: DELUXE,
      from: night(52),
      to: night(53),
      action: 'close',
    })
    expect(closed.status).toBe(200)
    const refusals: [unknown, number, string, string | null][] = [
      [{ checkIn: 'next friday' }, 400, 'invalid', 'checkIn'],
      [{ checkOut: night(49) }, 400, 'invalid', 'checkOut'],
      [{ checkOut: night(50) }, 400, 'invalid', 'checkOut'],
      [{ roomId: 99 }, 400, 'invalid', 'roomId'],
      [{ rate: 'champagne' }, 400, 'invalid', 'rate'],
      [{ roomId: HOTEL }, 400, 'invalid', 'roomId'],
      [{}, 400, 'invalid', 'checkIn'],
      [{ checkIn: stay.checkIn, rate: stay.rate }, 400, 'invalid', 'checkIn'],
      [{ checkOut: night(53) }, 409, 'sold_out', null],
      [{ checkOut: night(53), preview: true }, 409, 'sold_out', null],
    ]
    const before = await everything(stay.ref)
    const cancelledBefore = await everything(cancelled.ref)

    for (const [body, status, code, field] of refusals) {
      const error = await refusalOf(await change(stay.ref, body), status)
      expect(error.code, JSON.stringify(body)).toBe(code)
      if (field) expect(error.fields?.[field], JSON.stringify(body)).toBeTruthy()
    }
    const wrongState = await refusalOf(await change(cancelled.ref, { checkOut: night(52) }), 409)

    expect(wrongState.code).toBe('wrong_state')
    expect(wrongState.message).toBe(
      'This reservation is cancelled: only a requested, confirmed or checked-in stay can be changed.',
    )
    expect(await everything(stay.ref)).toEqual(before)
    expect(await everything(cancelled.ref)).toEqual(cancelledBefore)
  })

  test('a one-night extension needs only the new night free, not the nights it holds', async () => {
    const stay = await phoneBooking(CABANA, night(60), 2)
    // The other cabana takes the stay's two nights: they are full, the third is free.
    await phoneBooking(CABANA, night(60), 2, { email: 'other@example.com' })

    const body = await changed(await change(stay.ref, { checkOut: night(63) }))

    expect(body.reservation.checkOut).toBe(night(63))
    expect(await bookedOn(CABANA, [night(60), night(61), night(62)])).toEqual([2, 2, 1])
  })

  test('a unit free on the new nights is kept; one that is not is dropped, said in the event', async () => {
    const stay = await phoneBooking(HOTEL, night(70), 2)
    expect(
      (await staffPost(`/api/staff/reservations/${stay.ref}/assign`, { unit: 'H1' })).status,
    ).toBe(200)
    const neighbour = await phoneBooking(HOTEL, night(73), 1, { email: 'next@example.com' })
    expect(
      (await staffPost(`/api/staff/reservations/${neighbour.ref}/assign`, { unit: 'H1' })).status,
    ).toBe(200)

    const kept = await changed(await change(stay.ref, { checkIn: night(71), checkOut: night(73) }))
    const keptNights = await unitNightsOf(stay.ref)
    const dropped = await changed(await change(stay.ref, { checkOut: night(74) }))

    expect(kept.change.unit).toEqual({ label: 'H1', kept: true })
    expect(kept.unit).toBe('H1')
    expect(keptNights).toEqual([`H1 ${night(71)}`, `H1 ${night(72)}`])
    expect(kept.events.at(-1)?.note).toMatch(/; unit H1 kept$/)
    expect(dropped.change.unit).toEqual({ label: 'H1', kept: false })
    expect(dropped.unit).toBeNull()
    expect(await unitNightsOf(stay.ref)).toEqual([])
    expect(await unitNightsOf(neighbour.ref)).toEqual([`H1 ${night(73)}`])
    expect(dropped.events.at(-1)?.note).toMatch(
      /; unit H1 given up: it is not free on every new night$/,
    )
  })

  test('a unit out of order on a new night is given up, said in the event', async () => {
    const stay = await phoneBooking(HOTEL, night(80), 2)
    expect(
      (await staffPost(`/api/staff/reservations/${stay.ref}/assign`, { unit: 'H2' })).status,
    ).toBe(200)
    const h2 = await api.inspect.db
      .selectFrom('unit')
      .select('id')
      .where('label', '=', 'H2')
      .executeTakeFirstOrThrow()
    const repair = await staffPost(`/api/staff/units/${h2.id}/status`, {
      status: 'out_of_order',
      reason: 'Shower retiled',
      from: night(82),
      to: night(83),
    })
    expect(repair.status).toBe(200)

    const body = await changed(await change(stay.ref, { checkOut: night(83) }))

    expect(body.change.unit).toEqual({ label: 'H2', kept: false })
    expect(body.unit).toBeNull()
    expect(await unitNightsOf(stay.ref)).toEqual([])
    expect(body.events.at(-1)?.note).toMatch(
      /; unit H2 given up: it is out of order on a new night$/,
    )
  })

  test('another room type drops the unit and moves the nights to that room', async () => {
    const stay = await phoneBooking(HOTEL, night(76), 1)
    await staffPost(`/api/staff/reservations/${stay.ref}/assign`, { unit: 'H2' })

    const body = await changed(await change(stay.ref, { roomId: DELUXE }))

    expect(body.reservation).toMatchObject({ roomId: DELUXE, rate: stay.rate })
    expect(body.unit).toBeNull()
    expect(await unitNightsOf(stay.ref)).toEqual([])
    expect(await bookedOn(HOTEL, [night(76)])).toEqual([0])
    expect(await bookedOn(DELUXE, [night(76)])).toEqual([1])
    expect(body.events.at(-1)?.note).toMatch(/unit H2 given up: another room type$/)
  })

  // Some fifty writes, each its own transaction: 2 s on a quiet machine, past 5 s on a busy one.
  test(`${RACES} changes racing bookings for the last unit never oversell`, async () => {
    // Each race: a cabana's two units on night D, one taken; a stay on D-1 extending onto D
    // and a guest booking D, at once. Exactly one of them gets D.
    const races = await Promise.all(
      Array.from({ length: RACES }, async (_, index) => {
        const day = night(200 + index * 3)
        await phoneBooking(CABANA, day, 1, { email: 'first@example.com' })
        const extending = await phoneBooking(CABANA, addDays(day, -1), 1)
        return { day, extending }
      }),
    )

    const answers = await Promise.all(
      races.map(async ({ day, extending }, index) => {
        const extend = () => change(extending.ref, { checkOut: addDays(day, 1) })
        const book = () =>
          api.post('/api/reservations', {
            ...bookingBody({ roomId: CABANA, checkIn: day, checkOut: addDays(day, 1) }),
          })
        // Sent in turns, so SQLite's one writer also meets the booking first in half the races.
        if (index % 2 === 0) {
          const [extension, booking] = await Promise.all([extend(), book()])
          return [extension.status, booking.status]
        }
        const [booking, extension] = await Promise.all([book(), extend()])
        return [extension.status, booking.status]
      }),
    )

    for (const [index, [extension, booking]] of answers.entries()) {
      expect(
        [
          [200, 409],
          [409, 201],
        ],
        `race ${index}`,
      ).toContainEqual([extension, booking])
    }
    for (const { day } of races) {
      const holding = await api.inspect.db
        .selectFrom('reservation')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('room_type_id', '=', CABANA)
        .where('status', 'in', ['requested', 'confirmed'])
        .where('check_in', '<=', day)
        .where('check_out', '>', day)
        .executeTakeFirstOrThrow()
      expect(await bookedOn(CABANA, [day])).toEqual([2])
      expect(Number(holding.n)).toBe(2)
    }
  }, 30_000)

  test(
    'the guest is mailed the new stay, its calendar event of the same UID and a higher SEQUENCE',
    async () => {
      const email = 'gabriela.silang@example.com'
      const stay = await phoneBooking(HOTEL, night(90), 2, { email })
      const confirmation = await sink.waitFor(
        (mail) => mail.to.includes(email) && mail.subject.includes('confirmed'),
        MAIL_WAIT_MS,
      )

      await changed(await change(stay.ref, { checkIn: night(91), checkOut: night(94) }))
      const mail = await sink.waitFor(
        (mail) => mail.to.includes(email) && mail.subject.includes('changed'),
        MAIL_WAIT_MS,
      )

      expect(mail.subject).toBe(`Reservation ${stay.ref} changed: Alon Cove Resort`)
      expect(mail.text).toContain(`Check-in: ${formatStayDate(night(91))}`)
      expect(mail.text).toContain(`Check-out: ${formatStayDate(night(94))}`)
      expect(mail.html).toContain(formatStayDate(night(94)))
      const before = calendarEvent(confirmation)
      const after = calendarEvent(mail)
      expect(after.getFirstPropertyValue('uid')).toBe(before.getFirstPropertyValue('uid'))
      expect(Number(after.getFirstPropertyValue('sequence'))).toBeGreaterThan(
        Number(before.getFirstPropertyValue('sequence')),
      )
      expect(String(after.getFirstPropertyValue('dtstart'))).toBe(night(91))
      expect(String(after.getFirstPropertyValue('dtend'))).toBe(night(94))
    },
    2 * MAIL_WAIT_MS,
  )

  test(
    'a second change mails a higher SEQUENCE again',
    async () => {
      const email = 'teodora.alonso@example.com'
      const stay = await phoneBooking(HOTEL, night(95), 1, { email })
      await changed(await change(stay.ref, { checkOut: night(97) }))
      const first = await sink.waitFor(
        (mail) => mail.to.includes(email) && mail.text.includes(formatStayDate(night(97))),
        MAIL_WAIT_MS,
      )

      await changed(await change(stay.ref, { checkOut: night(98) }))
      const second = await sink.waitFor(
        (mail) => mail.to.includes(email) && mail.text.includes(formatStayDate(night(98))),
        MAIL_WAIT_MS,
      )

      expect(Number(calendarEvent(second).getFirstPropertyValue('sequence'))).toBeGreaterThan(
        Number(calendarEvent(first).getFirstPropertyValue('sequence')),
      )
    },
    2 * MAIL_WAIT_MS,
  )

  test(
    'a requested stay can be changed, and its confirmation still outranks the change',
    async () => {
      const response = await api.post(
        '/api/reservations',
        bookingBody({
          roomId: DELUXE,
          adults: 2,
          kids: 0,
          ...{ checkIn: night(100), checkOut: night(101) },
          guest: { name: 'Juan Luna', email: 'juan.luna@example.com', phone: '+63 917 000 0000' },
        }),
      )
      const stay = (await response.json()) as ReservationView
      await changed(await change(stay.ref, { checkOut: night(102) }))
      const changedMail = await sink.waitFor(
        (mail) => mail.to.includes('juan.luna@example.com') && mail.subject.includes('changed'),
        MAIL_WAIT_MS,
      )

      const confirm = await staffPost(`/api/staff/reservations/${stay.ref}/confirm`)
      const confirmation = await sink.waitFor(
        (mail) => mail.to.includes('juan.luna@example.com') && mail.subject.includes('confirmed'),
        MAIL_WAIT_MS,
      )

      expect(confirm.status).toBe(200)
      expect(((await confirm.json()) as ReservationDetail).reservation.checkOut).toBe(night(102))
      expect(Number(calendarEvent(confirmation).getFirstPropertyValue('sequence'))).toBeGreaterThan(
        Number(calendarEvent(changedMail).getFirstPropertyValue('sequence')),
      )
    },
    2 * MAIL_WAIT_MS,
  )
})
