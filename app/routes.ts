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
      ]
    : []),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
