/**
 * Reports over HTTP on both engines (docs/reservations.md, "Reports"): February 2027 seeded
 * row by row with stays of every kind, a channel's block and closed nights, and the figures
 * checked against sums worked out by hand below.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError } from '../../../domain/api-contract'
import type { Quote } from '../../../domain/pricing'
import type { ReportResponse } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import type { ReservationStatus } from '../../../domain/reservation-status'
import { addStaff } from '../data/staff'
import { hashPassword } from '../services/staff-auth'
import { startApiServer, type ApiServer } from '../test-support/api-server'

const PASSWORD = 'correct horse battery'
const OWNER = 'owner@resort.example'
const AT = '2027-01-15T02:00:00.000Z'
const FEBRUARY = '/api/staff/reports?from=2027-02-01&to=2027-02-28'

type Seeded = {
  ref: string
  roomId: number
  checkIn: string
  checkOut: string
  status: ReservationStatus
  madeBy: 'guest' | 'staff'
  nightly: number
  supplements?: number
  addedFee?: number
  releasedFrom?: string
  charge?: number
}

/**
 * Rooms from content: Hotel Rooms 6 units, Cabana Rooms 2, Deluxe Room 4. February 2027 has 28
 * nights. Stored nights: Hotel on the 20th has 8 units; Deluxe is closed on the 11th (B sold 1
 * there, so 1 counts) and on the 14th (nothing sold, so 0 counts).
 *
 * A  site,  confirmed,   Hotel,  5–8 Feb, 3 × 250,000 + 30,000 supplements (+ an added 75,000
 *    fee, not room revenue): 3 nights, 780,000
 * B  phone, checked out, Deluxe, 10–14 Feb, gave back from the 12th: 2 nights × 300,000 = 600,000
 * C  phone, no-show,     Cabana, 20–22 Feb, charge 350,000 on the 20th: 0 nights, 350,000
 * D  site,  requested,   Hotel,  1–3 Feb: nothing
 * E  site,  cancelled,   Hotel,  30 Jan–2 Feb, charge 99,999 on 30 Jan (outside): nothing
 * F  site,  checked in,  Hotel,  27 Feb–2 Mar, 200,000 a night: 2 nights in range, 400,000
 * G  channel 'Airbnb, Cabana 1' holds Cabana 1–4 Feb: 3 nights, no revenue; its conflict on
 *    10 Feb holds nothing
 *
 * Available: Hotel 28 × 6 + 2 = 170; Cabana 28 × 2 = 56; Deluxe 28 × 4 − 4 − 3 = 105; all 331.
 * Sold: Hotel 5, Cabana 3, Deluxe 2; all 10. Revenue: Hotel 1,180,000, Cabana 350,000, Deluxe
 * 600,000; all 2,130,000.
 */
const STAYS: Seeded[] = [
  {
    ref: 'AAAAAAAA',
    roomId: 1,
    checkIn: '2027-02-05',
    checkOut: '2027-02-08',
    status: 'confirmed',
    madeBy: 'guest',
    nightly: 250000,
    supplements: 30000,
    addedFee: 75000,
  },
  {
    ref: 'BBBBBBBB',
    roomId: 3,
    checkIn: '2027-02-10',
    checkOut: '2027-02-14',
    status: 'checked_out',
    madeBy: 'staff',
    nightly: 300000,
    releasedFrom: '2027-02-12',
  },
  {
    ref: 'CCCCCCCC',
    roomId: 2,
    checkIn: '2027-02-20',
    checkOut: '2027-02-22',
    status: 'no_show',
    madeBy: 'staff',
    nightly: 350000,
    releasedFrom: '2027-02-20',
    charge: 350000,
  },
  {
    ref: 'DDDDDDDD',
    roomId: 1,
    checkIn: '2027-02-01',
    checkOut: '2027-02-03',
    status: 'requested',
    madeBy: 'guest',
    nightly: 250000,
  },
  {
    ref: 'EEEEEEEE',
    roomId: 1,
    checkIn: '2027-01-30',
    checkOut: '2027-02-02',
    status: 'cancelled',
    madeBy: 'guest',
    nightly: 250000,
    charge: 99999,
  },
  {
    ref: 'FFFFFFFF',
    roomId: 1,
    checkIn: '2027-02-27',
    checkOut: '2027-03-02',
    status: 'checked_in',
    madeBy: 'guest',
    nightly: 200000,
  },
]

