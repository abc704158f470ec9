// A throwaway PostgreSQL server for tests (docs/reservations.md, "Tests"): initdb into a
// temp folder, trust auth on loopback only, a free port, stopped and removed afterwards.
// Needs Debian's postgresql package: `sh scripts/ensure-postgres.sh` installs it.

import { execFile, execFileSync, spawn } from 'node:child_process'
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type RunningPostgres = {
  url: string
  /** Stops the server (fast: open connections are cut) and starts it again on the same port. */
  restart: () => Promise<void>
  stop: () => Promise<void>
  /** The postmaster's process id now (a restart changes it), for the bench's CPU readings. */
  pid: () => number
}

const LOOPBACK = '127.0.0.1'
const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql'
// pg_ctl's own wait (-t, seconds); our child-process limit sits above it so pg_ctl reports first.
const PG_CTL_WAIT_S = 30
const COMMAND_LIMIT_MS = 60_000
// Another process can take the free port between our probe and the server's bind.
const PORT_ATTEMPTS = 3
// The watchdog gives up after a day, so even it cannot outlive a forgotten machine forever.
const WATCHDOG_MAX_SECONDS = 24 * 60 * 60

const COMMON_SETTINGS = {
  listen_addresses: `'${LOOPBACK}'`,
  // Every openDatabase() is a pool of its own, and test files run side by side.
  max_connections: '200',
}

// Durability is pointless for a database that is deleted after the run; these make tests faster.
const TEST_SETTINGS = {
  ...COMMON_SETTINGS,
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  shared_buffers: '32MB',
}

// As a resort runs it (docs/reservations.md, "PostgreSQL in production"): PostgreSQL's durable
// defaults as Debian installs it, every commit flushed to disk before it counts.
const DURABLE_SETTINGS = COMMON_SETTINGS

export type PostgresOptions = {
  /** Durable settings, as in production (the API bench); tests leave them off for speed. */
  durable?: boolean
}

export async function startPostgres(options: PostgresOptions = {}): Promise<RunningPostgres> {
  const bin = findBinDir()
  const owner = serverOwner()
  const root = mkdtempSync(join(tmpdir(), 'resort-pg-'))
  const dataDir = join(root, 'data')
  const socketDir = join(root, 'socket')
  const logFile = join(root, 'server.log')
  const run = (program: string, args: string[]) => runAs(owner, join(bin, program), args, root)
  let started = false
  try {
    mkdirSync(socketDir)
    if (owner) for (const path of [root, socketDir]) chownSync(path, owner.uid, owner.gid)
    await run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ])
    configure(dataDir, socketDir, owner, options.durable ? DURABLE_SETTINGS : TEST_SETTINGS)
    const port = await startOnFreePort(run, dataDir, logFile)
    started = true
    const watchdog = startWatchdog(root, owner, join(bin, 'pg_ctl'), dataDir)
    let stopping: Promise<void> | null = null
    const stop = () => {
      stopping ??= (async () => {
        if (watchdog.pid !== undefined) killQuietly(watchdog.pid)
        await stopServer(run, dataDir)
        rmSync(root, { recursive: true, force: true })
      })()
      return stopping
    }
    const restart = async () => {
      await stopServer(run, dataDir)
      await run('pg_ctl', [
        'start',
        '-w',
        '-t',
        String(PG_CTL_WAIT_S),
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        `-p ${port}`,
      ])
    }
    // postmaster.pid's first line is the postmaster's id (PostgreSQL's own lock file).
    const pid = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    return { url: `postgres://postgres@${LOOPBACK}:${port}/postgres`, restart, stop, pid }
  } catch (error) {
    if (started) await stopServer(run, dataDir).catch(() => {})
    rmSync(root, { recursive: true, force: true })
    throw error
  }
}

/** The newest Debian install (/usr/lib/postgresql/N/bin), else whatever pg_config names. */
export function findBinDir(): string {
  const versions = existsSync(DEBIAN_VERSIONS_DIR)
    ? readdirSync(DEBIAN_VERSIONS_DIR)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : []
  for (const version of versions) {
    const bin = join(DEBIAN_VERSIONS_DIR, version, 'bin')
    if (existsSync(join(bin, 'initdb'))) return bin
  }
  try {
    const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim()
    if (existsSync(join(bin, 'initdb'))) return bin
  } catch {
    // reported below
  }
  throw new Error('PostgreSQL server binaries not found: run `sh scripts/ensure-postgres.sh`')
}

