import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

// zod stays out of the browser bundle: only content's schema, its validation and tests use it.
const ZOD = { name: 'zod', message: 'zod is for build-time validation only.' }
const ZOD_ALLOWED = [
  'app/content/schema.ts',
  'app/content/validate-content.ts',
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
    ...zone(['app/console/**/*.{ts,tsx}'], [apart]),
    ...SCREENS.flatMap((screen) =>
      zone(
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
    ...zone(
      ['app/console/parts/**/*.{ts,tsx}'],
      [apart, up(['screens', 'frame'], 'parts/ are shared by screens: they import no screen.')],
    ),
    ...zone(
      ['app/console/ui/**/*.{ts,tsx}'],
      [
        apart,
        up(
          ['screens', 'parts', 'api', 'frame'],
          "ui/ is the console's kit: it knows no screen and no API.",
        ),
      ],
    ),
    ...zone(
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
    ...zone(['app/**/*.{ts,tsx}'], []),
    ...zone(
      ['app/content/**/*.ts', 'app/lib/**/*.ts'],
      [
        {
          group: ['react', 'react-*', 'react/*'],
          message: 'content/ and lib/ must not depend on React.',
        },
        up(
          ['components', 'console', 'features', 'routes', 'state'],
          'content/ and lib/ must not depend on the UI.',
        ),
      ],
    ),
    ...zone(
      ['app/state/**/*.{ts,tsx}'],
      [
        up(
          ['components', 'console', 'features', 'routes'],
          'state/ is below the UI: move what it needs down.',
        ),
      ],
    ),
    ...zone(
      ['app/components/**/*.{ts,tsx}'],
      [
        up(
          ['console', 'features', 'routes'],
          'components/ are shared by features and the console: move what they need down.',
        ),
      ],
    ),
    ...FEATURES.flatMap((feature) =>
      zone(
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
    ...zone(['app/routes/**/*.{ts,tsx}'], [notTheConsole]),
    // The console's own route module is the one way into it.
    ...zone(['app/routes/staff.tsx'], []),
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
      ['server/reservations/data/**/*.ts'],
      [
        up(
          ['services', 'http', 'mail'],
          'data/ is the bottom layer: it never imports services/, http/ or mail/.',
        ),
      ],
      { zod: false },
    ),
    ...zone(
      ['server/reservations/services/**/*.ts', 'server/reservations/mail/**/*.{ts,tsx}'],
      [up(['http'], 'services/ and mail/ never import http/: HTTP is chosen in http/ alone.')],
      { zod: false },
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
