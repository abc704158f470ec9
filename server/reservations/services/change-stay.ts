/**
 * Changing a stay (docs/reservations.md, "States"): new room, dates or rate for a requested
 * or confirmed stay, priced anew at the prices in force, in one transaction: the new nights
 * taken with the conditional update of decision 013, the old ones given back, the unit kept
 * or dropped, the event and the guest's mail. A night not free refuses the whole change.
 * A preview runs the same transaction and rolls it back, so what it quotes (or refuses) is
 * exactly what saving would do at that moment.
 */
import type { Transaction } from 'kysely'
import { formatStayDate, nightsOf, resortToday, type IsoDate } from '../../../domain/calendar'
import { linesOfChange } from '../../../domain/folio'
import { withExtras } from '../../../domain/quote-extras'
import { stateInWords } from '../../../domain/front-desk'
import { promoDiscount } from '../../../domain/promos'
import { readQuoteSnapshot } from '../../../domain/rates'
import { normalizeReference } from '../../../domain/reference'
import {
  describeChange,
  keepingNightPrices,
  priceDifference,
  shiftNights,
  stayMayChange,
  withKeptRules,
  type StayTerms,
} from '../../../domain/stay-change'
import type {
  StaffMember,
  StayChangePreview,
  StayChangeRequest,
  StayChangeResponse,
  StayChangeSummary,
} from '../../../domain/staff-contract'
import { folioLinesOf, insertFolioLines } from '../data/folio'
import { ensureNights, holdNights, releaseNights } from '../data/inventory'
import { findPromo } from '../data/prices'
import {
  findReservationByRef,
  insertEvent,
  updateStayTerms,
  type Actor,
} from '../data/reservations'
import type { Database, ReservationRow } from '../data/tables'
import { enqueueEmails } from '../mail/outbox'
import { stayChangedEmail } from '../mail/templates'
import { priceStay } from './catalog'
import { ok, refuse, SOLD_OUT, type Outcome, type Problem } from './problem'
import { toReservationView } from './reservation-view'
import { NOT_FOUND, reservationDetail, type DeskContext } from './staff-desk'
import { checkStayChange, type CheckedChange } from './stay-change-check'
import { keepOrDropUnit } from './stay-change-unit'
import { beneficiaryLinesFor } from './stay-discounts'
import { CHANGED_MEANWHILE, Refused, refusedOutcome } from './unit-assignment'

/** Thrown to roll a preview back once it has said what the change would be. */
class PreviewDone extends Error {
  constructor(readonly change: StayChangeSummary) {
    super('preview')
  }
}

export async function changeStay(
  context: DeskContext,
  ref: string,
  request: StayChangeRequest,
  staff: StaffMember,
  options: { siteOrigin: string; now: Date },
): Promise<Outcome<StayChangeResponse | StayChangePreview>> {
  const outcome = await changeStayTerms(
    context,
    ref,
    request,
    { kind: 'staff', staffId: staff.id },
    options,
  )
  if (!outcome.ok) return outcome
  if (request.preview) return ok({ change: outcome.value, preview: true })
  const reference = normalizeReference(ref) ?? ref
  const detail = await reservationDetail(context, reference, options.now)
  return detail.ok ? ok({ ...detail.value, change: outcome.value, preview: false }) : detail
}

/** What a change of stay needs, whoever makes it: staff with 'Change stay', or its guest. */
export type StayChangeContext = Pick<DeskContext, 'db' | 'rooms' | 'prices' | 'mail'>

/** The change itself, or with `preview` what it would be, made by `actor`. */
export async function changeStayTerms(
  context: StayChangeContext,
  ref: string,
  request: StayChangeRequest,
  actor: Actor,
  options: { siteOrigin: string; now: Date },
): Promise<Outcome<StayChangeSummary>> {
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  return context.db
    .transaction()
    .execute(async (trx): Promise<Outcome<StayChangeSummary>> => {
      const row = await findReservationByRef(trx, reference)
      if (!row) return refuse(NOT_FOUND)
      if (!stayMayChange(row.status)) {
        return refuse({
          code: 'wrong_state',
          message: `${stateInWords(row.status)}: only a requested, confirmed or checked-in stay can be changed.`,
        })
      }
      const checked = checkStayChange(context.rooms, row, request, options.now)
      if (!checked.ok) return checked
      const change = await applyChange(context, trx, row, checked.value, actor, options)
      if (request.preview) throw new PreviewDone(change)
      return ok(change)
    })
    .catch((error: unknown) => {
      if (error instanceof PreviewDone) return ok(error.change)
      return refusedOutcome(error)
    })
}

