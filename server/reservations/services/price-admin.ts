/**
 * Staff's prices (the console's Rates screen): the grid of nights, changes to ranges of nights,
 * seasons, promo codes, and taxes and fees. Every change and the event saying who made it, when
 * and what it changed are one transaction: a change is never made without its history line.
 */
import { addDays, daysBetween, formatStayDate, parseIsoDate } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import {
  priceNight,
  type Fee,
  type PriceChange,
  type Season,
  type Weekday,
  type WeekdayPrice,
} from '../../../domain/pricing'
import {
  PROMO_CODE_PATTERN,
  describePromoOff,
  normalizePromoCode,
  type Promo,
} from '../../../domain/promos'
import { rulesOn } from '../../../domain/stay-rules'
import {
  STAFF_TEXT_LIMITS,
  type PriceHistoryResponse,
  type PromoView,
  type RateChangeRequest,
  type RatesResponse,
  type SeasonRequest,
  type SeasonView,
  type StaffMember,
  type WeekdayRequest,
  type WeekdaysResponse,
} from '../../../domain/staff-contract'
import type { Db } from '../data/connect'
import { isUniqueViolation } from '../data/errors'
import {
  deleteSeason,
  disablePromo,
  insertNightRule,
  insertPromo,
  insertSeason,
  listFees,
  listPromos,
  listSeasons,
  listWeekdays,
  priceHistory,
  recordPriceChange,
  replaceFees,
  replaceWeekdays,
  updateSeason,
} from '../data/prices'
import type { BookableRoom, PriceCatalog } from './catalog'
import { isPlainName } from './plain-name'
import { invalid, ok, refuse, type Outcome, type Problem } from './problem'

export type PriceAdminContext = { db: Db; rooms: readonly BookableRoom[]; prices: PriceCatalog }

export const MAX_GRID_NIGHTS = 120
const MAX_RANGE_NIGHTS = 731
/**
 * ₱200,000 a night, and ₱10,000 for a fee per stay or per guest a night: far above any room,
 * and low enough that no stay's total nears the 2^31 centavos an integer column holds.
 */
const MAX_PRICE = 20_000_000
const MAX_FEE = 1_000_000
const HISTORY_LIMIT = 200

export async function rateGrid(
  context: PriceAdminContext,
  fromInput: unknown,
  toInput: unknown,
): Promise<Outcome<RatesResponse>> {
  const from = parseIsoDate(fromInput)
  const to = parseIsoDate(toInput)
  if (!from || !to) {
    return refuse(
      invalid({ [from ? 'to' : 'from']: 'Give the first and last night as YYYY-MM-DD.' }),
    )
  }
  const span = daysBetween(from, to) + 1
  if (span < 1 || span > MAX_GRID_NIGHTS) {
    return refuse(invalid({ to: `Show 1 to ${MAX_GRID_NIGHTS} nights, the last after the first.` }))
  }
  const nights = Array.from({ length: span }, (_, index) => addDays(from, index))
  const pricing = await context.prices.current(context.db)
  const rows = context.rooms.flatMap((room) =>
    room.rates.flatMap((rate) => {
      const plan = pricing.rooms.get(room.id)?.rates.find((stored) => stored.code === rate.code)
      if (!plan) return []
      return {
        roomId: room.id,
        roomName: room.name,
        rate: rate.code,
        rateLabel: rate.label,
        base: plan.base,
        nights: nights.map((night) => {
          const priced = priceNight(room.id, plan, night, pricing.book)
          const rules = rulesOn(pricing.stayRules, room.id, night)
          return {
            night,
            price: priced.price,
            rule: priced.rule,
            minNights: rules.minNights ?? null,
            maxNights: rules.maxNights ?? null,
            closedToArrival: rules.closedToArrival ?? false,
            closedToDeparture: rules.closedToDeparture ?? false,
          }
        }),
      }
    }),
  )
  return ok({ from, to, nights, rows })
}

