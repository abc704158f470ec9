/**
 * Settling a stay: its folio and the charges posted to it, the senior citizens' and PWDs'
 * discount, the check-out that settles it, a desk move taken back the same day, and more time
 * for a booking that waits.
 */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { DESK_MOVE_OF_ROUTE } from '../../../../domain/undo'
import { makeDeskMove } from '../../services/desk-moves'
import { extendHold } from '../../services/extend-hold'
import { folioByRef, postCharge } from '../../services/folio'
import { setStayDiscounts } from '../../services/stay-discounts'
import { undoDeskMove } from '../../services/undo-desk-move'
import { siteOriginOf } from '../request-origin'
import { serve } from '../serve-endpoint'
import {
  ChargeSchema,
  CheckOutSchema,
  DiscountsSchema,
  ExtendHoldSchema,
  UndoSchema,
} from '../staff-schemas'
import { mailedWhenDone, type StaffApiDependencies, type StaffApp } from './staff-app'

export function registerSettlementRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  const { desk } = deps
  serve(app, STAFF_API.folio, { handle: async (_, { param }) => folioByRef(deps.db, param('ref')) })
  serve(app, STAFF_API.postCharge, {
    body: ChargeSchema,
    invalid: 'Give what the charge is for and its amount, or an adjustment with its reason.',
    status: 201,
    handle: async (c, { param, body }) =>
      postCharge(deps.db, param('ref'), body, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.setDiscounts, {
    body: DiscountsSchema,
    invalid: 'Give each guest with the discount: senior or PWD, their name and their ID number.',
    handle: async (c, { param, body }) =>
      setStayDiscounts(deps.db, param('ref'), body, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.checkOut, {
    body: CheckOutSchema,
    invalid: 'Give a reason of at most 1000 characters.',
    handle: async (c, { param, body }) =>
      mailedWhenDone(
        deps,
        await makeDeskMove(desk, param('ref'), 'check_out', c.get('staff'), deps.now(), {
          ...body,
          siteOrigin: siteOriginOf(c, deps),
        }),
      ),
  })
  serve(app, STAFF_API.undo, {
    body: UndoSchema,
    invalid: 'Say which move to undo: check-in, check-out or no-show.',
    handle: async (c, { param, body }) =>
      undoDeskMove(desk, param('ref'), DESK_MOVE_OF_ROUTE[body.move], c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.extendHold, {
    body: ExtendHoldSchema,
    invalid: 'Give the hours to add.',
    handle: async (c, { param, body }) =>
      extendHold(desk, param('ref'), body.hours, c.get('staff'), deps.now()),
  })
}
