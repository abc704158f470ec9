import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', 'build-reservations/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/', 'public/'] },
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
  {
    // One-way imports: content and lib are plain data and logic, usable by the server and scripts.
    files: ['app/content/**/*.ts', 'app/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', 'react/*', '**/components/*', '**/features/*', '**/routes/*', '**/state/*'], message: 'content/ and lib/ must not depend on React or the UI.' }] },
      ],
    },
  },
  {
    // zod stays out of the browser bundle: only the schema, validation and tests may use it.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/content/schema.ts', 'app/content/validate-content.ts', 'app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'zod is for build-time validation only.' }] }],
    },
  },
)
