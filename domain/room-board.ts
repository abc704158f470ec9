/**
 * The room board's layout (docs/reservations.md, "The room board"): each stay's nights in the
 * window as bars on its units' rows, cut at the window's edges, with the room type's unassigned
 * stays and channel blocks in rows of their own, lined up in lanes where they overlap. Pure, so
 * the server's answer is tested night by night without a database.
 */
import { addDays, daysBetween, nightsOf, parseIsoDate, type IsoDate } from './calendar'
import { heldNights, type DeskStay } from './front-desk'
import {
  BOARD_NIGHTS,
  type BoardBar,
  type BoardChannelBar,
  type BoardRoom,
  type BoardRow,
  type BoardSpan,
} from './staff-contract'

export type BoardWindow = { from: IsoDate; nights: number }

/** The window asked for, or each field's problem in words. */
export function readBoardWindow(
  fromInput: unknown,
  nightsInput: unknown,
): { window: BoardWindow } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {}
  const from = parseIsoDate(fromInput)
  const nights =
    typeof nightsInput === 'string' && /^\d+$/.test(nightsInput) ? Number(nightsInput) : NaN
  if (!from) fields.from = 'Give the first night as YYYY-MM-DD.'
  if (!(nights >= BOARD_NIGHTS.fewest && nights <= BOARD_NIGHTS.most))
    fields.nights = `Show ${BOARD_NIGHTS.fewest} to ${BOARD_NIGHTS.most} nights.`
  return from && !fields.nights ? { window: { from, nights } } : { fields }
}

export function windowNights(window: BoardWindow): IsoDate[] {
  return nightsOf(window.from, addDays(window.from, window.nights))
}

/** The columns of the nights [checkIn, checkOut) inside the window, or null when none are. */
export function clipToWindow(
  checkIn: IsoDate,
  checkOut: IsoDate,
  window: BoardWindow,
): Omit<BoardSpan, 'lane'> | null {
  const first = Math.max(0, daysBetween(window.from, checkIn))
  const end = Math.min(window.nights, daysBetween(window.from, checkOut))
  if (end <= first) return null
  return {
    start: first,
    span: end - first,
    cutBefore: checkIn < window.from,
    cutAfter: daysBetween(window.from, checkOut) > window.nights,
  }
}

/**
 * Lines bars up so that none overlaps another in its lane: each, by its first column, takes the
 * first lane free by then. A unit's row needs one lane (the database gives a unit's night to one
 * stay); the unassigned and channel rows need as many as stays overlap.
 */
export function inLanes<T extends Omit<BoardSpan, 'lane'>>(
  bars: readonly T[],
): { lanes: number; bars: (T & { lane: number })[] } {
  const laneEnds: number[] = []
  const placed = [...bars]
    .sort((a, b) => a.start - b.start || b.span - a.span)
    .map((bar) => {
      const free = laneEnds.findIndex((end) => end <= bar.start)
      const lane = free === -1 ? laneEnds.length : free
      laneEnds[lane] = bar.start + bar.span
      return { ...bar, lane }
    })
  return { lanes: Math.max(1, laneEnds.length), bars: placed }
}

/** A stay as the board reads it: its unit on each night that has one (unit_night). */
export type BoardStayInput = DeskStay & {
  ref: string
  roomId: number
  unitOn: ReadonlyMap<IsoDate, number>
}

/** A unit; `outOfOrder` its nights out of service, `from` and `to` both included. */
export type BoardUnit = {
  id: number
  roomTypeId: number
  label: string
  retired: boolean
  outOfOrder?: { from: IsoDate; to: IsoDate; reason: string } | null
}

export type BoardInput = {
  window: BoardWindow
  rooms: readonly { id: number; name: string }[]
  units: readonly BoardUnit[]
  stays: readonly BoardStayInput[]
  blocks: readonly {
    roomId: number
    feed: string
    summary: string
    checkIn: IsoDate
    checkOut: IsoDate
  }[]
  closed: readonly { roomId: number; night: IsoDate }[]
}

type Run = { ref: string; unitId: number | null; checkIn: IsoDate; checkOut: IsoDate }

