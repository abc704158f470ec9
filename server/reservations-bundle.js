// @ts-check
// Loads reservations mode's server code, bundled into BUILD_DIR/reservations/server.js by
// `RESERVATIONS=on npm run build` (server/reservations/main.ts), for npm start and the
// command-line tools.

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const buildDir = process.env.BUILD_DIR || fileURLToPath(new URL('../build', import.meta.url))

export async function loadReservationsBundle() {
  return importBuilt('server.js')
}

/** The configuration's reader alone: far less to load than the bundle, for a quick refusal. */
export async function loadReservationsConfig() {
  return importBuilt('config.js')
}

/** @param {string} file */
async function importBuilt(file) {
  const bundle = join(buildDir, 'reservations', file)
  if (!existsSync(bundle))
    throw new Error(`${bundle} is missing: run RESERVATIONS=on npm run build`)
  return import(pathToFileURL(bundle).href)
}

/**
 * Runs one command-line tool of the bundle with this process's input, output and environment,
 * and sets the exit code.
 * @param {string} command
 */
export async function runBundledCommand(command) {
  try {
    const { runCommand } = await loadReservationsBundle()
    process.exitCode = await runCommand(command, process.argv.slice(2), {
      stdin: process.stdin,
      stdout: (/** @type {string} */ line) => console.log(line),
      stderr: (/** @type {string} */ line) => console.error(line),
      env: process.env,
      cwd: process.cwd(),
    })
  } catch (error) {
    console.error(`${command}: ${error instanceof Error ? error.message : error}`)
    process.exitCode = 1
  }
}
