/**
 * Reports over HTTP on both engines (docs/reservations.md, "Reports"): February 2027 made the
 * way the resort makes it, through the API with the server's clock moved to each day (guests
 * booking online, phone bookings, check-in and out, a posted extra and an adjustment, an early
 * check-out, a guest's late cancellation, a no-show, payments and a refund), plus a channel's
 * calendar holding nights, and the figures checked against sums worked out by hand below.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import type { IsoDate } from '../../../domain/calendar'
import type { ReportResponse } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { addStaff } from '../data/staff'
import { hashPassword } from '../services/staff-auth'
import { startApiServer, type ApiServer } from '../test-support/api-server'

const PASSWORD = 'correct horse battery'
const OWNER = 'owner@resort.example'
const FEBRUARY = '/api/staff/reports?from=2027-02-01&to=2027-02-28'
const GUEST = { name: 'Gabriela Silang', email: 'gabriela@example.com', phone: '+63 2 8123 4567' }

/**
 * Prices from content: Hotel Rooms (6 units) ₱2,500 with breakfast or ₱2,000 room only, the
 * first night charged for a cancellation from 3 days before; Cabana Rooms (2 units) ₱3,500, 50%
 * charged; Deluxe Room (4 units) ₱2,500 room only. Promo FEB10: 10% off the room total. Booked
 * on 15 January; a ₱200 environmental fee is added to A's booking only.
 *
 * A  site, Hotel with breakfast, FEB10, 5–8 Feb: in on the 5th; a tour 2 × ₱1,500 on the 6th;
 *    an adjustment of −₱500 on the 7th; pays ₱9,450 by card on the 8th and leaves.
 * B  site, Hotel room only, FEB10, 27 Feb–2 Mar: in on the 27th, pays ₱5,400 by GCash.
 * C  phone, Deluxe room only, 10–13 Feb: in on the 10th; leaves early on the 12th, that night
 *    taken off (an adjustment); pays ₱5,000 cash.
 * D  site, Hotel room only, 20–22 Feb: pays ₱4,000 cash on 15 January; the guest cancels on
 *    the 19th: the first night, ₱2,000, is charged and ₱2,000 given back in cash.
 * E  phone, Cabana, 24–26 Feb: a no-show at 9 PM on the 24th: 50% of ₱7,000 charged.
 * G  the feed 'Airbnb, Cabana 1' holds the Cabana Rooms 1–4 and 14–16 Feb; its conflict on the
 *    10th holds nothing. A second feed, named like a formula, holds nothing.
 *
 * In centavos, for the nights and days 1 to 28 February:
 *
 * | figure         | A          | B           | C               | D            | E      | G | all     |
 * |----------------|------------|-------------|-----------------|--------------|--------|---|---------|
 * | nights sold    | 3          | 2 (27, 28)  | 2 (10, 11)      | 0            | 0      | 5 | 12      |
 * | channel nights |            |             |                 |              |        | 5 | 5       |
 * | room revenue   | 3 × 225000 | 2 × 180000  | 2 × 250000      |              |        | 0 | 1535000 |
 * | extras         | 300000     |             |                 |              |        |   | 300000  |
 * | fees           | 20000      |             |                 |              |        |   | 20000   |
 * | cancellations  |            |             |                 | 200000       |        |   | 200000  |
 * | no-shows       |            |             |                 |              | 350000 |   | 350000  |
 * | adjustments    | −50000     |             | 250000 − 250000 |              |        |   | −50000  |
 * | card           | 945000 (8) |             |                 |              |        |   | 945000  |
 * | cash           |            |             | 500000 (12)     | −200000 (19) |        |   | 300000  |
 * | gcash          |            | 540000 (27) |                 |              |        |   | 540000  |
 *
 * A night's room revenue is its room line less its share of the discount: A 250000 − 10%, B
 * 200000 − 10% (B's 1 March is outside). C's 12th was charged but not sold, so it is an
 * adjustment, as is the line that took it off. A pays 695000 booked + 300000 − 50000 = 945000.
 *
 * Available: 28 nights × 12 units = 336 (Hotel 168, Cabana 56, Deluxe 112).
 * ADR = 1535000 ÷ (12 − 5) = 219285.7 → 219286; RevPAR = 1535000 ÷ 336 = 4568.5 → 4568.
 * Hotel: 1035000 over 5 nights: ADR 207000, RevPAR 1035000 ÷ 168 = 6160.7 → 6161.
 * Cabana: 5 nights, all a channel's: ADR and RevPAR 0. Deluxe: 500000 over 2 nights: ADR
 * 250000, RevPAR 500000 ÷ 112 = 4464.3 → 4464.
 */
