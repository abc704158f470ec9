/**
 * Staff sign-in under attack, through the real API on both engines: the limits hold for
 * simultaneous tries, a stranger's wrong passwords cannot lock a staff member out, and Argon2
 * never takes more than two of the thread pool's threads.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addStaff } from '../data/staff'
import { hashPassword, passwordWork } from '../services/staff-auth'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'

const PASSWORD = 'correct horse battery'

describe.each(ENGINES)('staff sign-in limits on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    // Behind a proxy, so each test can speak from the addresses it needs.
    api = await startApiServer(engine, {
      env: { TRUST_PROXY: '1', SITE_ORIGIN: 'https://www.resort.example' },
      signInLimits: { perAccount: 5, perAddress: 20, windowSeconds: 900 },
    })
    for (const email of ['target@resort.example', 'desk@resort.example']) {
      await addStaff(api.inspect.db, email, await hashPassword(PASSWORD), new Date().toISOString())
    }
  })
  afterAll(async () => {
    await api.stop()
  })

  const signIn = (email: string, password: string, address: string) =>
    api.post('/api/staff/sign-in', { email, password }, { 'X-Forwarded-For': address })

  test('40 simultaneous wrong passwords from one address: at most the limit are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signIn('target@resort.example', `guess ${index}`, '198.51.100.7'),
      ),
    )
    const statuses = answers.map((answer) => answer.status)

    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35)
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
  })

  test('wrong passwords from one address do not lock the account for another address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('desk@resort.example', `guess ${attempt}`, '203.0.113.1')).status).toBe(
        401,
      )
    }

    const fromThere = await signIn('desk@resort.example', PASSWORD, '203.0.113.1')
    const fromElsewhere = await signIn('desk@resort.example', PASSWORD, '203.0.113.2')

    expect(fromThere.status).toBe(429)
    expect(fromElsewhere.status).toBe(200)
    // Six Argon2 checks one after another, each made slow on purpose: past the default 15 s on
    // a machine loaded fifteen-fold, as the fifty below are.
  }, 60_000)

  test('50 simultaneous sign-ins from many addresses run at most two password checks at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        signIn(`nobody${index}@resort.example`, 'a wrong password', `192.0.2.${index + 1}`),
      ),
    )

    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(401))
    expect(passwordWork.peak).toBe(2)
    // Fifty Argon2 checks two at a time: a few seconds alone, more on a busy CI machine.
  }, 60_000)
})
