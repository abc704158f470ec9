// Part of `npm run build`. With RESERVATIONS=on, bundles the reservations API
// (server/reservations/main.ts, TypeScript) into BUILD_DIR/reservations/server.js, which
// server/start.js loads; dependencies stay in node_modules. Without it, writes nothing, so the
// default build is exactly as before.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const buildDir = process.env.BUILD_DIR || fileURLToPath(new URL('../build', import.meta.url))
const outDir = join(buildDir, 'reservations')

// The same test as app/lib/reservations-switch.ts, which a plain .mjs script cannot import.
if (process.env.RESERVATIONS === 'on') {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: fileURLToPath(new URL('../server/reservations/main.ts', import.meta.url)),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { entryFileNames: 'server.js' } },
    },
  })
  console.log(`reservations API bundled -> ${outDir}/server.js`)
} else {
  await rm(outDir, { recursive: true, force: true })
}
