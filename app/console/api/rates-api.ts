import type { IsoDate } from '../../../domain/calendar'
import type { Fee } from '../../../domain/pricing'
import {
  STAFF_API_PATHS,
  type FeesBody,
  type PriceHistoryResponse,
  type PromoRequest,
  type PromosResponse,
  type RateChangeRequest,
  type RatesResponse,
  type SeasonRequest,
  type SeasonsResponse,
  type WeekdayRequest,
  type WeekdaysBody,
  type WeekdaysResponse,
} from '../../../domain/staff-contract'
import { callApi, postJson } from '../../lib/api-client'

/**
 * The Rates screen's calls to the staff API. What a write answers is not read: the screen
 * reloads what it shows, so the grid, the lists and the history agree after every change.
 */
export const ratesApi = {
  grid: (from: IsoDate, to: IsoDate) => callApi<RatesResponse>(STAFF_API_PATHS.rates(from, to)),
  change: (change: RateChangeRequest) => postJson<unknown>(STAFF_API_PATHS.rateChange, change),
  seasons: () => callApi<SeasonsResponse>(STAFF_API_PATHS.seasons),
  saveSeason: (season: SeasonRequest) => postJson<unknown>(STAFF_API_PATHS.seasons, season),
  removeSeason: (id: number) => sendJson('DELETE', STAFF_API_PATHS.season(id)),
  weekdays: () => callApi<WeekdaysResponse>(STAFF_API_PATHS.weekdays),
  saveWeekdays: (weekdays: WeekdayRequest[]) =>
    sendJson('PUT', STAFF_API_PATHS.weekdays, { weekdays } satisfies WeekdaysBody),
  promos: () => callApi<PromosResponse>(STAFF_API_PATHS.promos),
  addPromo: (promo: PromoRequest) => postJson<unknown>(STAFF_API_PATHS.promos, promo),
  disablePromo: (code: string) => postJson<unknown>(STAFF_API_PATHS.disablePromo(code), {}),
  fees: () => callApi<FeesBody>(STAFF_API_PATHS.fees),
  saveFees: (fees: Fee[]) => sendJson('PUT', STAFF_API_PATHS.fees, { fees } satisfies FeesBody),
  history: () => callApi<PriceHistoryResponse>(STAFF_API_PATHS.priceHistory),
}

// Labelled JSON even without a body, so the API's write checks treat it as every other write.
function sendJson(method: 'PUT' | 'DELETE', url: string, body?: unknown) {
  return callApi<unknown>(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
}
