import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { randomBytes } from 'node:crypto'
import type { StaffRole } from '../domain/account-roles'

export type StaffAccount = { email: string; password: string }

/**
 * Makes the staff console's test account the way the README tells a resort to: `npm run staff
 * -- add` (server/staff.js), the password piped on standard input, against the server's
 * database. Random password per run; the tests read both from STAFF_EMAIL and STAFF_PASSWORD.
 * Without a role the first account of a database is its manager (the CLI's default).
 */
export async function addStaffAccount(
  env: NodeJS.ProcessEnv,
  account: StaffAccount = {
    email: 'desk@aloncove.example',
    password: randomBytes(18).toString('base64url'),
  },
  role?: StaffRole,
): Promise<StaffAccount> {
  const roleArgs = role ? ['--role', role] : []
  const cli = spawn(process.execPath, ['server/staff.js', 'add', account.email, ...roleArgs], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  cli.stdin.end(`${account.password}\n`)
  const [code] = await once(cli, 'exit')
  if (code !== 0) throw new Error(`npm run staff -- add failed (${code}): ${output.trim()}`)
  return account
}
