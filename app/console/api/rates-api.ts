import type { IsoDate } from '../../../domain/calendar'
import type { Fee } from '../../../domain/pricing'
import type {
  PromoRequest,
  RateChangeRequest,
  SeasonRequest,
  WeekdayRequest,
} from '../../../domain/staff-contract'
import { STAFF_API } from '../../../domain/staff-endpoints'
import { staffCall } from './staff-api'

/**
 * The Rates screen's calls to the staff API. What a write answers is not read: the screen
 * reloads what it shows, so the grid, the lists and the history agree after every change.
 */
export const ratesApi = {
  grid: (from: IsoDate, to: IsoDate) => staffCall(STAFF_API.rates, { query: { from, to } }),
  change: (change: RateChangeRequest) => staffCall(STAFF_API.changeRates, { body: change }),
  seasons: () => staffCall(STAFF_API.seasons, {}),
  saveSeason: (season: SeasonRequest) => staffCall(STAFF_API.saveSeason, { body: season }),
  removeSeason: (id: number) => staffCall(STAFF_API.removeSeason, { params: { id } }),
  weekdays: () => staffCall(STAFF_API.weekdays, {}),
  saveWeekdays: (weekdays: WeekdayRequest[]) =>
    staffCall(STAFF_API.setWeekdays, { body: { weekdays } }),
  promos: () => staffCall(STAFF_API.promos, {}),
  addPromo: (promo: PromoRequest) => staffCall(STAFF_API.createPromo, { body: promo }),
  disablePromo: (code: string) => staffCall(STAFF_API.disablePromo, { params: { code } }),
  fees: () => staffCall(STAFF_API.fees, {}),
  saveFees: (fees: Fee[]) => staffCall(STAFF_API.setFees, { body: { fees } }),
  history: () => staffCall(STAFF_API.priceHistory, {}),
}
