import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const PROBE = fileURLToPath(new URL('./loop-delay-probe.mjs', import.meta.url))

function withProbe(script: string): ChildProcess {
  return spawn(process.execPath, ['--import', PROBE, '-e', script], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
}

function ask(child: ChildProcess, message: 'reset' | 'read') {
  return new Promise<{ p50: number; p99: number; max: number }>((resolve) => {
    child.once('message', (figures) =>
      resolve(figures as { p50: number; p99: number; max: number }),
    )
    child.send(message)
  })
}

test('the probe reports the delays of the process it is loaded into, from its last reset', async () => {
  // A process whose loop is blocked for 40 ms every 100 ms.
  const child = withProbe(
    'const timer = setInterval(() => { const t = Date.now(); while (Date.now() - t < 40); }, 100); setTimeout(() => clearInterval(timer), 5000)',
  )
  try {
    await ask(child, 'reset')
    await new Promise((resolve) => setTimeout(resolve, 600))
    const figures = await ask(child, 'read')
    expect(figures.max).toBeGreaterThanOrEqual(30)
    expect(figures.p99).toBeGreaterThanOrEqual(30)
  } finally {
    child.kill()
  }
})

test('the probe does not keep a process running once its own work is done', async () => {
  const child = withProbe('setTimeout(() => {}, 100)')
  const [code] = (await Promise.race([
    once(child, 'exit'),
    new Promise((resolve) => setTimeout(() => resolve(['still running']), 5000)),
  ])) as [unknown]
  child.kill()
  expect(code).toBe(0)
})
