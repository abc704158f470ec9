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

// For the browser tests, which open a new window for every test: Chromium builds each window an
// address bar's suggestion popup as a page of its own (a renderer that spent about 1.5 s of CPU
// a window here, more than a test's own page), though a headless window never shows it.
// Playwright's own --disable-features list is merged with this one, not replaced.
export const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
