/** The room board: units by nights, each stay a bar (docs/reservations.md, "The room board"). */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { roomBoard } from '../../services/room-board'
import { serve } from '../serve-endpoint'
import type { StaffApiDependencies, StaffApp } from './staff-app'

export function registerBoardRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  serve(app, STAFF_API.board, {
    handle: async (_, { query }) =>
      roomBoard(deps.db, deps.desk.rooms, query('from'), query('nights'), deps.now()),
  })
}
