// Debian's Chromium for the browser tests and the benchmark; never a downloaded browser.
// The flags keep it off the network this machine does not have and out of the sandbox root lacks.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
