/**
 * Prices as stored (migration 004): each room's rate plans and supplements, seasons, weekday
 * prices, staff changes to ranges of nights, taxes and fees, promo codes, and the history of
 * every change. Content seeds what is missing at start; staff own every row after that.
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type {
  CancellationPolicy,
  Fee,
  NightOverride,
  PriceBook,
  PriceChange,
  RoomPricing,
  Season,
  Weekday,
  WeekdayPrice,
} from '../../../domain/pricing'
import { PROMO_CODE_PATTERN, type PromoState } from '../../../domain/promos'
import type { StayRule } from '../../../domain/stay-rules'
import type { PriceChangeView, PromoView, SeasonView } from '../../../domain/staff-contract'
import type { Database, NightRuleTable, PromoTable, SeasonTable } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export type StoredPrices = {
  /** How many changes prices have had: a cached copy of another version is stale. */
  version: number
  rooms: Map<number, RoomPricing>
  book: PriceBook
  stayRules: StayRule[]
}

/**
 * Adds the rooms' supplements and rate plans that are not stored yet; the taxes and fees only
 * on the very first start, so a resort that removed them does not get them back.
 */
export async function seedPrices(
  db: Kysely<Database>,
  rooms: readonly RoomPricing[],
  fees: readonly Fee[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const firstStart = !(await trx
      .selectFrom('room_price')
      .select('room_type_id')
      .executeTakeFirst())
    for (const room of rooms) {
      await trx
        .insertInto('room_price')
        .values({
          room_type_id: room.roomId,
          included_guests: room.includedGuests,
          extra_adult: room.extraAdult,
          extra_kid: room.extraKid,
        })
        .onConflict((conflict) => conflict.column('room_type_id').doNothing())
        .execute()
      for (const rate of room.rates) {
        await trx
          .insertInto('rate_plan')
          .values({
            room_type_id: room.roomId,
            code: rate.code,
            label: rate.label,
            base_price: rate.base,
            policy: JSON.stringify(rate.policy),
          })
          .onConflict((conflict) => conflict.columns(['room_type_id', 'code']).doNothing())
          .execute()
      }
    }
    if (firstStart && fees.length > 0) {
      await trx
        .insertInto('fee')
        .values(fees.map((fee, position) => feeRow(fee, position)))
        .onConflict((conflict) => conflict.column('position').doNothing())
        .execute()
    }
  })
}

export async function priceVersion(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('price_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst()
  return Number(row?.version ?? 0)
}

export async function loadPrices(db: Executor): Promise<StoredPrices> {
  // The version first: rows read after it are at least as new, so a change made meanwhile
  // shows as a newer version on the next request and is loaded then.
  const version = await priceVersion(db)
  const [roomRows, rateRows, seasons, weekdays, ruleRows, fees] = await Promise.all([
    db.selectFrom('room_price').selectAll().execute(),
    db.selectFrom('rate_plan').selectAll().execute(),
    listSeasons(db),
    listWeekdays(db),
    db.selectFrom('night_rule').selectAll().orderBy('id').execute(),
    listFees(db),
  ])
  const rooms = new Map<number, RoomPricing>()
  for (const row of roomRows) {
    rooms.set(row.room_type_id, {
      roomId: row.room_type_id,
      includedGuests: row.included_guests,
      extraAdult: row.extra_adult,
      extraKid: row.extra_kid,
      rates: rateRows
        .filter((rate) => rate.room_type_id === row.room_type_id)
        .map((rate) => ({
          code: rate.code,
          label: rate.label,
          base: rate.base_price,
          policy: JSON.parse(rate.policy) as CancellationPolicy,
        })),
    })
  }
  const overrides: NightOverride[] = ruleRows
    .filter((row) => row.price !== null || row.percent !== null)
    .map((row) => ({
      roomId: row.room_type_id,
      ...(row.rate_code !== null && { rate: row.rate_code }),
      from: row.from_night,
      to: row.to_night,
      ...changeOf(row),
    }))
  return {
    version,
    rooms,
    book: { seasons, weekdays, overrides, fees },
    stayRules: ruleRows.map(stayRuleOf).filter((rule) => rule !== null),
  }
}

export async function listSeasons(db: Executor): Promise<SeasonView[]> {
  const rows = await db
    .selectFrom('season')
    .selectAll()
    .orderBy('from_night')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    from: row.from_night,
    to: row.to_night,
    ...scopeOf(row),
    ...changeOf(row),
    priority: row.priority,
  }))
}

