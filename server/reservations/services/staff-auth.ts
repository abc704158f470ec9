/**
 * Staff sign-in (docs/reservations.md, "The staff console"): Argon2id passwords, sessions kept in
 * the database as the SHA-256 of a random token (the token itself lives only in the cookie),
 * 12 hours that slide with use, a new token at every sign-in, revoked at sign-out.
 */
import { createHash, randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { normalizeEmail } from '../../../domain/guest'
import type { StaffMember } from '../../../domain/staff-contract'
import type { Db } from '../data/connect'
import { GateFull, createGate } from './concurrency-gate'
import {
  extendSession,
  findActiveStaff,
  findLiveSession,
  insertSession,
  revokeSession,
} from '../data/staff'

export const SESSION_HOURS = 12
const SESSION_MS = SESSION_HOURS * 60 * 60 * 1000
// Sliding without a write on every request: the expiry moves once this much of it has passed.
const EXTEND_AFTER_MS = 5 * 60 * 1000
export const MIN_PASSWORD_LENGTH = 12

// The package's Algorithm enum is a const enum, which this project's compiler settings cannot
// import; 2 is its Argon2id.
const ARGON2ID = 2
// OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

// Two at a time keeps two of libuv's four threads free for the files the site serves; a
// hundred waiting is a minute of sign-ins at worst, and past it a burst is refused at once.
export const passwordWork = createGate(2, 100)

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, ARGON2_OPTIONS))
}

// An unknown account is checked against this, so it costs the same time as a wrong password.
let decoyHash: Promise<string> | null = null

export type SignedIn = { token: string; staff: StaffMember }

export async function signIn(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<SignedIn | null> {
  const staff = await findActiveStaff(db, normalizeEmail(email))
  decoyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    decoyHash = null
    throw error
  })
  const stored = staff?.passwordHash ?? (await decoyHash)
  const matches = await passwordWork
    .run(() => verify(stored, password))
    .catch((error: unknown) => {
      if (error instanceof GateFull) throw error
      return false
    })
  if (!staff || !matches) return null

  const token = randomBytes(32).toString('base64url')
  await insertSession(db, {
    tokenHash: tokenHash(token),
    staffId: staff.id,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_MS).toISOString(),
  })
  return { token, staff: { id: staff.id, email: staff.email, role: staff.role } }
}

/** The staff member of a live session, its expiry moved 12 hours past now. */
export async function authenticate(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<StaffMember | null> {
  if (!token || token.length > 200) return null
  const hashed = tokenHash(token)
  const session = await findLiveSession(db, hashed, now.toISOString())
  if (!session) return null
  const renewed = now.getTime() + SESSION_MS
  if (renewed - Date.parse(session.expiresAt) > EXTEND_AFTER_MS) {
    await extendSession(db, hashed, new Date(renewed).toISOString())
  }
  return { id: session.staffId, email: session.email, role: session.role }
}

export async function signOut(db: Db, token: string | undefined, now: Date): Promise<void> {
  if (token && token.length <= 200) await revokeSession(db, tokenHash(token), now.toISOString())
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
