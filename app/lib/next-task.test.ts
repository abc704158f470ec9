import { afterEach, expect, test, vi } from 'vitest'
import { nextTask } from './next-task'

afterEach(() => {
  vi.useRealTimers()
})

test('resolves after the current task, not among its microtasks', async () => {
  const order: string[] = []
  const waited = nextTask().then(() => order.push('next task'))
  let chain = Promise.resolve()
  for (let hop = 0; hop < 100; hop++) chain = chain.then(() => undefined)
  await chain
  order.push('microtasks done')
  await waited
  expect(order).toEqual(['microtasks done', 'next task'])
})

test('needs no timer, so held or throttled timers do not hold it back', async () => {
  vi.useFakeTimers()
  await expect(nextTask()).resolves.toBeUndefined()
})
