// `npm run staff -- add EMAIL | remove EMAIL | list`: staff accounts of reservations mode.
// Runs the command bundled into BUILD_DIR/reservations/server.js by `RESERVATIONS=on npm run
// build`, against the same DATABASE_URL as `npm start`.

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const buildDir = process.env.BUILD_DIR || fileURLToPath(new URL('../build', import.meta.url))
const bundle = join(buildDir, 'reservations', 'server.js')

if (!existsSync(bundle)) {
  console.error(`${bundle} is missing: run RESERVATIONS=on npm run build first`)
  process.exit(1)
}

try {
  const { runStaffCommand } = await import(pathToFileURL(bundle).href)
  process.exitCode = await runStaffCommand(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
    env: process.env,
    cwd: process.cwd(),
  })
} catch (error) {
  console.error(`staff: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
}
