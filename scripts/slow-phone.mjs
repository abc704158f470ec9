// The slow phone of Lighthouse's mobile preset (simulated slow 4G on a mid-range phone), applied
// for real through the Chrome DevTools Protocol: the browser tests of input before the app takes
// over (e2e/early-input.spec.ts) and the benchmark's takeover figures (scripts/bench/takeover.mjs)
// both use it.

export const SLOW_PHONE = {
  /** Round trip added to every request, in ms. */
  latencyMs: 150,
  /** 1.6 Mbit/s down and 750 kbit/s up, in bytes per second. */
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
  /** Lighthouse's CPU slowdown for a mid-range phone. */
  cpuSlowdown: 4,
}

/**
 * Makes one page load like a slow phone: network and CPU throttled until the page closes.
 * @param {{ send: (...args: any[]) => Promise<unknown> }} cdp  a CDP session of the page
 */
export async function throttleLikeSlowPhone(cdp) {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadThroughput,
    uploadThroughput: SLOW_PHONE.uploadThroughput,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
}
