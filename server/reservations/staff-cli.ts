/**
 * `npm run staff -- add|remove|list` (docs/reservations.md): staff accounts, managed on the server
 * itself; there is no sign-up page. The password is read from standard input, so it works
 * piped (`printf '%s\n' "$PASSWORD" | npm run staff -- add desk@resort.ph`) and never lands in
 * the shell's history or the process list; typed at a terminal, it is not echoed.
 */
import { normalizeEmail } from '../../domain/guest'
import { readDatabaseTarget } from './config'
import { openDatabase } from './data/connect'
import { addStaff, listActiveStaff, removeStaff } from './data/staff'
import { MIN_PASSWORD_LENGTH, hashPassword } from './services/staff-auth'

export type CliIo = {
  stdin: NodeJS.ReadStream
  stdout: (line: string) => void
  stderr: (line: string) => void
  env: Record<string, string | undefined>
  cwd: string
}

const USAGE =
  'usage: npm run staff -- add EMAIL | remove EMAIL | list   (add reads the password from standard input)'
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Runs one command; returns the process exit code. */
export async function runStaffCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [command, emailArgument] = args
  const email = emailArgument === undefined ? undefined : normalizeEmail(emailArgument)
  if (
    command === 'list'
      ? args.length !== 1
      : !(command === 'add' || command === 'remove') || args.length !== 2
  ) {
    io.stderr(USAGE)
    return 2
  }
  if (email !== undefined && !EMAIL.test(email)) {
    io.stderr(`not an email address: ${emailArgument}`)
    return 2
  }
  const password = command === 'add' ? await readPassword(io) : ''
  if (command === 'add' && password.length < MIN_PASSWORD_LENGTH) {
    io.stderr(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    return 2
  }

  const database = await openDatabase(readDatabaseTarget(io.env, io.cwd))
  try {
    const now = new Date().toISOString()
    if (command === 'list') {
      const staff = await listActiveStaff(database.db)
      if (staff.length === 0) io.stdout('no staff accounts')
      for (const member of staff)
        io.stdout(`${member.email}  (since ${member.createdAt.slice(0, 10)})`)
      return 0
    }
    if (command === 'add') {
      const added = await addStaff(database.db, email ?? '', await hashPassword(password), now)
      io[added ? 'stdout' : 'stderr'](added ? `added ${email}` : `${email} already has an account`)
      return added ? 0 : 1
    }
    const removed = await removeStaff(database.db, email ?? '', now)
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
