import { describe, expect, test } from 'vitest'
import { GateFull, createGate } from './concurrency-gate'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('a concurrency gate', () => {
  test('runs at most its bound at once and answers every caller in order', async () => {
    const gate = createGate(2, 100)
    let now = 0
    let most = 0
    const finished: number[] = []

    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        gate.run(async () => {
          now += 1
          most = Math.max(most, now)
          await tick()
          now -= 1
          finished.push(index)
        }),
      ),
    )

    expect(most).toBe(2)
    expect(gate.peak).toBe(2)
    expect(finished).toHaveLength(30)
    expect(finished.slice(0, 2).sort()).toEqual([0, 1])
  })

  test('refuses at once beyond its waiting line, and frees a place when a task fails', async () => {
    const gate = createGate(1, 1)
    const first = gate.run(tick)
    const second = gate.run(async () => {
      throw new Error('broken')
    })

    await expect(gate.run(tick)).rejects.toBeInstanceOf(GateFull)
    await first
    await expect(second).rejects.toThrow('broken')
    await expect(gate.run(async () => 'next')).resolves.toBe('next')
  })
})