function quoteOf(stay: Seeded): Quote {
  const nights: string[] = []
  for (
    let day = new Date(`${stay.checkIn}T00:00:00Z`);
    day < new Date(`${stay.checkOut}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  )
    nights.push(day.toISOString().slice(0, 10))
  const roomTotal = nights.length * stay.nightly + (stay.supplements ?? 0)
  return {
    rate: 'room',
    label: 'Room only',
    nightly: nights.map((night) => ({ night, price: stay.nightly, rule: 'Base price' })),
    supplements: stay.supplements ? [{ label: 'Extra adult', amount: stay.supplements }] : [],
    roomTotal,
    discount: null,
    fees: stay.addedFee
      ? [{ label: 'Service charge', amount: stay.addedFee, included: false }]
      : [],
    total: roomTotal + (stay.addedFee ?? 0),
    policy: { text: '', freeUntil: null },
  }
}

describe.each(ENGINES)('the Reports API on %s', (engine) => {
  let api: ApiServer
  let cookie = ''
  let feedIds: number[] = []

  beforeAll(async () => {
    api = await startApiServer(engine)
    const db = api.inspect.db
    await addStaff(db, OWNER, await hashPassword(PASSWORD), AT)
    for (const stay of STAYS) {
      const quote = quoteOf(stay)
      const row = await db
        .insertInto('reservation')
        .values({
          ref: stay.ref,
          room_type_id: stay.roomId,
          rate_code: 'room',
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          nights: quote.nightly.length,
          adults: 2,
          kids: 0,
          guest_name: 'Gabriela Silang',
          guest_email: 'gabriela@example.com',
          guest_phone: '+63 2 8123 4567',
          notes: '',
          status: stay.status,
          total: quote.total,
          breakdown: JSON.stringify(quote),
          hold_expires_at: null,
          request_address: null,
          cancellation_charge: stay.charge ?? null,
          released_from: stay.releasedFrom ?? null,
          created_at: AT,
          updated_at: AT,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('reservation_event')
        .values({
          reservation_id: row.id,
          actor_kind: stay.madeBy,
          staff_id: null,
          at: AT,
          from_status: null,
          to_status: stay.madeBy === 'staff' ? 'confirmed' : 'requested',
          note: '',
        })
        .execute()
    }
    await db
      .insertInto('inventory_night')
      .values([
        { room_type_id: 1, night: '2027-02-20', units: 8, booked: 0, closed: 0 },
        { room_type_id: 3, night: '2027-02-11', units: 4, booked: 1, closed: 1 },
        { room_type_id: 3, night: '2027-02-14', units: 4, booked: 0, closed: 1 },
      ])
      .execute()
    const feeds = await db
      .insertInto('channel_feed')
      .values(
        ['Airbnb, Cabana 1', '=SUM(A1:A9)'].map((name) => ({
          room_type_id: 2,
          name,
          url: 'https://example.com/calendar.ics',
          status: 'ok' as const,
          next_sync_at: AT,
          created_at: AT,
        })),
      )
      .returning('id')
      .execute()
    feedIds = feeds.map((feed) => feed.id)
    const airbnb = feedIds[0] ?? 0
    await db
      .insertInto('channel_block')
      .values(
        [
          { uid: 'held@airbnb', state: 'held', check_in: '2027-02-01', check_out: '2027-02-04' },
          {
            uid: 'late@airbnb',
            state: 'conflict',
            check_in: '2027-02-10',
            check_out: '2027-02-11',
          },
        ].map((block) => ({
          ...block,
          state: block.state as 'held' | 'conflict',
          feed_id: airbnb,
          room_type_id: 2,
          event_check_in: block.check_in,
          event_check_out: block.check_out,
          summary: 'Reserved',
          updated_at: AT,
        })),
      )
      .execute()
    const signedIn = await api.post('/api/staff/sign-in', { email: OWNER, password: PASSWORD })
    cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  })
  afterAll(async () => {
    await api.stop()
  })

  const staffGet = (path: string) => fetch(api.url + path, { headers: { Cookie: cookie } })

  test('February’s totals match the sums worked out by hand', async () => {
    const response = await staffGet(FEBRUARY)
    const report = (await response.json()) as ReportResponse

    expect(response.status).toBe(200)
    expect(report).toMatchObject({
      from: '2027-02-01',
      to: '2027-02-28',
      roomNightsAvailable: 331,
      roomNightsSold: 10,
      occupancy: 10 / 331,
      revenue: 2130000,
      adr: 213000,
      revpar: 6435,
    })
  })

  test('each room type has its own figures', async () => {
    const report = (await (await staffGet(FEBRUARY)).json()) as ReportResponse

    expect(report.byRoom).toEqual([
      {
        roomId: 1,
        name: 'Hotel Rooms',
        roomNightsAvailable: 170,
        roomNightsSold: 5,
        occupancy: 5 / 170,
        revenue: 1180000,
        adr: 236000,
        revpar: 6941,
      },
      {
        roomId: 2,
        name: 'Cabana Rooms',
        roomNightsAvailable: 56,
        roomNightsSold: 3,
        occupancy: 3 / 56,
        revenue: 350000,
        adr: 116667,
        revpar: 6250,
      },
      {
        roomId: 3,
        name: 'Deluxe Room',
        roomNightsAvailable: 105,
        roomNightsSold: 2,
        occupancy: 2 / 105,
        revenue: 600000,
        adr: 300000,
        revpar: 5714,
      },
    ])
  })

  test('the site, the phone and each channel feed are sources', async () => {
    const report = (await (await staffGet(FEBRUARY)).json()) as ReportResponse

    expect(report.bySource).toEqual([
      { source: 'site', feedId: null, name: 'Site', roomNightsSold: 5, revenue: 1180000 },
      { source: 'phone', feedId: null, name: 'Phone', roomNightsSold: 2, revenue: 950000 },
      {
        source: 'channel',
        feedId: feedIds[0],
        name: 'Airbnb, Cabana 1',
        roomNightsSold: 3,
        revenue: 0,
      },
      { source: 'channel', feedId: feedIds[1], name: '=SUM(A1:A9)', roomNightsSold: 0, revenue: 0 },
    ])
  })

  test('a month breakdown by room type comes with the figures, for the charts', async () => {
    const report = (await (
      await staffGet('/api/staff/reports?from=2027-01-30&to=2027-02-28')
    ).json()) as ReportResponse

    expect(
      report.byMonth.map((month) => [month.month, month.roomNightsSold, month.revenue]),
    ).toEqual([
      ['2027-01', 0, 99999],
      ['2027-02', 10, 2130000],
    ])
    expect(report.byMonth[1]?.byRoom.map((room) => room.roomNightsAvailable)).toEqual([
      170, 56, 105,
    ])
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

  test('the CSV download is an attachment with every row, and a feed named like a formula is defused', async () => {
    const response = await staffGet('/api/staff/reports.csv?from=2027-02-01&to=2027-02-28')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="report-2027-02-01-to-2027-02-28.csv"',
    )
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Period,Room type,Source,Room nights available,Room nights sold,Occupancy (%),Revenue (PHP),ADR (PHP),RevPAR (PHP)',
      '2027-02-01 to 2027-02-28,All,All,331,10,3.02,21300.00,2130.00,64.35',
      '2027-02-01 to 2027-02-28,Hotel Rooms,All,170,5,2.94,11800.00,2360.00,69.41',
      '2027-02-01 to 2027-02-28,Cabana Rooms,All,56,3,5.36,3500.00,1166.67,62.50',
      '2027-02-01 to 2027-02-28,Deluxe Room,All,105,2,1.90,6000.00,3000.00,57.14',
      '2027-02,All,All,331,10,3.02,21300.00,2130.00,64.35',
      '2027-02,Hotel Rooms,All,170,5,2.94,11800.00,2360.00,69.41',
      '2027-02,Cabana Rooms,All,56,3,5.36,3500.00,1166.67,62.50',
      '2027-02,Deluxe Room,All,105,2,1.90,6000.00,3000.00,57.14',
      '2027-02-01 to 2027-02-28,All,Site,,5,,11800.00,,',
      '2027-02-01 to 2027-02-28,All,Phone,,2,,9500.00,,',
      '2027-02-01 to 2027-02-28,All,"Airbnb, Cabana 1",,3,,0.00,,',
      "2027-02-01 to 2027-02-28,All,'=SUM(A1:A9),,0,,0.00,,",
      '',
    ])
  })
})