export async function listFees(db: Executor): Promise<Fee[]> {
  const rows = await db.selectFrom('fee').selectAll().orderBy('position').execute()
  return rows.map((row) => ({
    label: row.label,
    kind: row.kind,
    amount: row.amount,
    included: row.included === 1,
  }))
}

export async function replaceFees(trx: Transaction<Database>, fees: readonly Fee[]) {
  await trx.deleteFrom('fee').execute()
  if (fees.length > 0) {
    await trx
      .insertInto('fee')
      .values(fees.map((fee, position) => feeRow(fee, position)))
      .execute()
  }
}

export async function listWeekdays(db: Executor): Promise<WeekdayPrice[]> {
  const rows = await db.selectFrom('weekday_price').selectAll().orderBy('position').execute()
  return rows.map((row) => ({
    ...scopeOf(row),
    ...changeOf(row),
    days: row.days.split(',').map(Number) as Weekday[],
  }))
}

export async function replaceWeekdays(
  trx: Transaction<Database>,
  weekdays: readonly WeekdayPrice[],
) {
  await trx.deleteFrom('weekday_price').execute()
  if (weekdays.length > 0) {
    await trx
      .insertInto('weekday_price')
      .values(
        weekdays.map((weekday, position) => ({
          position,
          days: weekday.days.join(','),
          room_type_id: weekday.roomId ?? null,
          rate_code: weekday.rate ?? null,
          ...changeColumns(weekday),
        })),
      )
      .execute()
  }
}

