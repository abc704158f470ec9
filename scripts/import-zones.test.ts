/**
 * The import direction is enforced by lint: each zone's deliberate violation fails, and an
 * import that goes the right way passes. Runs the project's own ESLint config.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {}\n`, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('import zones', () => {
  // The first lint loads the config and its plugins: seconds on a busy machine, so not inside
  // the first test's time limit.
  beforeAll(() => eslint.lintText('export {}\n', { filePath: 'domain/stay.ts' }), 60_000)

  test.each([
    ['domain/stay.ts', "import { resort } from '../content/resort'"],
    ['domain/stay.ts', "import { x } from '../server/reservations/config'"],
    ['app/state/room-filter.ts', "import { RoomCard } from '../features/rooms/room-card'"],
    ['app/state/room-filter.ts', "import { Logo } from '../components/logo'"],
    ['app/components/logo.tsx', "import { x } from '../features/hero/hero-slideshow'"],
    ['app/features/booking/booking-form.tsx', "import { x } from '../reservation/rate-choice'"],
    ['app/features/booking/booking-form.tsx', "import { x } from '../../console/ui/field-parts'"],
    ['app/routes/home.tsx', "import { x } from '../console/staff-console'"],
    ['app/components/form-field.tsx', "import { x } from '../console/ui/field-parts'"],
    ['app/state/room-filter.ts', "import { x } from '../console/api/staff-api'"],
    ['app/lib/seo.ts', "import { x } from '../console/ui/amounts'"],
    ['app/console/staff-console.tsx', "import { x } from '../features/booking/booking-form'"],
    ['app/console/screens/rates/rates-screen.tsx', "import { x } from '../../../routes/home'"],
    [
      'app/console/screens/calendar/night-holds-dialog.tsx',
      "import { x } from '../channels/channel-words'",
    ],
    ['app/console/screens/today/today-screen.tsx', "import { x } from '../../frame/staff-nav'"],
    ['app/console/ui/dialog-form.tsx', "import { x } from '../api/staff-api'"],
    ['app/console/ui/dialog-form.tsx', "import { x } from '../screens/today/today-words'"],
    ['app/console/ui/dialog-form.tsx', "import { x } from '../parts/load-problem'"],
    ['app/console/parts/load-problem.tsx', "import { x } from '../screens/search/search-screen'"],
    ['app/console/api/staff-session.ts', "import { x } from '../ui/field-parts'"],
    ['app/features/rooms/room-card.tsx', "import { x } from '../search/stay-search-bar'"],
    ['app/lib/seo.ts', "import { useState } from 'react'"],
    ['app/lib/seo.ts', "import { x } from '../state/room-filter'"],
    ['app/lib/seo.ts', "import { z } from 'zod'"],
    ['server/reservations/data/inventory.ts', "import { x } from '../services/book-stay'"],
    ['server/reservations/data/inventory.ts', "import { x } from '../http/api'"],
    ['server/reservations/services/book-stay.ts', "import { x } from '../http/responses'"],
    ['server/reservations/mail/outbox.ts', "import { x } from '../http/responses'"],
    ['app/lib/seo.ts', "import { x } from '../../server/reservations/config'"],
    [
      'app/features/booking/booking-form.tsx',
      "import { x } from '../../../server/reservations/http/api'",
    ],
    [
      'app/console/api/staff-api.ts',
      "import { x } from '../../../server/reservations/http/staff-api'",
    ],
    [
      'server/reservations/services/catalog.ts',
      "import { rooms } from '../../../app/content/rooms'",
    ],
    ['server/reservations/main.ts', "import { x } from '../../app/lib/seo'"],
    ['server/start.js', "import { x } from '../app/routes/home'"],
    ['content/rooms.ts', "import { x } from '../app/lib/seo'"],
    ['content/rooms.ts', "import { x } from '../server/reservations/config'"],
    ['content/rooms.ts', "import { useState } from 'react'"],
    ['content/rooms.ts', "import { z } from 'zod'"],
    ['server/reservations/background/periodic-worker.ts', "import { x } from '../data/connect'"],
    ['server/reservations/background/periodic-worker.ts', "import { x } from '../services/sweep'"],
    ['server/reservations/data/inventory.ts', "import { x } from '../payments/receipt-store'"],
    ['server/reservations/data/inventory.ts', "import { x } from '../ical/read-feed'"],
    ['server/reservations/data/inventory.ts', "import { x } from '../mail/outbox'"],
    ['server/reservations/ical/read-feed.ts', "import { x } from '../data/channels'"],
    ['server/reservations/ical/read-feed.ts', "import { x } from '../http/api'"],
    ['server/reservations/payments/receipt-store.ts', "import { x } from '../services/sweep'"],
    ['server/reservations/payments/paymongo-client.ts', "import { x } from '../http/responses'"],
    ['server/reservations/mail/outbox.ts', "import { x } from '../services/book-stay'"],
    ['server/reservations/mail/outbox.ts', "import { x } from '../payments/receipt-kind'"],
    ['server/reservations/http/guest/booking-routes.ts', "import { x } from '../staff/staff-app'"],
    ['server/reservations/http/staff/desk-routes.ts', "import { x } from '../guest/guest-app'"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1)
  })

  test.each([
    ['domain/stay.ts', "import { addDays } from './calendar'"],
    ['app/state/room-filter.ts', "import { roomsFor } from '../lib/rooms-for'"],
    ['app/components/logo.tsx', "import { x } from '../state/use-room-filter'"],
    ['app/features/booking/booking-form.tsx', "import { x } from './guest-fields'"],
    ['app/features/booking/booking-form.tsx', "import { x } from '../../components/form-field'"],
    ['app/features/booking/booking-form.tsx', "import { x } from '../../../domain/guest'"],
    ['app/routes/staff.tsx', "import { StaffConsole } from '../console/staff-console'"],
    ['app/console/frame/staff-screens.tsx', "import { x } from '../screens/today/today-screen'"],
    ['app/console/screens/calendar/calendar-screen.tsx', "import { x } from './calendar-grid'"],
    [
      'app/console/screens/calendar/calendar-screen.tsx',
      "import { x } from '../../ui/screen-title'",
    ],
    ['app/console/screens/calendar/calendar-screen.tsx', "import { x } from '../../api/staff-api'"],
    [
      'app/console/screens/today/today-screen.tsx',
      "import { x } from '../../parts/desk-move-dialog'",
    ],
    ['app/console/parts/load-problem.tsx', "import { x } from '../api/staff-api'"],
    ['app/console/ui/field-parts.tsx', "import { x } from '../../components/fields/field-parts'"],
    ['app/console/api/staff-api.ts', "import { x } from '../../lib/api-client'"],
    ['app/console/api/staff-api.ts', "import { x } from '../../../domain/staff-contract'"],
    ['content/schema.ts', "import { z } from 'zod'"],
    ['content/booking.ts', "import type { Fee } from '../domain/pricing'"],
    ['content/content.test.ts', "import { x } from '../scripts/display-face.mjs'"],
    ['app/features/rooms/room-card.tsx', "import { rooms } from '../../../content/rooms'"],
    ['server/reservations/services/catalog.ts', "import { rooms } from '../../../content/rooms'"],
    [
      'server/reservations/mail/mail-worker.ts',
      "import { x } from '../background/periodic-worker'",
    ],
    ['server/reservations/payments/receipt-store.ts', "import { x } from '../data/receipts'"],
    ['server/reservations/services/channel-sync.ts', "import { x } from '../ical/read-feed'"],
    ['server/reservations/http/staff/desk-routes.ts', "import { x } from '../serve-endpoint'"],
    ['server/reservations/http/api.ts', "import { x } from './staff/staff-app'"],
    ['app/lib/seo.test.ts', "import { z } from 'zod'"],
    ['server/reservations/http/api.ts', "import { x } from '../services/book-stay'"],
    ['server/reservations/services/book-stay.ts', "import { x } from '../data/inventory'"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([])
  })
})
