/**
 * The Reports screen's figures for a range of nights (docs/reservations.md, "Reports"): the
 * rows gathered here, the arithmetic in domain/reports.ts.
 */
import { addDays } from '../../../domain/calendar'
import {
  buildReport,
  checkReportRange,
  type Report,
  type ReportLine,
} from '../../../domain/reports'
import { heldBlocksBetween } from '../data/channels'
import type { Db } from '../data/connect'
import { roomTypeUnits, storedNights } from '../data/inventory'
import { invoicesIssuedBetween } from '../data/invoices'
import { reportFeeds, reportLines, reportPayments, reportStays } from '../data/reports'
import type { BookableRoom } from './catalog'
import { invalid, ok, refuse, type Outcome } from './problem'

export async function report(
  db: Db,
  rooms: readonly BookableRoom[],
  fromInput: unknown,
  toInput: unknown,
): Promise<Outcome<Report>> {
  const checked = checkReportRange(fromInput, toInput)
  if (!checked.ok) return refuse(invalid(checked.fields))
  const { from, to } = checked.range
  const end = addDays(to, 1)
  const [stored, units, stays, lines, blocks, feeds, payments, invoices] = await Promise.all([
    storedNights(db, from, end),
    roomTypeUnits(db),
    reportStays(db, from, end),
    reportLines(db, from, end),
    heldBlocksBetween(db, from, end),
    reportFeeds(db),
    reportPayments(db, from, end),
    invoicesIssuedBetween(db, from, to),
  ])
  const linesOf = new Map<number, ReportLine[]>()
  for (const { reservationId, ...line } of lines) {
    const found = linesOf.get(reservationId)
    if (found) found.push(line)
    else linesOf.set(reservationId, [line])
  }
  return ok(
    buildReport({
      from,
      to,
      rooms: rooms.map((room) => ({
        id: room.id,
        name: room.name,
        units: units.get(room.id) ?? room.units,
      })),
      nights: [...stored].flatMap(([roomId, nights]) =>
        [...nights].map(([night, stock]) => ({
          roomId,
          night,
          units: stock.units,
          closed: stock.closed,
        })),
      ),
      stays: stays.map((row) => ({
        roomId: row.room_type_id,
        // Only staff make a reservation without a guest: a booking taken on the phone.
        source: row.made_by === 'staff' ? 'phone' : 'site',
        status: row.status,
        checkIn: row.check_in,
        checkOut: row.check_out,
        releasedFrom: row.released_from,
        lines: linesOf.get(row.id) ?? [],
      })),
      blocks: blocks.map((block) => ({
        roomId: block.roomId,
        feedId: block.feedId,
        checkIn: block.checkIn,
        checkOut: block.checkOut,
      })),
      feeds,
      payments,
      invoices,
    }),
  )
}