export async function insertSeason(trx: Transaction<Database>, season: Season): Promise<number> {
  const row = await trx
    .insertInto('season')
    .values(seasonColumns(season))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** False when there is no season with that id. */
export async function updateSeason(
  trx: Transaction<Database>,
  id: number,
  season: Season,
): Promise<boolean> {
  const result = await trx
    .updateTable('season')
    .set(seasonColumns(season))
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The removed season, or undefined when there was none with that id. */
export async function deleteSeason(
  trx: Transaction<Database>,
  id: number,
): Promise<{ name: string } | undefined> {
  return trx.deleteFrom('season').where('id', '=', id).returning('name').executeTakeFirst()
}

export type NightRule = Pick<NightOverride, 'roomId' | 'rate' | 'from' | 'to'> &
  Partial<{ price: number; percent: number }> &
  Omit<StayRule, 'roomId' | 'from' | 'to'>

export async function insertNightRule(trx: Transaction<Database>, rule: NightRule) {
  const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0)
  await trx
    .insertInto('night_rule')
    .values({
      room_type_id: rule.roomId,
      rate_code: rule.rate ?? null,
      from_night: rule.from,
      to_night: rule.to,
      price: rule.price ?? null,
      percent: rule.percent ?? null,
      min_nights: rule.minNights ?? null,
      max_nights: rule.maxNights ?? null,
      closed_to_arrival: flag(rule.closedToArrival),
      closed_to_departure: flag(rule.closedToDeparture),
    })
    .execute()
}

/** Undefined for a code no promo can have, unasked: a stray NUL would be PostgreSQL's error. */
export async function findPromo(db: Executor, code: string): Promise<PromoState | undefined> {
  if (!PROMO_CODE_PATTERN.test(code)) return undefined
  const row = await db.selectFrom('promo').selectAll().where('code', '=', code).executeTakeFirst()
  return row && promoOf(row)
}

export async function listPromos(db: Executor): Promise<PromoView[]> {
  const rows = await db.selectFrom('promo').selectAll().orderBy('created_at', 'desc').execute()
  return rows.map((row) => ({ ...promoOf(row), createdAt: row.created_at }))
}

/** Throws a unique violation when the code exists already. */
export async function insertPromo(
  trx: Transaction<Database>,
  promo: Omit<PromoState, 'uses' | 'disabled'>,
  now: string,
) {
  await trx
    .insertInto('promo')
    .values({
      code: promo.code,
      percent_off: promo.percentOff ?? null,
      amount_off: promo.amountOff ?? null,
      stay_from: promo.stayFrom ?? null,
      stay_to: promo.stayTo ?? null,
      book_from: promo.bookFrom ?? null,
      book_to: promo.bookTo ?? null,
      min_nights: promo.minNights ?? null,
      room_ids: promo.roomIds ? JSON.stringify(promo.roomIds) : null,
      max_uses: promo.maxUses ?? null,
      created_at: now,
    })
    .execute()
}

/** False when there is no such code or it was disabled already. */
export async function disablePromo(trx: Transaction<Database>, code: string, now: string) {
  const result = await trx
    .updateTable('promo')
    .set({ disabled_at: now })
    .where('code', '=', code)
    .where('disabled_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Takes one use of the code, or reports false when none is left or it was disabled: one
 * conditional UPDATE, so of two bookings racing for the last use exactly one gets it (on
 * PostgreSQL the second waits for the first's row and checks again). The caller rolls back on
 * false.
 */
export async function takePromoUse(trx: Transaction<Database>, code: string): Promise<boolean> {
  const result = await trx
    .updateTable('promo')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code', '=', code)
    .where('disabled_at', 'is', null)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The change's line in the history, and a new version of the prices, with the change. */
/** Gives one use back, for a stay that held it and no longer does. */
export async function returnPromoUse(trx: Transaction<Database>, code: string) {
  await trx
    .updateTable('promo')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('code', '=', code)
    .where('uses', '>', 0)
    .execute()
}

export async function recordPriceChange(
  trx: Transaction<Database>,
  change: { staffId: number | null; at: string; what: string },
) {
  await trx
    .insertInto('price_event')
    .values({ staff_id: change.staffId, at: change.at, what: change.what })
    .execute()
  await trx
    .updateTable('price_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute()
}

export async function priceHistory(db: Executor, limit: number): Promise<PriceChangeView[]> {
  const rows = await db
    .selectFrom('price_event')
    .leftJoin('staff', 'staff.id', 'price_event.staff_id')
    .select(['price_event.at', 'price_event.what', 'staff.email'])
    .orderBy('price_event.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ at: row.at, who: row.email ?? 'System', what: row.what }))
}

function feeRow(fee: Fee, position: number) {
  return {
    position,
    label: fee.label,
    kind: fee.kind,
    amount: fee.amount,
    included: fee.included ? 1 : 0,
  }
}

function seasonColumns(season: Season) {
  return {
    name: season.name,
    from_night: season.from,
    to_night: season.to,
    room_type_id: season.roomId ?? null,
    rate_code: season.rate ?? null,
    ...changeColumns(season),
    priority: season.priority,
  }
}

function changeColumns(change: PriceChange) {
  return 'price' in change
    ? { price: change.price, percent: null }
    : { price: null, percent: change.percent }
}

function scopeOf(row: Pick<SeasonTable, 'room_type_id' | 'rate_code'>) {
  return {
    ...(row.room_type_id !== null && { roomId: row.room_type_id }),
    ...(row.rate_code !== null && { rate: row.rate_code }),
  }
}

function changeOf(row: { price: number | null; percent: number | null }): PriceChange {
  return row.price !== null ? { price: row.price } : { percent: row.percent ?? 0 }
}

function stayRuleOf(row: Omit<NightRuleTable, 'id'>): StayRule | null {
  const rule: StayRule = { roomId: row.room_type_id, from: row.from_night, to: row.to_night }
  if (row.min_nights !== null) rule.minNights = row.min_nights
  if (row.max_nights !== null) rule.maxNights = row.max_nights
  if (row.closed_to_arrival !== null) rule.closedToArrival = row.closed_to_arrival === 1
  if (row.closed_to_departure !== null) rule.closedToDeparture = row.closed_to_departure === 1
  return Object.keys(rule).length > 3 ? rule : null
}

function promoOf(row: Selectable<PromoTable>): PromoState {
  const promo: PromoState = { code: row.code, uses: row.uses, disabled: row.disabled_at !== null }
  if (row.percent_off !== null) promo.percentOff = row.percent_off
  if (row.amount_off !== null) promo.amountOff = row.amount_off
  if (row.stay_from !== null) promo.stayFrom = row.stay_from
  if (row.stay_to !== null) promo.stayTo = row.stay_to
  if (row.book_from !== null) promo.bookFrom = row.book_from
  if (row.book_to !== null) promo.bookTo = row.book_to
  if (row.min_nights !== null) promo.minNights = row.min_nights
  if (row.room_ids !== null) promo.roomIds = JSON.parse(row.room_ids) as number[]
  if (row.max_uses !== null) promo.maxUses = row.max_uses
  return promo
}
