import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

// zod stays out of the browser bundle: only content's schema, its validation and tests use it.
const ZOD = { name: 'zod', message: 'zod is for build-time validation only.' }
const ZOD_ALLOWED = [
  'content/schema.ts',
  'content/validate-content.ts',
  'content/**/*.test.ts',
  'app/**/*.test.{ts,tsx}',
]
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
const FEATURES = folders('./app/features')
const SCREENS = folders('./app/console/screens')

/**
 * The `no-restricted-imports` entries of a zone. A file takes the rule from the last entry that
 * matches it, so each app zone repeats the zod rule, and lifts it only for the files allowed zod.
 */
function zone(files, patterns, { zod = true } = {}) {
  const rule = (paths) => ['error', { ...(paths && { paths }), patterns }]
  if (!zod) return [{ files, rules: { 'no-restricted-imports': rule() } }]
  return [
    { files, rules: { 'no-restricted-imports': rule([ZOD]) } },
    {
      files: files.flatMap((glob) => ZOD_ALLOWED.map((allowed) => [glob, allowed])),
      rules: { 'no-restricted-imports': rule() },
    },
  ]
}

const up = (layers, message) => ({ regex: `(^|/)(${layers.join('|')})/`, message })

// The browser's code and the server's meet only in domain/ and content/.
const notTheServer = up(['server'], 'The browser never imports the server: share it in domain/.')
const notTheApp = up(
  ['app'],
  'The server never imports the browser app: share it in domain/ or content/.',
)

/** A zone of app/: it also never imports the server. */
const appZone = (files, patterns) => zone(files, [notTheServer, ...patterns])
/** A zone of server/: it never imports app/, and zod is its own to use. */
const serverZone = (files, patterns) => zone(files, [notTheApp, ...patterns], { zod: false })

const notTheConsole = up(
  ['console'],
  'The staff console is an application of its own: only its route module imports it.',
)

/**
 * The staff console (app/console): a folder per screen over a shared kit (ui/), the API client,
 * session and data hooks (api/), and the parts screens share that use both (parts/). It takes
 * from components/, lib/ and domain/, never from the public site's features or routes.
 */
function consoleZones() {
  const apart = up(
    ['features', 'routes'],
    "The console uses components/, lib/ and domain/, never the public site's features or routes.",
  )
  return [
    ...appZone(['app/console/**/*.{ts,tsx}'], [apart]),
    ...SCREENS.flatMap((screen) =>
      appZone(
        [`app/console/screens/${screen}/**/*.{ts,tsx}`],
        [
          apart,
          {
            regex: `^\\.\\./(?!${screen}/)[^./][^/]*/`,
            message:
              'A screen imports no other screen: move what both need to ui/, api/ or parts/.',
          },
          up(['frame'], 'The frame shows the screens, not the other way round.'),
        ],
      ),
    ),
    ...appZone(
      ['app/console/parts/**/*.{ts,tsx}'],
      [apart, up(['screens', 'frame'], 'parts/ are shared by screens: they import no screen.')],
    ),
    ...appZone(
      ['app/console/ui/**/*.{ts,tsx}'],
      [
        apart,
        up(
          ['screens', 'parts', 'api', 'frame'],
          "ui/ is the console's kit: it knows no screen and no API.",
        ),
      ],
    ),
    ...appZone(
      ['app/console/api/**/*.{ts,tsx}'],
      [
        apart,
        up(
          ['screens', 'parts', 'ui', 'frame'],
          "api/ is the console's bottom layer: it knows no screen and draws nothing.",
        ),
      ],
    ),
  ]
}

