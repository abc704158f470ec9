/**
 * CPU time of processes, read from Linux's /proc: what a booking costs the server, the database
 * and the load on each side of their sockets. Unlike latencies, these figures barely move when
 * other work shares the cores, so runs on a busy machine can still be compared.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'

let ticksPerSecond: number | undefined

/** User and system CPU of one process, in milliseconds; 0 once it is gone. */
export function cpuMsOf(pid: number): number {
  const fields = statFields(pid)
  return fields ? ticksToMs(Number(fields[11]) + Number(fields[12])) : 0
}

/**
 * A process and its children, in milliseconds: PostgreSQL's postmaster and the backends it
 * forks. Children that exited since the last call no longer count, so take readings while
 * their connections stay open.
 */
export function cpuMsOfFamily(pid: number): number {
  let total = cpuMsOf(pid)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fields = statFields(Number(entry))
    if (fields && Number(fields[1]) === pid)
      total += ticksToMs(Number(fields[11]) + Number(fields[12]))
  }
  return total
}

/**
 * The children of a process, user and system CPU apart, in milliseconds: PostgreSQL's backends
 * and its background processes, without the postmaster. Read while their connections stay open.
 */
export function cpuOfChildren(pid: number): { user: number; system: number } {
  const total = { user: 0, system: 0 }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fields = statFields(Number(entry))
    if (!fields || Number(fields[1]) !== pid) continue
    total.user += ticksToMs(Number(fields[11]))
    total.system += ticksToMs(Number(fields[12]))
  }
  return total
}

/** This process's own user and system CPU, in milliseconds (the load generator's share). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

/**
 * Fields after the command name of /proc/PID/stat (state first, so the parent is [1], user and
 * system time in ticks [11] and [12]); the name may hold spaces and brackets, hence the last ')'.
 */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

function ticksToMs(ticks: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
  return (ticks * 1000) / ticksPerSecond
}
