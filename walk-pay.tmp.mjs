// A guest books with a transfer deposit, both widths; screenshots to /tmp/shots.
import { chromium } from '@playwright/test'
const BASE = 'http://127.0.0.1:4321'
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS })
const day = (n) => { const d = new Date(Date.now() + 8 * 3600e3 + n * 864e5); return d.toISOString().slice(0, 10) }
let offset = 20
for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
  const page = await context.newPage()
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()) })
  const shot = (what, full = true) => page.screenshot({ path: `/tmp/shots/${name}-${what}.png`, fullPage: full })
  offset += 5
  await page.goto(`${BASE}/room/2/book?checkIn=${day(offset)}&checkOut=${day(offset + 3)}&adults=2&kids=0`)
  await page.getByText('Deposit to pay now').waitFor()
  await page.getByLabel('Full name').fill('Maria Santos')
  await page.getByLabel('Email').fill('maria@example.com')
  await page.getByLabel('Phone').fill('+63 917 555 0101')
  await shot('1-booking-form')
  await page.getByRole('button', { name: 'Book and pay by transfer' }).click()
  await page.getByRole('heading', { name: 'Room held: pay the deposit' }).waitFor()
  await shot('2-confirmation')
  await page.getByRole('link', { name: 'Upload the receipt' }).click()
  await page.getByLabel('Email').fill('maria@example.com')
  await page.getByRole('button', { name: /find/i }).click()
  await page.getByRole('heading', { name: 'Payment' }).waitFor()
  await shot('3-reservation')
  await context.close()
}
await browser.close()