type Owner = { uid: number; gid: number }

/** initdb refuses to run as root, so root hands the server to the `postgres` account. */
function serverOwner(): Owner | null {
  if (process.getuid?.() !== 0) return null
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    throw new Error(
      "running as root needs a `postgres` account to own the test server (Debian's postgresql package creates it)",
    )
  }
}

function asOwner(owner: Owner | null, file: string, args: string[]): [string, string[]] {
  return owner ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
}

function runAs(owner: Owner | null, file: string, args: string[], cwd: string): Promise<string> {
  const [command, commandArgs] = asOwner(owner, file, args)
  return new Promise((resolve, reject) => {
    // cwd: the postgres account may not be allowed into the directory the tests started in.
    execFile(
      command,
      commandArgs,
      { cwd, timeout: COMMAND_LIMIT_MS, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${file.split('/').pop()} failed: ${stderr.trim() || error.message}`))
        else resolve(stdout)
      },
    )
  })
}

function configure(
  dataDir: string,
  socketDir: string,
  owner: Owner | null,
  chosen: Record<string, string>,
): void {
  const settings = { ...chosen, unix_socket_directories: `'${socketDir}'` }
  const lines = Object.entries(settings).map(([name, value]) => `${name} = ${value}`)
  appendFileSync(join(dataDir, 'postgresql.conf'), `\n# resort tests\n${lines.join('\n')}\n`)
  // Trust only the socket in our private folder and loopback TCP; the server listens on nothing else.
  const hba = join(dataDir, 'pg_hba.conf')
  writeFileSync(hba, `local all all trust\nhost all all ${LOOPBACK}/32 trust\n`)
  if (owner) chownSync(hba, owner.uid, owner.gid)
}

type Run = (program: string, args: string[]) => Promise<string>

async function startOnFreePort(run: Run, dataDir: string, logFile: string): Promise<number> {
  let lastError: unknown
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt += 1) {
    const port = await freePort()
    try {
      await run('pg_ctl', [
        'start',
        '-w',
        '-t',
        String(PG_CTL_WAIT_S),
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        `-p ${port}`,
      ])
      return port
    } catch (error) {
      lastError = error
      if (!/could not bind|Address already in use/i.test(readLog(logFile))) break
    }
  }
  throw new Error(
    `PostgreSQL did not start: ${describe(lastError)}\n${readLog(logFile).slice(-2000)}`,
  )
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, LOOPBACK, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}

async function stopServer(run: Run, dataDir: string): Promise<void> {
  try {
    await run('pg_ctl', ['stop', '-w', '-t', String(PG_CTL_WAIT_S), '-D', dataDir, '-m', 'fast'])
  } catch {
    // A client that will not let go must not leave the server behind.
    await run('pg_ctl', [
      'stop',
      '-w',
      '-t',
      String(PG_CTL_WAIT_S),
      '-D',
      dataDir,
      '-m',
      'immediate',
    ])
  }
}

/**
 * A test run killed outright (SIGKILL, a closed terminal) never reaches its teardown. This
 * small detached shell notices our process is gone, stops the server and removes the folder.
 */
function startWatchdog(root: string, owner: Owner | null, pgCtl: string, dataDir: string) {
  const [stopCommand, stopArgs] = asOwner(owner, pgCtl, ['stop', '-D', dataDir, '-m', 'immediate'])
  const script = [
    'parent=$1; root=$2; shift 2; i=0',
    `while [ $i -lt ${WATCHDOG_MAX_SECONDS} ] && kill -0 "$parent" 2>/dev/null; do sleep 1; i=$((i + 1)); done`,
    '"$@" >/dev/null 2>&1',
    'rm -rf "$root"',
  ].join('\n')
  const watchdog = spawn(
    'sh',
    ['-c', script, 'pg-watchdog', String(process.pid), root, stopCommand, ...stopArgs],
    {
      cwd: root,
      detached: true,
      stdio: 'ignore',
    },
  )
  watchdog.unref()
  return watchdog
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

function readLog(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8')
  } catch {
    return ''
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
