// Loaded into the server process by the API bench (`node --import`, with an IPC channel): the
// server's event-loop delay, forgotten on 'reset' and summed up on 'read', in ms. The server
// itself carries no bench code.
import { monitorEventLoopDelay } from 'node:perf_hooks'

const histogram = monitorEventLoopDelay({ resolution: 1 })
histogram.enable()
const ms = (nanoseconds) => Math.round(nanoseconds / 1e5) / 10

process.on('message', (message) => {
  if (message === 'reset') histogram.reset()
  if (message === 'reset' || message === 'read')
    process.send?.({
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    })
})
// The channel must not keep the server running once it is told to stop.
process.channel?.unref()
