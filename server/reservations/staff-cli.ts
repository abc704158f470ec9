/**
 * `npm run staff -- add|role|remove|list` (docs/reservations.md): staff accounts, managed on the server
 * itself; there is no sign-up page. The password is read from standard input, so it works
 * piped (`printf '%s\n' "$PASSWORD" | npm run staff -- add desk@resort.ph`) and never lands in
 * the shell's history or the process list; typed at a terminal, it is not echoed.
 */
import { normalizeEmail } from '../../domain/guest'
import { STAFF_ROLES, isStaffRole } from '../../domain/account-roles'
import { readDatabaseTarget } from './config'
import { openDatabase } from './data/connect'
import { addStaff, listActiveStaff, removeStaff, setStaffRole } from './data/staff'
import { MIN_PASSWORD_LENGTH, hashPassword } from './services/staff-auth'

export type CliIo = {
  stdin: NodeJS.ReadStream
  stdout: (line: string) => void
  stderr: (line: string) => void
  env: Record<string, string | undefined>
  cwd: string
}

const USAGE =
  'usage: npm run staff -- add EMAIL [--role ROLE] | role EMAIL ROLE | remove EMAIL | list   ' +
  `(ROLE: ${STAFF_ROLES.join(', ')}; add reads the password from standard input)`
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Command =
  | { name: 'list' }
  | { name: 'remove'; email: string }
  | { name: 'add'; email: string; role: string | undefined }
  | { name: 'role'; email: string; role: string }

function parse(args: readonly string[]): Command | null {
  const [name, email, ...rest] = args
  if (name === 'list' && args.length === 1) return { name }
  if (email === undefined) return null
  if (name === 'remove' && rest.length === 0) return { name, email }
  if (name === 'role' && rest.length === 1 && rest[0] !== undefined)
    return { name, email, role: rest[0] }
  if (name === 'add' && rest.length === 0) return { name, email, role: undefined }
  if (name === 'add' && rest.length === 2 && rest[0] === '--role')
    return { name, email, role: rest[1] }
  return null
}

/** Runs one command; returns the process exit code. */
export async function runStaffCommand(args: readonly string[], io: CliIo): Promise<number> {
  const command = parse(args)
  if (!command) {
    io.stderr(USAGE)
    return 2
  }
  const email = command.name === 'list' ? '' : normalizeEmail(command.email)
  if (command.name !== 'list' && !EMAIL.test(email)) {
    io.stderr(`not an email address: ${command.email}`)
    return 2
  }
  const role = 'role' in command ? command.role : undefined
  if (role !== undefined && !isStaffRole(role)) {
    io.stderr(`not a role: ${role} (one of ${STAFF_ROLES.join(', ')})`)
    return 2
  }
  const password = command.name === 'add' ? await readPassword(io) : ''
  if (command.name === 'add' && password.length < MIN_PASSWORD_LENGTH) {
    io.stderr(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    return 2
  }

  const database = await openDatabase(readDatabaseTarget(io.env, io.cwd))
  try {
    const now = new Date().toISOString()
    if (command.name === 'list') {
      const staff = await listActiveStaff(database.db)
      if (staff.length === 0) io.stdout('no staff accounts')
      for (const member of staff)
        io.stdout(`${member.email}  ${member.role}  (since ${member.createdAt.slice(0, 10)})`)
      return 0
    }
    if (command.name === 'add') {
      // The first account is the owner's, who makes the others; those are the desk's by default.
      const given =
        role ?? ((await listActiveStaff(database.db)).length === 0 ? 'manager' : 'front_desk')
      const added = await addStaff(database.db, email, await hashPassword(password), now, given)
      io[added ? 'stdout' : 'stderr'](
        added ? `added ${email} (${given})` : `${email} already has an account`,
      )
      return added ? 0 : 1
    }
    if (command.name === 'role' && role !== undefined) {
      const changed = await setStaffRole(database.db, email, role)
      io[changed ? 'stdout' : 'stderr'](
        changed ? `${email} is now ${role}` : `no account for ${email}`,
      )
      return changed ? 0 : 1
    }
    const removed = await removeStaff(database.db, email, now)
    io[removed ? 'stdout' : 'stderr'](
      removed ? `removed ${email}; its sessions are ended` : `no account for ${email}`,
    )
    return removed ? 0 : 1
  } finally {
    await database.close()
  }
}

// In raw mode a terminal sends Enter as \r and Ctrl-C / Ctrl-D as \u0003 / \u0004: each ends the input.
// eslint-disable-next-line no-control-regex -- matching those control characters is the point
const END_OF_LINE = /\r?\n|\r|\u0003|\u0004/

/** The first line of standard input; at a terminal, asked for without echo. */
async function readPassword(io: CliIo): Promise<string> {
  const { stdin } = io
  if (stdin.isTTY) {
    process.stderr.write('Password: ')
    stdin.setRawMode(true)
  }
  let text = ''
  stdin.setEncoding('utf8')
  for await (const chunk of stdin) {
    text += String(chunk)
    if (stdin.isTTY && END_OF_LINE.test(text)) break
  }
  if (stdin.isTTY) {
    stdin.setRawMode(false)
    process.stderr.write('\n')
  }
  return text.split(END_OF_LINE)[0] ?? ''
}
