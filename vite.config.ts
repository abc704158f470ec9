import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { reservationsOn } from './app/lib/reservations-switch'
import { siteOrigin } from './app/lib/site-pages'

const OWN_SOURCES = ['./app/', './domain/'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
)

function isOwnTypeScript(id: string): boolean {
  const path = id.split('?')[0] ?? id
  return /\.tsx?$/.test(path) && OWN_SOURCES.some((dir) => path.startsWith(dir))
}

/**
 * The root route and the head's metadata code, with everything they import, and React DOM, which
 * the client entry imports: code every page loads first anyway, in one file instead of a dozen
 * small ones. One file compresses better than
 * its parts, and no page loads anything it did not before: the group is the root's static
 * imports and React DOM, never a route's or a lazily loaded module's (decision 044). Not the client entry: it
 * hydrates as it runs, so it must run only when the bootstrap imports it, after the route
 * modules (scripts/postbuild.mjs). Both modes, so reservations mode's lead over the default
 * build stays what its own code adds.
 */
const FIRST_LOAD_GROUP = /app\/(root\.tsx|i18n\/head\.ts)$|node_modules\/(react-dom|scheduler)\//

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      // Our TypeScript modules do nothing when imported, so one whose exports go unused can be
      // dropped whole: a reservations-mode module imported by a shared one then leaves nothing
      // (not even React's module set-up) in the default build (docs/decisions/008).
      treeshake: { moduleSideEffects: (id: string) => !isOwnTypeScript(id) },
      output: { codeSplitting: { groups: [{ name: 'app', test: FIRST_LOAD_GROUP }] } },
    },
  },
  define: {
    // SITE_ORIGIN is read once, at build time, for canonical and sharing URLs.
    'import.meta.env.SITE_ORIGIN': JSON.stringify(siteOrigin(process.env)),
    'import.meta.env.RESERVATIONS': JSON.stringify(reservationsOn(process.env)),
  },
})