/**
 * A stay's held nights in the window, as runs of consecutive nights on one unit (or none): a
 * guest moved during the stay is two bars, one on each unit. A run at the window's edge whose
 * stay holds nights beyond it reaches past the edge, so its bar is drawn cut there.
 */
export function runsOf(stay: BoardStayInput, window: BoardWindow): Run[] {
  const last = addDays(window.from, window.nights)
  const held = heldNights(stay)
  const runs: Run[] = []
  for (const night of held) {
    if (night < window.from || night >= last) continue
    const unitId = stay.unitOn.get(night) ?? null
    const previous = runs.at(-1)
    if (previous && previous.unitId === unitId && previous.checkOut === night)
      previous.checkOut = addDays(night, 1)
    else runs.push({ ref: stay.ref, unitId, checkIn: night, checkOut: addDays(night, 1) })
  }
  const first = runs[0]
  const final = runs.at(-1)
  if (first && first.checkIn === window.from && (held[0] ?? last) < window.from)
    first.checkIn = addDays(window.from, -1)
  if (final && final.checkOut === last && (held.at(-1) ?? window.from) >= last)
    final.checkOut = addDays(last, 1)
  return runs
}

function barsOf(runs: readonly Run[], window: BoardWindow): Omit<BoardBar, 'lane'>[] {
  return runs.flatMap((run) => {
    const span = clipToWindow(run.checkIn, run.checkOut, window)
    return span ? [{ ref: run.ref, ...span }] : []
  })
}

/**
 * Every room type with its unassigned row first, its channel blocks, then its units in order;
 * a retired unit only while a stay in the window still has it, so no stay goes undrawn.
 */
export function layOutBoard(input: BoardInput): BoardRoom[] {
  const { window } = input
  const runs = input.stays.flatMap((stay) =>
    runsOf(stay, window).map((run) => ({ ...run, roomId: stay.roomId })),
  )
  return input.rooms.map((room) => {
    const roomRuns = runs.filter((run) => run.roomId === room.id)
    const row = (unit: BoardUnit | null): BoardRow => ({
      unit: unit && { id: unit.id, label: unit.label, retired: unit.retired },
      ...inLanes(
        barsOf(
          roomRuns.filter((run) => run.unitId === (unit?.id ?? null)),
          window,
        ),
      ),
      outOfOrder: unit?.outOfOrder ? outOfOrderSpan(unit.outOfOrder, window) : null,
    })
    const channelBars: Omit<BoardChannelBar, 'lane'>[] = input.blocks
      .filter((block) => block.roomId === room.id)
      .flatMap((block) => {
        const span = clipToWindow(block.checkIn, block.checkOut, window)
        return span ? [{ feed: block.feed, summary: block.summary, ...span }] : []
      })
    const unitsInUse = new Set(runs.map((run) => run.unitId))
    return {
      id: room.id,
      name: room.name,
      closed: input.closed
        .filter((night) => night.roomId === room.id)
        .map((night) => night.night)
        .sort(),
      unassigned: row(null),
      channels: inLanes(channelBars),
      units: input.units
        .filter((unit) => unit.roomTypeId === room.id && (!unit.retired || unitsInUse.has(unit.id)))
        .map(row),
    }
  })
}

function outOfOrderSpan(
  nights: { from: IsoDate; to: IsoDate; reason: string },
  window: BoardWindow,
): BoardRow['outOfOrder'] {
  const span = clipToWindow(nights.from, addDays(nights.to, 1), window)
  return span && { ...span, reason: nights.reason }
}

/** For each of the window's columns, the refs of the bars over it: what a table cell names. */
export function refsByColumn(row: Pick<BoardRow, 'bars'>, columns: number): string[][] {
  const cells = Array.from({ length: columns }, (): string[] => [])
  for (const bar of row.bars) {
    for (let column = bar.start; column < bar.start + bar.span && column < columns; column += 1)
      cells[column]?.push(bar.ref)
  }
  return cells
}

/** The units a stay's bar may move to: its room type's others, in service. */
export function moveTargets(room: Pick<BoardRoom, 'units'>, fromUnitId: number | null) {
  return room.units.flatMap((row) =>
    row.unit && !row.unit.retired && row.unit.id !== fromUnitId ? [row.unit] : [],
  )
}
