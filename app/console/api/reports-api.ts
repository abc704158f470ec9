import type { IsoDate } from '../../../domain/calendar'
import { addressOf } from '../../../domain/endpoint'
import { STAFF_API, STAFF_API_BASE } from '../../../domain/staff-endpoints'
import { staffCall } from './staff-api'

export const reportsApi = {
  load: (from: IsoDate, to: IsoDate) => staffCall(STAFF_API.reports, { query: { from, to } }),
  /** The same figures as a file to download, by a link rather than a call. */
  csvAddress: (from: IsoDate, to: IsoDate) =>
    addressOf(STAFF_API_BASE, STAFF_API.reportsCsv.route, {}, { from, to }),
}
