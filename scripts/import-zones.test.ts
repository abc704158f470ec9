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
    ['domain/stay.ts', "import { resort } from '../app/content/resort'"],
    ['domain/stay.ts', "import { x } from '../server/reservations/config'"],
    ['app/state/room-filter.ts', "import { RoomCard } from '../features/rooms/room-card'"],
    ['app/state/room-filter.ts', "import { Logo } from '../components/logo'"],
    ['app/components/logo.tsx', "import { x } from '../features/hero/hero-slideshow'"],
    ['app/features/booking/booking-form.tsx', "import { x } from '../staff/staff-api'"],
    ['app/features/rooms/room-card.tsx', "import { x } from '../search/stay-search-bar'"],
    ['app/lib/seo.ts', "import { useState } from 'react'"],
    ['app/lib/seo.ts', "import { x } from '../state/room-filter'"],
    ['app/lib/seo.ts', "import { z } from 'zod'"],
    ['server/reservations/data/inventory.ts', "import { x } from '../services/book-stay'"],
    ['server/reservations/data/inventory.ts', "import { x } from '../http/api'"],
    ['server/reservations/services/book-stay.ts', "import { x } from '../http/responses'"],
    ['server/reservations/mail/outbox.ts', "import { x } from '../http/responses'"],
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
    ['app/content/schema.ts', "import { z } from 'zod'"],
    ['app/lib/seo.test.ts', "import { z } from 'zod'"],
    ['server/reservations/http/api.ts', "import { x } from '../services/book-stay'"],
    ['server/reservations/services/book-stay.ts', "import { x } from '../data/inventory'"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([])
  })
})