async function applyChange(
  context: StayChangeContext,
  trx: Transaction<Database>,
  row: ReservationRow,
  { room, rate, from, to }: CheckedChange,
  actor: Actor,
  options: { siteOrigin: string; now: Date },
): Promise<StayChangeSummary> {
  const at = options.now.toISOString()
  // Priced inside the transaction, as a booking is: what is stored is the price in force now.
  const current = await context.prices.current(trx)
  const previous = readQuoteSnapshot(row.breakdown, row.check_in)
  const inHouse = row.status === 'checked_in'
  const pricing = inHouse
    ? { ...current, book: keepingNightPrices(current.book, room.id, rate.code, previous.nightly) }
    : current
  const priced = priceStay(
    pricing,
    room,
    rate,
    to,
    { adults: row.adults, kids: row.kids },
    options.now,
    await keptPromo(trx, previous.discount?.code),
  )
  // The extras the guest chose stay as they were priced, in the quote as in the folio.
  const quote = withExtras(
    inHouse ? withKeptRules(priced, previous.nightly) : priced,
    previous.extras ?? [],
  )
  const terms = {
    room_type_id: to.roomId,
    rate_code: to.rate,
    check_in: to.checkIn,
    check_out: to.checkOut,
    nights: nightsOf(to.checkIn, to.checkOut).length,
    total: quote.total,
    breakdown: JSON.stringify(quote),
  }
  const read = { id: row.id, status: row.status, stayChanges: row.stay_changes }
  // The stay's row before its nights, in the order a cancellation takes them, so a change and a
  // cancellation of one stay never wait on each other's rows.
  if (!(await updateStayTerms(trx, read, terms, at))) throw new Refused(CHANGED_MEANWHILE)
  const lines = await folioLinesOf(trx, row.id)
  const changed = [...lines, ...linesOfChange(lines, quote, to.checkIn)]
  const repriced = await beneficiaryLinesFor(trx, row, changed, resortToday(options.now))
  await insertFolioLines(trx, row.id, [...changed.slice(lines.length), ...repriced], actor, at)
  await moveNights(trx, from, to)
  const unit = await keepOrDropUnit(trx, row, from, to, resortToday(options.now))
  // A guest in the house sleeps in their unit: a change that cannot keep it is not made.
  if (inHouse && unit && !unit.kept) throw new Refused(unitTaken(unit.label, to))
  const roomName = (id: number) => context.rooms.find((r) => r.id === id)?.name ?? `Room ${id}`
  await insertEvent(trx, {
    reservationId: row.id,
    actor,
    at,
    from: row.status,
    to: row.status,
    note: [
      describeChange(
        {
          ...from,
          roomName: roomName(from.roomId),
          rateLabel: previous.label,
          total: Number(row.total),
        },
        { ...to, roomName: room.name, rateLabel: quote.label, total: quote.total },
      ),
      unit?.note,
    ]
      .filter(Boolean)
      .join('; '),
  })
  await mailGuest(context, trx, row, options)
  return {
    previousTotal: Number(row.total),
    total: quote.total,
    difference: priceDifference(Number(row.total), quote.total),
    ...to,
    nights: terms.nights,
    rateLabel: quote.label,
    unit: unit && { label: unit.label, kept: unit.kept },
  }
}

function unitTaken(label: string, to: StayTerms): Problem {
  return {
    code: 'unit_taken',
    message: `Unit ${label} is taken by another stay on a night before ${formatStayDate(to.checkOut)}: the guest cannot stay on in it. Move that stay to another unit first, or choose an earlier check-out.`,
  }
}

/**
 * Takes and gives back the nights in one pass ordered by room and night, the order bookings and
 * syncs lock them in, so a change never waits on another transaction's rows in the opposite order.
 */
async function moveNights(trx: Transaction<Database>, from: StayTerms, to: StayTerms) {
  const shift = shiftNights(from, to)
  await ensureNights(trx, to.roomId, shift.take)
  const steps = [
    ...shift.take.map((night) => ({ roomId: to.roomId, night, take: true })),
    ...shift.giveBack.map((night) => ({ roomId: from.roomId, night, take: false })),
  ].sort((a, b) => a.roomId - b.roomId || compareNights(a.night, b.night))
  for (const step of steps) {
    if (!step.take) await releaseNights(trx, step.roomId, [step.night])
    else if (!(await holdNights(trx, step.roomId, [step.night]))) throw new Refused(SOLD_OUT)
  }
}

function compareNights(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The promo code the stay was booked with keeps its discount on the new terms while the code
 * exists: its use was taken at booking, and a change is the resort's service, not a new sale.
 */
async function keptPromo(trx: Transaction<Database>, code: string | undefined) {
  if (code === undefined) return null
  const promo = await findPromo(trx, code)
  return promo ? promoDiscount(promo) : null
}

async function mailGuest(
  context: StayChangeContext,
  trx: Transaction<Database>,
  before: ReservationRow,
  options: { siteOrigin: string; now: Date },
) {
  const after = await findReservationByRef(trx, before.ref)
  if (!after?.guest_email) return
  const view = toReservationView(after, context.rooms)
  const was = toReservationView(before, context.rooms)
  const email = stayChangedEmail(
    view,
    { roomName: was.roomName, checkIn: was.checkIn, checkOut: was.checkOut, total: was.total },
    { ...context.mail, siteOrigin: options.siteOrigin },
    after.id,
    after.stay_changes,
  )
  await enqueueEmails(trx, [email], options.now)
}
