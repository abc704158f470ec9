import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, test } from 'vitest'
import { cpuMsOf, cpuMsOfFamily, cpuOfChildren, ownCpuMs } from './process-cpu'

// Work measured in CPU time, not wall time: on a busy machine a wall-clock loop gets a fraction.
const BURN_CPU = (ms: number) =>
  `const start = process.cpuUsage(); while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < ${ms});`

function burnCpu(ms: number) {
  const start = process.cpuUsage()
  const spent = () => (process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000
  while (spent() < ms);
}

describe('CPU time from /proc', () => {
  test("this process's CPU grows by the work it did", () => {
    const before = cpuMsOf(process.pid)
    const ownBefore = ownCpuMs()
    burnCpu(300)
    // /proc counts in ticks of 10 ms: a reading may lag the work by a tick or two.
    expect(cpuMsOf(process.pid) - before).toBeGreaterThanOrEqual(270)
    expect(ownCpuMs() - ownBefore).toBeGreaterThanOrEqual(300)
  })

  test("a family counts its children's CPU, and a process that is gone counts nothing", async () => {
    const child = spawn(process.execPath, [
      '-e',
      `${BURN_CPU(300)} console.log('done'); setTimeout(() => {}, 30000)`,
    ])
    try {
      await once(child.stdout, 'data')
      const childCpu = cpuMsOf(child.pid ?? 0)
      expect(childCpu).toBeGreaterThanOrEqual(270)
      const own = cpuMsOf(process.pid)
      expect(cpuMsOfFamily(process.pid)).toBeGreaterThanOrEqual(own + childCpu)
    } finally {
      child.kill()
      await once(child, 'exit')
    }
    expect(cpuMsOf(child.pid ?? 0)).toBe(0)
  })

  test("children's user and system time apart, without the parent's own", async () => {
    const child = spawn(process.execPath, [
      '-e',
      `${BURN_CPU(300)} console.log('done'); setTimeout(() => {}, 30000)`,
    ])
    try {
      await once(child.stdout, 'data')
      const children = cpuOfChildren(process.pid)
      // The loop asks the kernel for its CPU time on every turn: both parts grow.
      expect(children.user).toBeGreaterThan(0)
      expect(children.system).toBeGreaterThan(0)
      expect(children.user + children.system).toBeGreaterThanOrEqual(270)
      // This process has burnt 300 ms of its own above: none of it is counted.
      const childCpu = cpuMsOf(child.pid ?? 0)
      expect(children.user + children.system).toBeGreaterThanOrEqual(childCpu - 20)
      expect(children.user + children.system).toBeLessThanOrEqual(childCpu + 100)
    } finally {
      child.kill()
      await once(child, 'exit')
    }
  })
})
