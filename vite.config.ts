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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      // Our TypeScript modules do nothing when imported, so one whose exports go unused can be
      // dropped whole: a reservations-mode module imported by a shared one then leaves nothing
      // (not even React's module set-up) in the default build (docs/decisions/008).
      treeshake: { moduleSideEffects: (id: string) => !isOwnTypeScript(id) },
    },
  },
  define: {
    // SITE_ORIGIN is read once, at build time, for canonical and sharing URLs.
    'import.meta.env.SITE_ORIGIN': JSON.stringify(siteOrigin(process.env)),
    'import.meta.env.RESERVATIONS': JSON.stringify(reservationsOn(process.env)),
  },
})
