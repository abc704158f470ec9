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
const FEATURES = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

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

export function importZones() {
  const up = (layers, message) => ({ regex: `(^|/)(${layers.join('|')})/`, message })
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
          ['components', 'features', 'routes', 'state'],
          'content/ and lib/ must not depend on the UI.',
        ),
      ],
    ),
    ...zone(
      ['app/state/**/*.{ts,tsx}'],
      [
        up(
          ['components', 'features', 'routes'],
          'state/ is below the UI: move what it needs down.',
        ),
      ],
    ),
    ...zone(
      ['app/components/**/*.{ts,tsx}'],
      [up(['features', 'routes'], 'components/ are shared by features: move what they need down.')],
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
        ],
      ),
    ),
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
