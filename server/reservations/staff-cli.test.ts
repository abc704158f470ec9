import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type OpenDatabase } from './data/connect'
import { signIn } from './services/staff-auth'
import { runStaffCommand } from './staff-cli'
import { ENGINES, freshDatabase, type FreshDatabase } from '../test-support/test-database'

describe.each(ENGINES)('npm run staff on %s', (engine) => {
  let fresh: FreshDatabase
  let inspect: OpenDatabase
  let databaseUrl: string

  beforeAll(async () => {
    fresh = await freshDatabase(engine)
    databaseUrl = fresh.target.engine === 'sqlite' ? `file:${fresh.target.path}` : fresh.target.url
    inspect = await openDatabase(fresh.target)
  })
  afterAll(async () => {
    await inspect.close()
    await fresh.cleanup()
  })

  async function run(args: string[], stdin = '', env: Record<string, string> = {}) {
    const out: string[] = []
    const err: string[] = []
    const code = await runStaffCommand(args, {
      stdin: Readable.from([stdin]) as unknown as NodeJS.ReadStream,
      stdout: (line) => out.push(line),
      stderr: (line) => err.push(line),
      env: { DATABASE_URL: databaseUrl, ...env },
      cwd: process.cwd(),
    })
    return { code, out, err }
  }

  test('add reads the password from piped standard input, with no prompt; the account can sign in', async () => {
    const added = await run(['add', 'Desk@Resort.example'], 'a long enough password\n')
    const stored = await inspect.db.selectFrom('staff').select(['email', 'password_hash']).execute()

    expect(added).toEqual({ code: 0, out: ['added desk@resort.example (manager)'], err: [] })
    expect(stored[0]?.email).toBe('desk@resort.example')
    expect(stored[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(
      await signIn(inspect.db, 'desk@resort.example', 'a long enough password', new Date()),
    ).not.toBeNull()
  })

  test('runs in a production environment without the variables only the server needs', async () => {
    const listed = await run(['list'], '', { HOST: '0.0.0.0', TRUST_PROXY: '1' })

    expect(listed.code).toBe(0)
    expect(listed.err).toEqual([])
  })

  test('list shows the accounts; remove ends one; adding it again brings it back', async () => {
    await run(['add', 'night@resort.example'], 'another long password\n')

    const listed = await run(['list'])
    const removed = await run(['remove', 'night@resort.example'])
    const afterRemoval = await run(['list'])
    const readded = await run(['add', 'night@resort.example'], 'a brand new password\n')

    expect(listed.out.map((line) => line.split(' ')[0])).toEqual([
      'desk@resort.example',
      'night@resort.example',
    ])
    expect(removed.code).toBe(0)
    expect(afterRemoval.out.map((line) => line.split(' ')[0])).toEqual(['desk@resort.example'])
    expect(readded.code).toBe(0)
    expect(
      await signIn(inspect.db, 'night@resort.example', 'another long password', new Date()),
    ).toBeNull()
  })

  test.each([
    [['add', 'desk@resort.example'], 'a long enough password\n', 1, 'already has an account'],
    [['add', 'short@resort.example'], 'short\n', 2, 'at least 12 characters'],
    [['add', 'not-an-email'], 'a long enough password\n', 2, 'not an email address'],
    [['remove', 'nobody@resort.example'], '', 1, 'no account'],
    [['promote', 'desk@resort.example'], '', 2, 'usage'],
    [[], '', 2, 'usage'],
    [['add', 'cook@resort.example', '--role', 'chef'], 'a long enough password\n', 2, 'not a role'],
    [['add', 'cook@resort.example', '--role'], 'a long enough password\n', 2, 'usage'],
    [['role', 'desk@resort.example', 'owner'], '', 2, 'not a role'],
    [['role', 'nobody@resort.example', 'manager'], '', 1, 'no account'],
    [['role', 'desk@resort.example'], '', 2, 'usage'],
  ])('%j is refused with a clear line and a non-zero exit', async (args, stdin, code, message) => {
    const result = await run(args, stdin)

    expect(result.code).toBe(code)
    expect(result.err.join('\n')).toContain(message)
  })

  test('the first account is a manager, later ones the front desk unless --role says; role changes one', async () => {
    const given = await run(
      ['add', 'rooms@resort.example', '--role', 'housekeeping'],
      'a long enough password\n',
    )
    const defaulted = await run(['add', 'clerk@resort.example'], 'a long enough password\n')
    const promoted = await run(['role', 'Clerk@Resort.example', 'manager'])
    const roles = await inspect.db
      .selectFrom('staff')
      .select(['email', 'role'])
      .where('email', 'in', ['desk@resort.example', 'rooms@resort.example', 'clerk@resort.example'])
      .orderBy('email')
      .execute()
    const listed = await run(['list'])

    expect(given.out).toEqual(['added rooms@resort.example (housekeeping)'])
    expect(defaulted.out).toEqual(['added clerk@resort.example (front_desk)'])
    expect(promoted).toEqual({ code: 0, out: ['clerk@resort.example is now manager'], err: [] })
    expect(roles).toEqual([
      { email: 'clerk@resort.example', role: 'manager' },
      { email: 'desk@resort.example', role: 'manager' },
      { email: 'rooms@resort.example', role: 'housekeeping' },
    ])
    expect(
      listed.out.some((line) => line.startsWith('rooms@resort.example  housekeeping  (since ')),
    ).toBe(true)
  })
})