describe.each(ENGINES)('the Reports API on %s', (engine) => {
  let api: ApiServer
  let cookie = ''
  let feedIds: number[] = []

  beforeAll(async () => {
    api = await startApiServer(engine)
    await addStaff(api.inspect.db, OWNER, await hashPassword(PASSWORD), new Date().toISOString())
    await seedFebruary()
    feedIds = await seedChannel()
    api.setNow(new Date())
    cookie = await signIn()
  })
  afterAll(async () => {
    await api.stop()
  })

  async function signIn() {
    const response = await api.post('/api/staff/sign-in', { email: OWNER, password: PASSWORD })
    expect(response.status).toBe(200)
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  }

  /** The server's clock at an hour of a resort date, with a session opened then. */
  async function travelTo(date: IsoDate, hour = 10) {
    api.setNow(new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`))
    cookie = await signIn()
  }

  const staffGet = (path: string) => fetch(api.url + path, { headers: { Cookie: cookie } })
  async function staffSend(method: 'POST' | 'PUT', path: string, body: unknown, status = 200) {
    const response = await fetch(api.url + path, {
      method,
      headers: { Cookie: cookie, Origin: api.origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status, `${method} ${path}`).toBe(status)
    return (await response.json()) as unknown
  }
  const desk = (ref: string, path: string, body: unknown = {}, status = 200) =>
    staffSend('POST', `/api/staff/reservations/${ref}/${path}`, body, status)

  async function guestBooking(body: Record<string, unknown>) {
    const response = await api.post('/api/reservations', {
      adults: 2,
      kids: 0,
      guest: GUEST,
      ...body,
    })
    expect(response.status).toBe(201)
    const { ref } = (await response.json()) as ReservationView
    await desk(ref, 'confirm')
    return ref
  }
  async function phoneBooking(body: Record<string, unknown>) {
    const made = (await staffSend(
      'POST',
      '/api/staff/bookings',
      { adults: 2, kids: 0, guest: GUEST, ...body },
      201,
    )) as ReservationView
    return made.ref
  }
  const pay = (ref: string, amount: number, method: string) =>
    desk(ref, 'payments', { amount, method }, 201)

  async function seedFebruary() {
    await travelTo('2027-01-15')
    const withFee = [
      { label: 'VAT 12%', kind: 'percent', amount: 12, included: true },
      { label: 'Environmental fee', kind: 'per_stay', amount: 20_000, included: false },
    ]
    await staffSend('PUT', '/api/staff/fees', { fees: withFee })
    await staffSend('POST', '/api/staff/promos', { code: 'FEB10', percentOff: 10 }, 201)
    const common = { roomId: 1, promoCode: 'FEB10' }
    const a = await guestBooking({
      ...common,
      rate: 'breakfast',
      checkIn: '2027-02-05',
      checkOut: '2027-02-08',
    })
    await staffSend('PUT', '/api/staff/fees', { fees: withFee.slice(0, 1) })
    const b = await guestBooking({
      ...common,
      rate: 'room-only',
      checkIn: '2027-02-27',
      checkOut: '2027-03-02',
    })
    const c = await phoneBooking({
      roomId: 3,
      rate: 'room-only',
      checkIn: '2027-02-10',
      checkOut: '2027-02-13',
    })
    const d = await guestBooking({
      roomId: 1,
      rate: 'room-only',
      checkIn: '2027-02-20',
      checkOut: '2027-02-22',
    })
    await pay(d, 400_000, 'cash')
    const e = await phoneBooking({ roomId: 2, checkIn: '2027-02-24', checkOut: '2027-02-26' })
    await liveFebruary({ a, b, c, d, e })
  }

  async function liveFebruary({ a, b, c, d, e }: Record<'a' | 'b' | 'c' | 'd' | 'e', string>) {
    await travelTo('2027-02-05')
    await desk(a, 'check-in')
    await travelTo('2027-02-06')
    await desk(
      a,
      'charges',
      { description: 'Island-hopping tour', amount: 150_000, quantity: 2 },
      201,
    )
    await travelTo('2027-02-07')
    await desk(
      a,
      'charges',
      { kind: 'adjustment', amount: -50_000, reason: 'Noisy air conditioner' },
      201,
    )
    await travelTo('2027-02-08')
    await pay(a, 945_000, 'card')
    await desk(a, 'check-out')
    await travelTo('2027-02-10')
    await desk(c, 'check-in')
    await travelTo('2027-02-12')
    await pay(c, 500_000, 'cash')
    await desk(c, 'check-out', { keepEarlyNights: false })
    await travelTo('2027-02-19')
    const cancelled = await api.post(`/api/reservations/${d}/cancel`, { email: GUEST.email })
    expect(cancelled.status).toBe(200)
    await pay(d, -200_000, 'cash')
    await travelTo('2027-02-24', 21)
    await desk(e, 'no-show')
    await travelTo('2027-02-27')
    await desk(b, 'check-in')
    await pay(b, 540_000, 'gcash')
  }

  /** Two feeds for the Cabana Rooms; the first holds 1–3 and 14–15 February. */
  async function seedChannel(): Promise<number[]> {
    const at = '2027-01-15T02:00:00.000Z'
    const db = api.inspect.db
    const feeds = await db
      .insertInto('channel_feed')
      .values(
        ['Airbnb, Cabana 1', '=SUM(A1:A9)'].map((name, index) => ({
          room_type_id: 2,
          name,
          url: `https://example.com/calendar-${index}.ics`,
          status: 'ok' as const,
          next_sync_at: at,
          created_at: at,
        })),
      )
      .returning('id')
      .execute()
    const ids = feeds.map((feed) => Number(feed.id))
    const blocks = [
      { uid: 'one@airbnb', state: 'held', check_in: '2027-02-01', check_out: '2027-02-04' },
      { uid: 'two@airbnb', state: 'held', check_in: '2027-02-14', check_out: '2027-02-16' },
      { uid: 'late@airbnb', state: 'conflict', check_in: '2027-02-10', check_out: '2027-02-11' },
    ] as const
    await db
      .insertInto('channel_block')
      .values(
        blocks.map((block) => ({
          ...block,
          feed_id: ids[0] ?? 0,
          room_type_id: 2,
          event_check_in: block.check_in,
          event_check_out: block.check_out,
          summary: 'Reserved',
          updated_at: at,
        })),
      )
      .execute()
    return ids
  }

  const february = async () => (await (await staffGet(FEBRUARY)).json()) as ReportResponse

  test('February’s nights, room revenue, ADR and RevPAR match the sums worked out by hand', async () => {
    const response = await staffGet(FEBRUARY)
    const report = (await response.json()) as ReportResponse

    expect(response.status).toBe(200)
    expect(report).toMatchObject({
      from: '2027-02-01',
      to: '2027-02-28',
      roomNightsAvailable: 336,
      roomNightsSold: 12,
      channelNights: 5,
      occupancy: 12 / 336,
      roomRevenue: 1_535_000,
      revenue: 1_535_000,
      adr: 219_286,
      revpar: 4_568,
    })
    expect(report.note).toMatch(
      /^5 room nights sold were held by channels’ calendars\. .*no revenue here/,
    )
  })

  test('charges for nights nobody slept are other revenue, never in a room type’s revenue', async () => {
    const report = await february()

    expect(report.otherRevenue).toEqual({
      extras: 300_000,
      fees: 20_000,
      cancellations: 200_000,
      noShows: 350_000,
      adjustments: -50_000,
    })
    expect(report.byRoom).toEqual([
      {
        roomId: 1,
        name: 'Hotel Rooms',
        roomNightsAvailable: 168,
        roomNightsSold: 5,
        channelNights: 0,
        occupancy: 5 / 168,
        roomRevenue: 1_035_000,
        revenue: 1_035_000,
        adr: 207_000,
        revpar: 6_161,
      },
      {
        roomId: 2,
        name: 'Cabana Rooms',
        roomNightsAvailable: 56,
        roomNightsSold: 5,
        channelNights: 5,
        occupancy: 5 / 56,
        roomRevenue: 0,
        revenue: 0,
        adr: 0,
        revpar: 0,
      },
      {
        roomId: 3,
        name: 'Deluxe Room',
        roomNightsAvailable: 112,
        roomNightsSold: 2,
        channelNights: 0,
        occupancy: 2 / 112,
        roomRevenue: 500_000,
        revenue: 500_000,
        adr: 250_000,
        revpar: 4_464,
      },
    ])
  })

  test('money collected is by method and by resort day, refunds taken off', async () => {
    const { collected } = await february()

    expect(collected.byMethod).toEqual({ card: 945_000, cash: 300_000, gcash: 540_000 })
    expect(collected.byDay.map((day) => [day.date, day.byMethod])).toEqual([
      ['2027-02-08', { card: 945_000 }],
      ['2027-02-12', { cash: 500_000 }],
      ['2027-02-19', { cash: -200_000 }],
      ['2027-02-27', { gcash: 540_000 }],
    ])
    expect(collected.byDay[2]?.payments).toEqual([
      { at: '2027-02-19T02:00:00.000Z', ref: expect.any(String), method: 'cash', amount: -200_000 },
    ])
  })

  test('the site, the phone and each channel feed are sources, each feed once', async () => {
    const report = await february()

    expect(report.bySource).toEqual([
      { source: 'site', feedId: null, name: 'Site', roomNightsSold: 5, revenue: 1_035_000 },
      { source: 'phone', feedId: null, name: 'Phone', roomNightsSold: 2, revenue: 500_000 },
      {
        source: 'channel',
        feedId: feedIds[0],
        name: 'Airbnb, Cabana 1',
        roomNightsSold: 5,
        revenue: 0,
      },
      { source: 'channel', feedId: feedIds[1], name: '=SUM(A1:A9)', roomNightsSold: 0, revenue: 0 },
    ])
  })

  test('a stay across the range’s end gives each range its nights’ share of the discount', async () => {
    const report = (await (
      await staffGet('/api/staff/reports?from=2027-03-01&to=2027-03-31')
    ).json()) as ReportResponse

    // B's third night, 1 March: ₱2,000 − 10%.
    expect(report).toMatchObject({ roomNightsSold: 1, roomRevenue: 180_000, adr: 180_000 })
    expect(report.otherRevenue).toEqual({
      extras: 0,
      fees: 0,
      cancellations: 0,
      noShows: 0,
      adjustments: 0,
    })
  })

  test('a month breakdown by room type comes with the figures, for the charts', async () => {
    const report = (await (
      await staffGet('/api/staff/reports?from=2027-01-15&to=2027-02-28')
    ).json()) as ReportResponse

    expect(
      report.byMonth.map((month) => [
        month.month,
        month.roomNightsSold,
        month.channelNights,
        month.roomRevenue,
      ]),
    ).toEqual([
      ['2027-01', 0, 0, 0],
      ['2027-02', 12, 5, 1_535_000],
    ])
    expect(report.byMonth[1]?.byRoom.map((room) => room.roomNightsAvailable)).toEqual([
      168, 56, 112,
    ])
    expect(report.collected.byDay[0]).toMatchObject({
      date: '2027-01-15',
      byMethod: { cash: 400_000 },
    })
  })

  test.each([
    ['from=2027-02-30&to=2027-03-01', { from: 'Give the first night as YYYY-MM-DD.' }],
    ['to=2027-03-01', { from: 'Give the first night as YYYY-MM-DD.' }],
    ['from=2027-03-01&to=2027-02-28', { to: 'The last night comes before the first.' }],
    ['from=2027-01-01&to=2028-01-02', { to: 'A report covers at most 366 nights.' }],
  ])('?%s is refused with the field named', async (query, fields) => {
    for (const path of ['/api/staff/reports', '/api/staff/reports.csv']) {
      const response = await staffGet(`${path}?${query}`)
      const { error } = (await response.json()) as ApiError

      expect(response.status).toBe(400)
      expect(error.code).toBe('invalid')
      expect(error.fields).toEqual(fields)
    }
  })

  test('without a session the report is refused', async () => {
    const response = await fetch(api.url + FEBRUARY)

    expect(response.status).toBe(401)
  })

  test('the CSV download carries the same figures, each feed once, and a feed named like a formula is defused', async () => {
    const response = await staffGet('/api/staff/reports.csv?from=2027-02-01&to=2027-02-28')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const whole = '2027-02-01 to 2027-02-28'

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="report-2027-02-01-to-2027-02-28.csv"',
    )
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Period,Room type,Source,Room nights available,Room nights sold,Channel nights,Occupancy (%),Room revenue (PHP),ADR (PHP),RevPAR (PHP)',
      `${whole},All,All,336,12,5,3.57,15350.00,2192.86,45.68`,
      `${whole},Hotel Rooms,All,168,5,0,2.98,10350.00,2070.00,61.61`,
      `${whole},Cabana Rooms,All,56,5,5,8.93,0.00,0.00,0.00`,
      `${whole},Deluxe Room,All,112,2,0,1.79,5000.00,2500.00,44.64`,
      '2027-02,All,All,336,12,5,3.57,15350.00,2192.86,45.68',
      '2027-02,Hotel Rooms,All,168,5,0,2.98,10350.00,2070.00,61.61',
      '2027-02,Cabana Rooms,All,56,5,5,8.93,0.00,0.00,0.00',
      '2027-02,Deluxe Room,All,112,2,0,1.79,5000.00,2500.00,44.64',
      `${whole},All,Site,,5,,,10350.00,,`,
      `${whole},All,Phone,,2,,,5000.00,,`,
      `${whole},All,"Airbnb, Cabana 1",,5,,,0.00,,`,
      `${whole},All,'=SUM(A1:A9),,0,,,0.00,,`,
      '',
      'Period,Figure,Item,Amount (PHP)',
      `${whole},Other revenue,Extras,3000.00`,
      `${whole},Other revenue,Fees,200.00`,
      `${whole},Other revenue,Cancellations,2000.00`,
      `${whole},Other revenue,No-shows,3500.00`,
      `${whole},Other revenue,Adjustments,-500.00`,
      // Invoices are off here: none issued (invoices-api.test.ts has them).
      `${whole},VAT,VATable sales,0.00`,
      `${whole},VAT,VAT,0.00`,
      `${whole},VAT,VAT-exempt sales,0.00`,
      `${whole},VAT,Local fees,0.00`,
      `${whole},Collected,cash,3000.00`,
      `${whole},Collected,card,9450.00`,
      `${whole},Collected,gcash,5400.00`,
      '2027-02-08,Collected,card,9450.00',
      '2027-02-12,Collected,cash,5000.00',
      '2027-02-19,Collected,cash,-2000.00',
      '2027-02-27,Collected,gcash,5400.00',
      '',
    ])
  })
})
