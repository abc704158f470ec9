import { spawn } from 'node:child_process'
import { once } from 'node:events'

/**
 * Starts the production server (`npm start`'s script) on 127.0.0.1 and a free port, and hands
 * its URL to the tests through SITE_URL. Returns the teardown that stops it by PID.
 */
export default async function globalSetup() {
  const server = spawn(process.execPath, ['server/start.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not start within 15 s')),
      15_000,
    )
    server.once('exit', (code) => reject(new Error(`the server exited early with code ${code}`)))
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /http:\/\/[\d.]+:\d+/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[0])
      }
    })
  })
  process.env.SITE_URL = url

  return async () => {
    server.kill('SIGTERM')
    if (server.exitCode === null) await once(server, 'exit')
  }
}
