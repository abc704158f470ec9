import type { IsoDate } from '../../../domain/calendar'
import { STAFF_API_PATHS, type ReportResponse } from '../../../domain/staff-contract'
import { callApi } from '../../lib/api-client'

export const reportsApi = {
  load: (from: IsoDate, to: IsoDate) => callApi<ReportResponse>(STAFF_API_PATHS.reports(from, to)),
}
