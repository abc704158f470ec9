/** Staff accounts and their sessions. Accounts are never deleted: removal is a timestamp. */
import type { Kysely } from 'kysely'
import type { StaffRole } from '../../../domain/account-roles'
import type { Database } from './tables'

export type StaffRecord = { id: number; email: string; passwordHash: string; role: StaffRole }

export async function findActiveStaff(
  db: Kysely<Database>,
  email: string,
): Promise<StaffRecord | undefined> {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'email', 'password_hash', 'role'])
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst()
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash, role: row.role }
}

/** Adds an account, or brings back a removed one with a new password. False if it is active. */
export async function addStaff(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
  now: string,
  role: StaffRole = 'manager',
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff')
      .select(['id', 'removed_at'])
      .where('email', '=', email)
      .executeTakeFirst()
    if (existing && existing.removed_at === null) return false
    if (existing) {
      await trx
        .updateTable('staff')
        .set({ password_hash: passwordHash, removed_at: null, role })
        .where('id', '=', existing.id)
        .execute()
    } else {
      await trx
        .insertInto('staff')
        .values({ email, password_hash: passwordHash, created_at: now, removed_at: null, role })
        .execute()
    }
    return true
  })
}

/** Removes an account and ends its sessions. False if there was no active account. */
export async function removeStaff(
  db: Kysely<Database>,
  email: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const staff = await trx
      .selectFrom('staff')
      .select('id')
      .where('email', '=', email)
      .where('removed_at', 'is', null)
      .executeTakeFirst()
    if (!staff) return false
    await trx.updateTable('staff').set({ removed_at: now }).where('id', '=', staff.id).execute()
    await trx
      .updateTable('session')
      .set({ revoked_at: now })
      .where('staff_id', '=', staff.id)
      .where('revoked_at', 'is', null)
      .execute()
    return true
  })
}

/** Gives an active account another role, from its next request on. False without one. */
export async function setStaffRole(
  db: Kysely<Database>,
  email: string,
  role: StaffRole,
): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ role })
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function listActiveStaff(
  db: Kysely<Database>,
): Promise<{ email: string; createdAt: string; role: StaffRole }[]> {
  const rows = await db
    .selectFrom('staff')
    .select(['email', 'created_at', 'role'])
    .where('removed_at', 'is', null)
    .orderBy('email')
    .execute()
  return rows.map((row) => ({ email: row.email, createdAt: row.created_at, role: row.role }))
}

export async function insertSession(
  db: Kysely<Database>,
  session: { tokenHash: string; staffId: number; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('session')
    .values({
      token_hash: session.tokenHash,
      staff_id: session.staffId,
      created_at: session.now,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute()
}

export type LiveSession = { staffId: number; email: string; role: StaffRole; expiresAt: string }

/** A session that is not revoked, not expired, and whose account is not removed. */
export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<LiveSession | undefined> {
  const row = await db
    .selectFrom('session')
    .innerJoin('staff', 'staff.id', 'session.staff_id')
    .select([
      'staff.id as staffId',
      'staff.email as email',
      'staff.role as role',
      'session.expires_at as expiresAt',
    ])
    .where('session.token_hash', '=', tokenHash)
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', now)
    .where('staff.removed_at', 'is', null)
    .executeTakeFirst()
  return row
}

export async function extendSession(
  db: Kysely<Database>,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('session')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function revokeSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute()
}
