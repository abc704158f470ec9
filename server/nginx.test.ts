// @vitest-environment node
// deploy/nginx.conf, run by the real nginx against a fixture build, answers the same HTTP
// checks as the Node server (test-support/http-checks.ts). nginx comes from
// scripts/ensure-nginx.sh; without it this file skips and says so.

import { localNginxArgs, renderLocalNginxConfig } from '../scripts/nginx-local.mjs'
import { securityHeaders, type CspSources } from './http-rules.js'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFixtureBuild, FIXTURE_FILES, type FixtureBuild } from './test-support/fixture-build'
import { checks, expectHealthy, runCheck, runConditionalCheck } from './test-support/http-checks'
import { canConnect, freePort } from './test-support/raw-http'

const TEMPLATE = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url))

function findNginx(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' })
    if (probe.status === 0) return candidate
  }
  return null
}

const nginx = findNginx()
if (!nginx) {
  console.warn('nginx.test.ts skipped: nginx is not installed (run scripts/ensure-nginx.sh)')
}

describe.skipIf(!nginx)('nginx with deploy/nginx.conf', () => {
  let fixture: FixtureBuild
  let child: ChildProcess | undefined
  let port: number
  let runDir: string
  let log = ''

  beforeAll(async () => {
    fixture = createFixtureBuild()
    runDir = join(fixture.root, 'nginx')
    mkdirSync(runDir)
    port = await freePort()
    const configPath = join(runDir, 'nginx.conf')
    writeFileSync(
      configPath,
      renderLocalNginxConfig(readFileSync(TEMPLATE, 'utf8'), {
        buildDir: fixture.buildDir,
        port,
        runDir,
        accessLog: true,
      }),
    )
    const args = localNginxArgs(configPath, runDir)

    const syntax = spawnSync(nginx ?? 'nginx', [...args, '-t'], { encoding: 'utf8' })
    expect(syntax.status, syntax.stderr).toBe(0)

    child = spawn(nginx ?? 'nginx', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout?.on('data', (chunk) => (log += chunk))
    child.stderr?.on('data', (chunk) => (log += chunk))
    // Bounded wait for the port: 50 tries, 100 ms apart.
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await canConnect(port)) return
      if (child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`nginx did not start: ${log}`)
  })

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve))
      child.kill('SIGQUIT')
      const timer = setTimeout(() => child?.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    fixture?.remove()
  })

  test.each(checks.map((check) => [check.name, check] as const))('%s', async (_name, check) => {
    await runCheck(port, check, fixture.secret)
  })

  test('a revalidation of / with its ETag answers 304 with the security headers', async () => {
    await runConditionalCheck(port, '/', fixture.secret)
  })

  test('a revalidation of a hashed asset answers 304 with the security headers', async () => {
    await runConditionalCheck(port, FIXTURE_FILES.script, fixture.secret)
  })

  test("the CSP nginx sends is the build's, whole, though longer than one nginx parameter", async () => {
    const csp = JSON.parse(readFileSync(join(fixture.buildDir, 'csp.json'), 'utf8')) as CspSources
    const expected = securityHeaders(csp)['Content-Security-Policy'] ?? ''
    expect(expected.length).toBeGreaterThan(4096)
    for (const path of ['/', '/room/3', '/no-such-page']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`)
      expect(response.headers.get('content-security-policy')).toBe(expected)
    }
  })

  test('nginx is still serving after every check and logged no crash', async () => {
    await expectHealthy(port)

    expect(child?.exitCode).toBeNull()
    const errors = existsSync(join(runDir, 'error.log'))
      ? readFileSync(join(runDir, 'error.log'), 'utf8')
      : ''
    // disable_symlinks logs each refused symlink at [crit]: that is the rule working.
    const serious = errors.split('\n').filter((line) => /\[(alert|emerg|crit)\]/.test(line))
    expect(serious.filter((line) => !/Too many levels of symbolic links/.test(line))).toEqual([])
  })
})
