// Part of `npm run build`. With RESERVATIONS=on, bundles the reservations API
// (server/reservations/main.ts, TypeScript) into BUILD_DIR/reservations/server.js, which
// server/start.js loads, and beside it feed-reader.js, the worker thread that reads channel
// calendars (server/reservations/ical/read-feed-isolated.ts), and config.js, the configuration's
// reader that server/start.js runs before the rest; dependencies stay in
// node_modules. Without it, writes nothing, so the default build is exactly as before.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

/** @param {string} buildDir  the build folder; the bundle goes to its reservations/ */
export async function buildReservationsServer(buildDir) {
  const outDir = join(buildDir, 'reservations')
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: {
          server: fileURLToPath(new URL('../server/reservations/main.ts', import.meta.url)),
          'feed-reader': fileURLToPath(
            new URL('../server/reservations/ical/feed-reader-worker.ts', import.meta.url),
          ),
          // Read first by npm start: a configuration error stops it before the bundle loads.
          config: fileURLToPath(new URL('../server/reservations/config.ts', import.meta.url)),
        },
        output: { entryFileNames: '[name].js' },
      },
    },
  })
  return join(outDir, 'server.js')
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href
if (isMain) {
  const buildDir = process.env.BUILD_DIR || fileURLToPath(new URL('../build', import.meta.url))
  // The same test as app/lib/reservations-switch.ts, which a plain .mjs script cannot import.
  if (process.env.RESERVATIONS === 'on') {
    console.log(`reservations API bundled -> ${await buildReservationsServer(buildDir)}`)
  } else {
    await rm(join(buildDir, 'reservations'), { recursive: true, force: true })
  }
}
