/** The Rates screen's API: the grid, seasons, weekday prices, promos, fees and their history. */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import {
  changeRates,
  createPromo,
  fees,
  history,
  promos,
  rateGrid,
  removeSeason,
  saveSeason,
  seasons,
  setFees,
  setWeekdays,
  stopPromo,
  weekdays,
} from '../../services/price-admin'
import { ok } from '../../services/problem'
import { serve } from '../serve-endpoint'
import {
  FeesSchema,
  PromoSchema,
  RateChangeSchema,
  SeasonSchema,
  WeekdaysSchema,
} from '../staff-schemas'
import type { StaffApiDependencies, StaffApp } from './staff-app'

const INVALID = 'Some details need another look.'

export function registerPriceRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  const { desk } = deps
  serve(app, STAFF_API.rates, {
    handle: async (_, { query }) => rateGrid(desk, query('from'), query('to')),
  })
  serve(app, STAFF_API.changeRates, {
    body: RateChangeSchema,
    invalid: INVALID,
    handle: async (c, { body }) => changeRates(desk, body, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.seasons, { handle: async () => ok(await seasons(desk)) })
  serve(app, STAFF_API.saveSeason, {
    body: SeasonSchema,
    invalid: INVALID,
    handle: async (c, { body }) => saveSeason(desk, body, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.removeSeason, {
    handle: async (c, { param }) => removeSeason(desk, param('id'), c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.promos, { handle: async () => ok(await promos(desk)) })
  serve(app, STAFF_API.createPromo, {
    body: PromoSchema,
    invalid: INVALID,
    status: 201,
    handle: async (c, { body }) => createPromo(desk, body, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.disablePromo, {
    handle: async (c, { param }) => stopPromo(desk, param('code'), c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.fees, { handle: async () => ok(await fees(desk)) })
  serve(app, STAFF_API.setFees, {
    body: FeesSchema,
    invalid: INVALID,
    handle: async (c, { body }) => setFees(desk, body.fees, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.weekdays, { handle: async () => ok(await weekdays(desk)) })
  serve(app, STAFF_API.setWeekdays, {
    body: WeekdaysSchema,
    invalid: INVALID,
    handle: async (c, { body }) => setWeekdays(desk, body.weekdays, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.priceHistory, { handle: async () => ok(await history(desk)) })
}
