import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { PREFIXED_LANGUAGES } from './i18n/languages'
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
  // The guest's pages in the other languages: the same screens, their words as loader data
  // (decision 044); the staff console stays in English.
  ...PREFIXED_LANGUAGES.flatMap((lang) => [
    route(lang, 'routes/lang-home.tsx', { id: `${lang}-home` }),
    route(`${lang}/room/:id`, 'routes/lang-room.tsx', { id: `${lang}-room` }),
    ...(reservations
      ? [
          route(`${lang}/room/:id/book`, 'routes/lang-book-room.tsx', { id: `${lang}-book` }),
          route(`${lang}/reservation`, 'routes/lang-find-reservation.tsx', {
            id: `${lang}-reservation`,
          }),
        ]
      : []),
    route(`${lang}/*`, 'routes/lang-not-found.tsx', { id: `${lang}-not-found` }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
