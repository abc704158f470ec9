import { chromium } from '@playwright/test'
const [base, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(w, 'console', m.type(), m.text().slice(0, 300)) })
  page.on('pageerror', (e) => console.log(w, 'pageerror', e.message))
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const name = `/tmp/shot-${p.replace(/\W+/g, '_') || 'home'}-${w}.png`
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' })
    console.log(name)
  }
}
await browser.close()
