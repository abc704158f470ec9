/**
 * Resolves in a later task. Work chained after it runs on its own instead of lengthening the
 * task that is running: a main thread kept in short tasks answers a tap at once, and
 * Lighthouse counts every task over 50 ms (about 12 ms here before its 4x slowdown) as
 * blocking time. A message to itself rather than a timer: timers are clamped when nested and
 * throttled in background tabs, messages are not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