/** One change to a range of nights, whole or not at all, with its line in the history. */
export async function changeRates(
  context: PriceAdminContext,
  change: RateChangeRequest,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<{ changed: number }>> {
  const fields: Record<string, string> = {}
  const room = context.rooms.find((candidate) => candidate.id === change.roomId)
  if (!room) fields.roomId = 'There is no such room.'
  if (room && change.rate !== undefined && !room.rates.some((rate) => rate.code === change.rate)) {
    fields.rate = `Choose one of the rates of the ${room.name}.`
  }
  const range = checkRange(change.from, change.to, fields)
  checkChange(change, fields)
  if (change.minNights !== undefined && !isCount(change.minNights)) {
    fields.minNights = 'Minimum nights must be a whole number from 1 to 365.'
  }
  if (change.maxNights !== undefined && !isCount(change.maxNights)) {
    fields.maxNights = 'Maximum nights must be a whole number from 1 to 365.'
  }
  if (
    change.minNights !== undefined &&
    change.maxNights !== undefined &&
    change.maxNights < change.minNights
  ) {
    fields.maxNights = 'Maximum nights cannot be fewer than the minimum.'
  }
  const settings = [
    change.price,
    change.percent,
    change.minNights,
    change.maxNights,
    change.closedToArrival,
    change.closedToDeparture,
  ]
  if (settings.every((setting) => setting === undefined)) {
    fields.price = 'Give a price, a percentage or a stay rule to change.'
  }
  if (!room || !range || Object.keys(fields).length > 0) return refuse(invalid(fields))

  const what = describeRateChange(room, change, describeRange(range.from, range.to))
  await context.db.transaction().execute(async (trx) => {
    await insertNightRule(trx, { ...change, from: range.from, to: range.to })
    await recordPriceChange(trx, { staffId: staff.id, at: now.toISOString(), what })
  })
  return ok({ changed: daysBetween(range.from, range.to) + 1 })
}

export async function seasons(context: PriceAdminContext): Promise<{ seasons: SeasonView[] }> {
  return { seasons: await listSeasons(context.db) }
}

/** Adds a season, or with `id` replaces that one. */
export async function saveSeason(
  context: PriceAdminContext,
  request: SeasonRequest,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<SeasonView>> {
  const fields: Record<string, string> = {}
  const name = request.name.trim()
  if (!isPlainName(name, STAFF_TEXT_LIMITS.seasonName))
    fields.name = `Name the season in 1 to ${STAFF_TEXT_LIMITS.seasonName} characters.`
  const room =
    request.roomId === undefined
      ? undefined
      : context.rooms.find((candidate) => candidate.id === request.roomId)
  if (request.roomId !== undefined && !room) fields.roomId = 'There is no such room.'
  if (request.rate !== undefined && !ratePlanExists(context, room, request.rate)) {
    fields.rate = 'There is no such rate plan.'
  }
  const range = checkRange(request.from, request.to, fields)
  checkChange(request, fields)
  if (request.price === undefined && request.percent === undefined) {
    fields.price = 'Give the season a price or a percentage change.'
  }
  if (!Number.isInteger(request.priority) || Math.abs(request.priority) > 1000) {
    fields.priority = 'Priority must be a whole number from -1000 to 1000.'
  }
  if (!range || Object.keys(fields).length > 0) return refuse(invalid(fields))

  const change: PriceChange =
    request.price !== undefined ? { price: request.price } : { percent: request.percent ?? 0 }
  const season: Season = {
    name,
    from: range.from,
    to: range.to,
    ...(request.roomId !== undefined && { roomId: request.roomId }),
    ...(request.rate !== undefined && { rate: request.rate }),
    ...change,
    priority: request.priority,
  }
  const what = `Season ${name}, ${describeRange(range.from, range.to)}${room ? ` for the ${room.name}` : ''}: ${describePriceChange(change)}, priority ${request.priority}`
  return context.db.transaction().execute(async (trx): Promise<Outcome<SeasonView>> => {
    let id = request.id
    if (id === undefined) {
      id = await insertSeason(trx, season)
    } else if (!(await updateSeason(trx, id, season))) {
      return refuse({ code: 'not_found', message: 'There is no such season.' })
    }
    await recordPriceChange(trx, {
      staffId: staff.id,
      at: now.toISOString(),
      what: `${request.id === undefined ? 'Added' : 'Changed'}: ${what}`,
    })
    return ok({ id, ...season })
  })
}

export async function removeSeason(
  context: PriceAdminContext,
  idInput: string,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<{ removed: true }>> {
  const id = Number(idInput)
  const missing: Problem = { code: 'not_found', message: 'There is no such season.' }
  if (!Number.isSafeInteger(id) || id < 1) return refuse(missing)
  return context.db.transaction().execute(async (trx): Promise<Outcome<{ removed: true }>> => {
    const removed = await deleteSeason(trx, id)
    if (!removed) return refuse(missing)
    await recordPriceChange(trx, {
      staffId: staff.id,
      at: now.toISOString(),
      what: `Removed: season ${removed.name}`,
    })
    return ok({ removed: true })
  })
}

export async function promos(context: PriceAdminContext): Promise<{ promos: PromoView[] }> {
  return { promos: await listPromos(context.db) }
}

export async function createPromo(
  context: PriceAdminContext,
  request: Promo,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<PromoView>> {
  const fields: Record<string, string> = {}
  const code = normalizePromoCode(request.code)
  if (!PROMO_CODE_PATTERN.test(code)) {
    fields.code = 'A code is 2 to 32 letters, digits or dashes, starting with a letter or digit.'
  }
  const { percentOff, amountOff } = request
  if ((percentOff === undefined) === (amountOff === undefined)) {
    fields.percentOff = 'Give a percentage off or an amount off, not both.'
  } else if (percentOff !== undefined && !(percentOff > 0 && percentOff <= 100)) {
    fields.percentOff = 'A percentage off is more than 0 and at most 100.'
  } else if (
    amountOff !== undefined &&
    !(Number.isInteger(amountOff) && amountOff > 0 && amountOff <= MAX_PRICE)
  ) {
    fields.amountOff = 'An amount off is a positive number of centavos.'
  }
  const dates = {} as Pick<Promo, 'stayFrom' | 'stayTo' | 'bookFrom' | 'bookTo'>
  for (const key of ['stayFrom', 'stayTo', 'bookFrom', 'bookTo'] as const) {
    if (request[key] === undefined) continue
    const date = parseIsoDate(request[key])
    if (date) dates[key] = date
    else fields[key] = 'Give a date as YYYY-MM-DD.'
  }
  if (dates.stayFrom && dates.stayTo && dates.stayTo < dates.stayFrom) {
    fields.stayTo = 'The last night comes after the first.'
  }
  if (dates.bookFrom && dates.bookTo && dates.bookTo < dates.bookFrom) {
    fields.bookTo = 'The last booking day comes after the first.'
  }
  if (request.minNights !== undefined && !isCount(request.minNights)) {
    fields.minNights = 'Minimum nights must be a whole number from 1 to 365.'
  }
  if (
    request.maxUses !== undefined &&
    !(Number.isInteger(request.maxUses) && request.maxUses >= 1 && request.maxUses <= 1_000_000)
  ) {
    fields.maxUses = 'Uses must be a whole number of at least 1.'
  }
  if (request.roomIds?.some((id) => !context.rooms.some((room) => room.id === id))) {
    fields.roomIds = 'There is no such room.'
  }
  if (Object.keys(fields).length > 0) return refuse(invalid(fields))

  const promo: Promo = {
    ...request,
    code,
    ...dates,
    ...(request.roomIds !== undefined && { roomIds: [...new Set(request.roomIds)] }),
  }
  const at = now.toISOString()
  try {
    await context.db.transaction().execute(async (trx) => {
      await insertPromo(trx, promo, at)
      await recordPriceChange(trx, {
        staffId: staff.id,
        at,
        what: `Added: promo code ${code}, ${describePromoOff(promo)}${promo.maxUses ? `, at most ${promo.maxUses} uses` : ''}`,
      })
    })
  } catch (error) {
    if (!isUniqueViolation(error, 'promo')) throw error
    return refuse(invalid({ code: `There is a promo code ${code} already.` }))
  }
  return ok({ ...promo, uses: 0, disabled: false, createdAt: at })
}

export async function stopPromo(
  context: PriceAdminContext,
  codeInput: string,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<{ disabled: true }>> {
  const code = normalizePromoCode(codeInput)
  const at = now.toISOString()
  if (!PROMO_CODE_PATTERN.test(code)) {
    return refuse({ code: 'not_found', message: 'There is no such promo code.' })
  }
  return context.db.transaction().execute(async (trx): Promise<Outcome<{ disabled: true }>> => {
    if (!(await disablePromo(trx, code, at))) {
      return refuse({ code: 'not_found', message: `There is no promo code ${code} in use.` })
    }
    await recordPriceChange(trx, { staffId: staff.id, at, what: `Disabled: promo code ${code}` })
    return ok({ disabled: true })
  })
}

export async function fees(context: PriceAdminContext): Promise<{ fees: Fee[] }> {
  return { fees: await listFees(context.db) }
}

export async function setFees(
  context: PriceAdminContext,
  list: readonly Fee[],
  staff: StaffMember,
  now: Date,
): Promise<Outcome<{ fees: Fee[] }>> {
  const fields: Record<string, string> = {}
  list.forEach((fee, index) => {
    const label = fee.label.trim()
    if (!isPlainName(label, STAFF_TEXT_LIMITS.feeLabel)) {
      fields[`fees.${index}.label`] =
        `Name the line in 1 to ${STAFF_TEXT_LIMITS.feeLabel} characters.`
    }
    const valid =
      fee.kind === 'percent'
        ? fee.amount >= 0 && fee.amount <= 100
        : Number.isInteger(fee.amount) && fee.amount >= 0 && fee.amount <= MAX_FEE
    if (!valid) {
      fields[`fees.${index}.amount`] =
        fee.kind === 'percent'
          ? 'A percentage is from 0 to 100.'
          : 'An amount is a whole number of centavos, 0 or more.'
    }
  })
  if (Object.keys(fields).length > 0) return refuse(invalid(fields))
  const saved = list.map((fee) => ({ ...fee, label: fee.label.trim() }))
  await context.db.transaction().execute(async (trx) => {
    await replaceFees(trx, saved)
    await recordPriceChange(trx, {
      staffId: staff.id,
      at: now.toISOString(),
      what: `Taxes and fees: ${saved.length === 0 ? 'none' : saved.map(describeFee).join('; ')}`,
    })
  })
  return ok({ fees: saved })
}

export async function weekdays(context: PriceAdminContext): Promise<WeekdaysResponse> {
  return { weekdays: await listWeekdays(context.db) }
}

export async function setWeekdays(
  context: PriceAdminContext,
  list: readonly WeekdayRequest[],
  staff: StaffMember,
  now: Date,
): Promise<Outcome<WeekdaysResponse>> {
  const fields: Record<string, string> = {}
  const saved: WeekdayPrice[] = []
  list.forEach((request, index) => {
    const problems: Record<string, string> = {}
    checkChange(request, problems)
    if (request.price === undefined && request.percent === undefined) {
      problems.price = 'Give a price or a percentage change.'
    }
    const room = context.rooms.find((candidate) => candidate.id === request.roomId)
    if (request.roomId !== undefined && !room) problems.roomId = 'There is no such room.'
    if (request.rate !== undefined && !ratePlanExists(context, room, request.rate)) {
      problems.rate = 'There is no such rate plan.'
    }
    for (const [field, message] of Object.entries(problems)) {
      fields[`weekdays.${index}.${field}`] = message
    }
    saved.push({
      days: [...new Set(request.days)].sort((a, b) => a - b) as Weekday[],
      ...(request.roomId !== undefined && { roomId: request.roomId }),
      ...(request.rate !== undefined && { rate: request.rate }),
      ...(request.price !== undefined
        ? { price: request.price }
        : { percent: request.percent ?? 0 }),
    })
  })
  if (Object.keys(fields).length > 0) return refuse(invalid(fields))
  await context.db.transaction().execute(async (trx) => {
    await replaceWeekdays(trx, saved)
    await recordPriceChange(trx, {
      staffId: staff.id,
      at: now.toISOString(),
      what: `Weekday prices: ${saved.length === 0 ? 'none' : saved.map(describeWeekday).join('; ')}`,
    })
  })
  return ok({ weekdays: saved })
}

export async function history(context: PriceAdminContext): Promise<PriceHistoryResponse> {
  return { changes: await priceHistory(context.db, HISTORY_LIMIT) }
}

function checkRange(fromInput: string, toInput: string, fields: Record<string, string>) {
  const from = parseIsoDate(fromInput)
  const to = parseIsoDate(toInput)
  if (!from) fields.from = 'Give the first night as YYYY-MM-DD.'
  if (!to) fields.to = 'Give the last night as YYYY-MM-DD.'
  if (!from || !to) return undefined
  if (to < from) {
    fields.to = 'The last night comes after the first.'
    return undefined
  }
  if (daysBetween(from, to) + 1 > MAX_RANGE_NIGHTS) {
    fields.to = `Change at most ${MAX_RANGE_NIGHTS} nights at once.`
    return undefined
  }
  return { from, to }
}

function checkChange(
  change: { price?: number | undefined; percent?: number | undefined },
  fields: Record<string, string>,
) {
  if (change.price !== undefined && change.percent !== undefined) {
    fields.price = 'Give a price or a percentage change, not both.'
  } else if (
    change.price !== undefined &&
    !(Number.isInteger(change.price) && change.price >= 0 && change.price <= MAX_PRICE)
  ) {
    fields.price = 'A price is a whole number of centavos, 0 or more.'
  } else if (change.percent !== undefined && !(change.percent >= -100 && change.percent <= 1000)) {
    fields.percent = 'A percentage change is from -100 to 1000.'
  }
}

/** A rate plan of the room, or of any room when the rule covers them all. */
function ratePlanExists(
  context: PriceAdminContext,
  room: BookableRoom | undefined,
  code: string,
): boolean {
  return (room ? [room] : context.rooms).some((candidate) =>
    candidate.rates.some((rate) => rate.code === code),
  )
}

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 365
}

function rateLabel(room: BookableRoom, code: string): string {
  return room.rates.find((rate) => rate.code === code)?.label ?? code
}

function describeRange(from: string, to: string): string {
  return from === to
    ? `the night of ${formatStayDate(from)}`
    : `nights ${formatStayDate(from)} to ${formatStayDate(to)}`
}

function describePriceChange(change: PriceChange): string {
  if ('price' in change) return `${formatCentavos(change.price)} a night`
  return `${change.percent >= 0 ? '+' : ''}${change.percent}% on the base price`
}

/**
 * 'Hotel Rooms (Room only), nights …: ₱2,800 a night; Hotel Rooms (every rate plan), nights …:
 * at least 3 nights': a price may be one rate plan's, stay rules are always the room's.
 */
function describeRateChange(room: BookableRoom, change: RateChangeRequest, nights: string): string {
  const price =
    change.price !== undefined
      ? describePriceChange({ price: change.price })
      : change.percent !== undefined
        ? describePriceChange({ percent: change.percent })
        : ''
  const rules = describeStayRules(change)
  const plan = change.rate ? rateLabel(room, change.rate) : 'every rate plan'
  return [
    price && `${room.name} (${plan}), ${nights}: ${price}`,
    rules && `${room.name} (every rate plan), ${nights}: ${rules}`,
  ]
    .filter(Boolean)
    .join('; ')
}

function describeStayRules(change: RateChangeRequest): string {
  const parts: string[] = []
  if (change.minNights !== undefined) parts.push(`at least ${change.minNights} nights`)
  if (change.maxNights !== undefined) parts.push(`at most ${change.maxNights} nights`)
  if (change.closedToArrival !== undefined) {
    parts.push(change.closedToArrival ? 'closed to arrival' : 'open to arrival')
  }
  if (change.closedToDeparture !== undefined) {
    parts.push(change.closedToDeparture ? 'closed to departure' : 'open to departure')
  }
  return parts.join(', ')
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function describeWeekday(weekday: WeekdayPrice): string {
  const days = weekday.days.map((day) => DAY_NAMES[day]).join(', ')
  return `${days} nights ${describePriceChange(weekday)}`
}

function describeFee(fee: Fee): string {
  const amount =
    fee.kind === 'percent'
      ? `${fee.amount}%`
      : `${formatCentavos(fee.amount)}${fee.kind === 'per_guest_night' ? ' per guest a night' : ' per stay'}`
  return `${fee.label} ${amount}${fee.included ? ' (included)' : ' (added)'}`
}
