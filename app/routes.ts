import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { reservationsOn } from './lib/reservations-switch'

// Read at build time: the reservations screens exist only in a RESERVATIONS=on build.
const reservations = reservationsOn(process.env)

export default [
  index('routes/home.tsx'),
  route('room/:id', 'routes/room-details.tsx'),
  ...(reservations
    ? [
        route('room/:id/book', 'routes/book-room.tsx'),
        route('reservation', 'routes/find-reservation.tsx'),
        // The staff console: one route that picks its screen itself (staff-screens.tsx), so the
        // public pages' route manifest grows by one entry, not one per screen.
        route('staff/*', 'routes/staff.tsx'),
      ]
    : []),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
