/** A reservation at the desk: the queue, its page, and every move staff make on it. */
import {
  DECISION_ENDPOINTS,
  DESK_MOVE_ENDPOINTS,
  STAFF_API,
} from '../../../../domain/staff-endpoints'
import type { Decision } from '../../../../domain/staff-contract'
import { changeStay } from '../../services/change-stay'
import { makeDeskMove } from '../../services/desk-moves'
import { recordDeskPayment } from '../../services/desk-payments'
import { addInternalNote } from '../../services/internal-notes'
import { ok } from '../../services/problem'
import { decide, editGuest, requestQueue, reservationDetail } from '../../services/staff-desk'
import { assignUnit } from '../../services/unit-assignment'
import { serve } from '../serve-endpoint'
import {
  AssignSchema,
  CheckInSchema,
  DecisionSchema,
  DeskPaymentSchema,
  GuestEditSchema,
  NoteSchema,
  StayChangeSchema,
} from '../staff-schemas'
import { mailedWhenDone, type StaffApiDependencies, type StaffApp } from './staff-app'
import { siteOriginOf } from '../request-origin'

const DECISIONS = Object.keys(DECISION_ENDPOINTS) as Decision[]

export function registerReservationRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  const { desk } = deps
  serve(app, STAFF_API.queue, { handle: async () => ok({ requests: await requestQueue(desk) }) })
  serve(app, STAFF_API.reservation, {
    handle: async (_, { param }) => reservationDetail(desk, param('ref'), deps.now()),
  })

  for (const decision of DECISIONS) {
    serve(app, DECISION_ENDPOINTS[decision], {
      body: DecisionSchema,
      invalid: 'Give a reason of at most 1000 characters.',
      handle: async (c, { param, body }) =>
        mailedWhenDone(
          deps,
          await decide(desk, param('ref'), decision, body.reason, c.get('staff'), {
            siteOrigin: siteOriginOf(c, deps),
            now: deps.now(),
          }),
        ),
    })
  }

  serve(app, STAFF_API.editGuest, {
    body: GuestEditSchema,
    invalid: 'Some details need another look.',
    handle: async (c, { param, body }) =>
      editGuest(desk, param('ref'), body, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.assign, {
    body: AssignSchema,
    invalid: "Give the unit's label.",
    handle: async (c, { param, body }) =>
      assignUnit(desk, param('ref'), body.unit, c.get('staff'), deps.now()),
  })
  // No body to read: the move is the path, and who makes it the session.
  serve(app, DESK_MOVE_ENDPOINTS.no_show, {
    handle: async (c, { param }) =>
      makeDeskMove(desk, param('ref'), 'no_show', c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.checkIn, {
    body: CheckInSchema,
    invalid: 'Some details need another look.',
    handle: async (c, { param, body }) =>
      makeDeskMove(desk, param('ref'), 'check_in', c.get('staff'), deps.now(), {}, body),
  })
  serve(app, STAFF_API.changeStay, {
    body: StayChangeSchema,
    invalid: 'Give the room, dates or rate to change.',
    handle: async (c, { param, body }) => {
      const outcome = await changeStay(desk, param('ref'), body, c.get('staff'), {
        siteOrigin: siteOriginOf(c, deps),
        now: deps.now(),
      })
      if (outcome.ok && !outcome.value.preview) deps.mailQueued()
      return outcome
    },
  })
  serve(app, STAFF_API.addNote, {
    body: NoteSchema,
    invalid: 'Write the note.',
    status: 201,
    handle: async (c, { param, body }) =>
      addInternalNote(desk, param('ref'), body.text, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.recordPayment, {
    body: DeskPaymentSchema,
    invalid: 'Give the amount and how it was paid.',
    status: 201,
    handle: async (c, { param, body }) =>
      mailedWhenDone(
        deps,
        await recordDeskPayment(desk, param('ref'), body, c.get('staff'), {
          siteOrigin: siteOriginOf(c, deps),
          now: deps.now(),
        }),
      ),
  })
}
