/** The reports: figures for a range of nights, as JSON for the screen or CSV for a spreadsheet. */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { reportCsv } from '../../services/report-csv'
import { report } from '../../services/reports'
import { refusal } from '../responses'
import { serve } from '../serve-endpoint'
import type { StaffApiDependencies, StaffApp } from './staff-app'

export function registerReportRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  const { db, desk } = deps
  serve(app, STAFF_API.reports, {
    handle: async (_, { query }) => report(db, desk.rooms, query('from'), query('to')),
  })
  app.get(STAFF_API.reportsCsv.route, async (c) => {
    const outcome = await report(db, desk.rooms, c.req.query('from'), c.req.query('to'))
    if (!outcome.ok) return refusal(c, outcome.problem)
    const { from, to } = outcome.value
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="report-${from}-to-${to}.csv"`)
    return c.body(reportCsv(outcome.value))
  })
}
