/** The desk's day and the house: arrivals and departures, search, phone bookings, units, nights. */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { changeInventory, occupancy } from '../../services/inventory-admin'
import { nightHolds } from '../../services/channels'
import { ok } from '../../services/problem'
import { enterPhoneBooking, movements, searchDesk } from '../../services/staff-desk'
import { renameUnit, unitsOverview } from '../../services/unit-labels'
import { serve } from '../serve-endpoint'
import { InventoryChangeSchema, PhoneBookingSchema, UnitLabelSchema } from '../staff-schemas'
import { mailedWhenDone, type StaffApiDependencies, type StaffApp } from './staff-app'
import { siteOriginOf } from '../request-origin'

export function registerDeskRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  const { db, desk } = deps
  serve(app, STAFF_API.movements, {
    handle: async (_, { query }) => movements(desk, query('date'), deps.now()),
  })
  serve(app, STAFF_API.search, {
    handle: async (_, { query }) => {
      const outcome = await searchDesk(desk, query('q'))
      return outcome.ok ? ok({ results: outcome.value }) : outcome
    },
  })
  serve(app, STAFF_API.phoneBooking, {
    body: PhoneBookingSchema,
    invalid: 'Some details need another look.',
    status: 201,
    handle: async (c, { body }) =>
      mailedWhenDone(
        deps,
        await enterPhoneBooking(desk, body, c.get('staff'), {
          siteOrigin: siteOriginOf(c, deps),
          now: deps.now(),
        }),
      ),
  })

  serve(app, STAFF_API.units, { handle: async () => ok(await unitsOverview(db, desk.rooms)) })
  serve(app, STAFF_API.renameUnit, {
    body: UnitLabelSchema,
    invalid: 'Give the unit a label.',
    handle: async (_, { param, body }) => renameUnit(db, desk.rooms, param('id'), body.label),
  })
  serve(app, STAFF_API.calendar, {
    handle: async (_, { query }) => occupancy(db, desk.rooms, query('from'), query('days') ?? '60'),
  })
  serve(app, STAFF_API.nightHolds, {
    handle: async (_, { query }) => nightHolds(deps.channels, query('roomId'), query('night')),
  })
  serve(app, STAFF_API.changeInventory, {
    body: InventoryChangeSchema,
    invalid: 'Some details need another look.',
    handle: async (c, { body }) => {
      const outcome = await changeInventory(db, desk.rooms, body, deps.now())
      if (outcome.ok)
        deps.log(
          `staff: inventory ${body.action} room ${body.roomId} ${body.from}..${body.to} by account ${c.get('staff').id}`,
        )
      return outcome
    },
  })
}