export function importZones() {
  return [
    ...appZone(['app/**/*.{ts,tsx}'], []),
    ...appZone(
      ['app/lib/**/*.ts'],
      [
        {
          group: ['react', 'react-*', 'react/*'],
          message: 'lib/ must not depend on React.',
        },
        up(
          ['components', 'console', 'features', 'routes', 'state'],
          'lib/ must not depend on the UI.',
        ),
      ],
    ),
    ...appZone(
      ['app/state/**/*.{ts,tsx}'],
      [
        up(
          ['components', 'console', 'features', 'routes'],
          'state/ is below the UI: move what it needs down.',
        ),
      ],
    ),
    ...appZone(
      ['app/components/**/*.{ts,tsx}'],
      [
        up(
          ['console', 'features', 'routes'],
          'components/ are shared by features and the console: move what they need down.',
        ),
      ],
    ),
    ...FEATURES.flatMap((feature) =>
      appZone(
        [`app/features/${feature}/**/*.{ts,tsx}`],
        [
          {
            regex: `^\\.\\./(?!${feature}/)[^./][^/]*/`,
            message:
              'A feature imports no other feature: move what both need to components/, state/, lib/ or domain/.',
          },
          up(['routes'], 'Routes use features, not the other way round.'),
          notTheConsole,
        ],
      ),
    ),
    ...appZone(['app/routes/**/*.{ts,tsx}'], [notTheConsole]),
    // The console's own route module is the one way into it.
    ...appZone(['app/routes/staff.tsx'], []),
    ...consoleZones(),
    ...zone(
      ['domain/**/*.ts'],
      [
        {
          regex: '^\\.\\./',
          message:
            'domain/ is shared by the browser and the server: it imports nothing outside itself.',
        },
      ],
      { zod: false },
    ),
    ...zone(
      ['content/**/*.ts'],
      [
        {
          group: ['react', 'react-*', 'react/*'],
          message: 'content/ is data: it must not depend on React.',
        },
        {
          regex: '^\\.\\./(?!domain/)',
          message: 'content/ is read by the browser and the server: it imports only domain/.',
        },
      ],
    ),
    // Its tests also read the build's scripts, to check the content against them.
    ...zone(
      ['content/**/*.test.ts'],
      [
        {
          regex: '^\\.\\./(?!domain/|scripts/)',
          message: 'content/ tests read domain/ and scripts/.',
        },
      ],
    ),
    ...serverZones(),
  ]
}

/**
 * The reservations server, from the bottom: background/ (generic pieces), data/, the adapters
 * to the outside (ical/ reads and writes calendars, payments/ speaks to PayMongo and keeps
 * receipts), then mail/ and services/ (the business), then http/, which alone chooses HTTP.
 */
function serverZones() {
  const root = 'server/reservations'
  const never = (layers, message) => up(layers, message)
  return [
    ...serverZone(['server/**/*.{ts,tsx,js,mjs}'], []),
    ...serverZone(
      [`${root}/background/**/*.ts`],
      [
        never(
          ['data', 'ical', 'payments', 'mail', 'services', 'http'],
          'background/ holds generic pieces: it imports no layer of the server.',
        ),
      ],
    ),
    ...serverZone(
      [`${root}/data/**/*.ts`],
      [
        never(
          ['ical', 'payments', 'mail', 'services', 'http'],
          'data/ is the bottom layer: it never imports ical/, payments/, mail/, services/ or http/.',
        ),
      ],
    ),
    ...serverZone(
      [`${root}/ical/**/*.ts`],
      [
        never(
          ['data', 'payments', 'mail', 'services', 'http'],
          'ical/ reads and writes calendars: it knows no database, payment, mail, service or HTTP.',
        ),
      ],
    ),
    ...serverZone(
      [`${root}/payments/**/*.ts`],
      [
        never(
          ['ical', 'mail', 'services', 'http'],
          'payments/ speaks to PayMongo and keeps receipts: it never imports ical/, mail/, services/ or http/.',
        ),
      ],
    ),
    ...serverZone(
      [`${root}/mail/**/*.{ts,tsx}`],
      [
        never(
          ['ical', 'payments', 'services', 'http'],
          'mail/ writes and sends letters: services/ call it, never the other way round.',
        ),
      ],
    ),
    ...serverZone(
      [`${root}/services/**/*.ts`],
      [never(['http'], 'services/ never import http/: HTTP is chosen in http/ alone.')],
    ),
    ...serverZone(
      [`${root}/http/guest/**/*.ts`],
      [never(['staff'], "The guests' routes and the staff's share only what is in http/ itself.")],
    ),
    ...serverZone(
      [`${root}/http/staff/**/*.ts`],
      [never(['guest'], "The staff's routes and the guests' share only what is in http/ itself.")],
    ),
  ]
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-reservations/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Imports run one way, down the layers; each zone names what it must never import.
  ...importZones(),
)
