/** Guests' receipts of transfer as staff see them: the waiting list, the file, the verdict. */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { ok } from '../../services/problem'
import {
  acceptReceipt,
  receiptFile,
  receiptsWaiting,
  rejectReceipt,
} from '../../services/transfer-receipts'
import { refusal } from '../responses'
import { serve } from '../serve-endpoint'
import { AcceptReceiptSchema, RejectReceiptSchema } from '../staff-schemas'
import { mailedWhenDone, type StaffApiDependencies, type StaffApp } from './staff-app'
import { siteOriginOf } from '../request-origin'

export function registerReceiptRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  const { desk } = deps
  serve(app, STAFF_API.receipts, {
    handle: async () => ok(await receiptsWaiting(desk)),
  })
  app.get(STAFF_API.receiptFile.route, async (c) => {
    const file = await receiptFile({ ...desk, store: deps.receipts }, c.req.param('id'))
    if (!file) return refusal(c, { code: 'not_found', message: 'There is no such receipt.' })
    // A guest's file, shown as itself and nothing else: never sniffed into HTML, never able to
    // run script or reach this site's cookies even if opened on its own, never kept by a cache.
    return c.body(Buffer.from(file.bytes), 200, {
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'no-store',
      'Content-Disposition': 'inline',
    })
  })
  serve(app, STAFF_API.acceptReceipt, {
    body: AcceptReceiptSchema,
    invalid: 'Give the amount that arrived.',
    handle: async (c, { param, body }) =>
      mailedWhenDone(
        deps,
        await acceptReceipt(desk, param('ref'), body.amount, c.get('staff'), {
          siteOrigin: siteOriginOf(c, deps),
          now: deps.now(),
        }),
      ),
  })
  serve(app, STAFF_API.rejectReceipt, {
    body: RejectReceiptSchema,
    invalid: 'Say why the receipt is rejected.',
    handle: async (c, { param, body }) =>
      mailedWhenDone(
        deps,
        await rejectReceipt(desk, param('ref'), body.reason, c.get('staff'), {
          siteOrigin: siteOriginOf(c, deps),
          now: deps.now(),
        }),
      ),
  })
}
