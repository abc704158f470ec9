/**
 * Housekeeping (docs/reservations.md, "Housekeeping"): a unit's status, which statuses a guest
 * may be given the key in, the one-tap next status, the order a day's units are cleaned in, and
 * the checks of a status change. Pure, so the console offers what the server allows.
 */
import { addDays, daysBetween, nightsOf, parseIsoDate, type IsoDate } from './calendar'

export const UNIT_STATUSES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const
export type UnitStatus = (typeof UNIT_STATUSES)[number]

export const UNIT_STATUS_WORDS: Record<UnitStatus, string> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
}

/** The resort's hour (0 to 23) when units slept in last night become dirty. */
export const DEFAULT_HOUSEKEEPING_DAY_HOUR = 6

export function isReady(status: UnitStatus): boolean {
  return status === 'clean' || status === 'inspected'
}

/**
 * The status one tap gives: cleaned, then inspected; an inspected room a guest walked into is
 * dirty again; a unit back from repairs is cleaned before anyone sleeps in it.
 */
export const NEXT_STATUS: Record<UnitStatus, { status: UnitStatus; action: string }> = {
  dirty: { status: 'clean', action: 'Mark clean' },
  clean: { status: 'inspected', action: 'Mark inspected' },
  inspected: { status: 'dirty', action: 'Mark dirty' },
  out_of_order: { status: 'dirty', action: 'Back in service' },
}

/** Who is in a unit on a day: leaving it, staying on in it, arriving to it (anything but absent). */
export type UnitDay = { departing?: unknown; stayingOver?: unknown; arriving?: unknown }

/**
 * The order a day's units are cleaned in: rooms guests leave first (the next guest may come the
 * same day), then rooms guests stay on in, then arrivals' rooms (to check them ready), then the
 * rest. Units keep their given order (room type and position) within each group.
 */
export function cleaningOrder<T extends UnitDay>(units: readonly T[]): T[] {
  const rank = (unit: T) => (unit.departing ? 0 : unit.stayingOver ? 1 : unit.arriving ? 2 : 3)
  return units
    .map((unit, index) => ({ unit, index }))
    .sort((a, b) => rank(a.unit) - rank(b.unit) || a.index - b.index)
    .map(({ unit }) => unit)
}

export type StatusChangeInput = { status: unknown; reason?: unknown; from?: unknown; to?: unknown }
export type StatusChange =
  | { status: Exclude<UnitStatus, 'out_of_order'> }
  | { status: 'out_of_order'; reason: string; from: IsoDate; to: IsoDate }

export const MAX_OUT_OF_ORDER_NIGHTS = 366
const MAX_REASON_LENGTH = 500

/** The change asked for, or the words under each field that is wrong. */
export function checkStatusChange(
  input: StatusChangeInput,
): { change: StatusChange } | { fields: Record<string, string> } {
  const status = UNIT_STATUSES.find((known) => known === input.status)
  if (!status) return { fields: { status: 'Choose clean, dirty, inspected or out of order.' } }
  if (status !== 'out_of_order') return { change: { status } }
  const fields: Record<string, string> = {}
  const reason = typeof input.reason === 'string' ? input.reason.trim() : ''
  if (reason === '') fields.reason = 'Say why the unit is out of order.'
  else if (reason.length > MAX_REASON_LENGTH)
    fields.reason = `Keep the reason to ${MAX_REASON_LENGTH} characters.`
  const from = parseIsoDate(input.from)
  const to = parseIsoDate(input.to)
  if (!from) fields.from = 'Give the first night out of order as a date, e.g. 2026-12-01.'
  if (!to) fields.to = 'Give the last night out of order as a date, e.g. 2026-12-03.'
  if (from && to && to < from) fields.to = 'The last night cannot be before the first.'
  if (from && to && daysBetween(from, to) >= MAX_OUT_OF_ORDER_NIGHTS)
    fields.to = `Take a unit out of order for at most ${MAX_OUT_OF_ORDER_NIGHTS} nights at a time.`
  if (Object.keys(fields).length > 0 || !from || !to) return { fields }
  return { change: { status, reason, from, to } }
}

/** The nights out of order, `from` and `to` both included. */
export function outOfOrderNights(from: IsoDate, to: IsoDate): IsoDate[] {
  return nightsOf(from, addDays(to, 1))
}

/** The out-of-order spell of a unit that covers one of these nights, if it has one. */
export function outOfOrderOn(
  unit: { status: UnitStatus; from: IsoDate | null; to: IsoDate | null } | undefined,
  nights: readonly IsoDate[],
): { from: IsoDate; to: IsoDate } | null {
  if (unit?.status !== 'out_of_order' || !unit.from || !unit.to) return null
  const { from, to } = unit
  return nights.some((night) => night >= from && night <= to) ? { from, to } : null
}
