import { spawn, execFileSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './scripts/chromium.mjs'

const db = '/tmp/roles/shot.db'
const env = { ...process.env, RESERVATIONS: 'on', BUILD_DIR: 'build-reservations', DATABASE_URL: `file:${db}` }
const server = spawn(process.execPath, ['server/start.js'], {
  env: { ...env, SMTP_URL: 'smtp://127.0.0.1:9', PORT: '0', HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const url = await new Promise((resolve) => {
  let out = ''
  server.stdout.on('data', (c) => {
    out += c
    const m = /at (http:\/\/[\d.]+:\d+)/.exec(out)
    if (m) resolve(m[1])
  })
})
const accounts = { manager: 'owner@aloncove.example', front_desk: 'desk@aloncove.example', housekeeping: 'rooms@aloncove.example' }
for (const [role, email] of Object.entries(accounts))
  execFileSync(process.execPath, ['server/staff.js', 'add', email, '--role', role], { env, input: 'a long enough password\n' })
async function token(email) {
  const r = await fetch(`${url}/api/staff/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url }, body: JSON.stringify({ email, password: 'a long enough password' }) })
  return /staff_session=([^;]+)/.exec(r.headers.get('set-cookie'))[1]
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const shots = [
  ['manager', '/staff/today', 390, false], ['manager', '/staff/today', 390, true], ['manager', '/staff/today', 1440, false],
  ['front_desk', '/staff/rates', 1440, false], ['front_desk', '/staff/rates', 390, true],
  ['housekeeping', '/staff/calendar', 390, false], ['housekeeping', '/staff/calendar', 1440, false],
  [null, '/staff', 390, false], [null, '/staff', 1440, false],
]
try {
  for (const [role, path, width, open] of shots) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 })
    if (role) await context.addCookies([{ name: 'staff_session', value: await token(accounts[role]), url, httpOnly: true, secure: true }])
    const page = await context.newPage()
    await page.goto(url + path)
    await page.waitForSelector('html[data-hydrated]')
    await page.waitForTimeout(1500)
    if (open) await page.getByRole('button', { name: 'Menu' }).click()
    await page.waitForTimeout(300)
    const name = `${role ?? 'signed-out'}-${path.replaceAll('/', '_')}-${width}${open ? '-menu' : ''}.png`
    await page.screenshot({ path: `/tmp/roles/shots/${name}` })
    await context.close()
  }
} finally {
  await browser.close()
  server.kill()
}
