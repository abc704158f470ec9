/**
 * The staff API as a test calls it: a desk account signed in on `api`, requests sent with its
 * session and the site's origin, and answers read with the status they must have. Signing in
 * again follows the server's clock (a session lives 12 hours).
 */
import { expect } from 'vitest'
import type { ApiError } from '../../../domain/api-contract'
import type { StaffRole } from '../../../domain/staff-roles'
import { signedInStaff, STAFF_PASSWORD, type ApiServer } from './api-server'

export type StaffClient = Awaited<ReturnType<typeof staffClient>>

export async function staffClient(api: ApiServer, email: string, role: StaffRole = 'manager') {
  let cookie = await signedInStaff(api, email, role)
  const send = (method: string, path: string, body: unknown = {}) =>
    fetch(api.url + path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: api.origin, Cookie: cookie },
      body: JSON.stringify(body),
    })
  return {
    get: (path: string) => fetch(api.url + path, { headers: { Cookie: cookie } }),
    post: (path: string, body: unknown = {}) => send('POST', path, body),
    send,
    async signInAgain() {
      const response = await api.post('/api/staff/sign-in', { email, password: STAFF_PASSWORD })
      expect(response.status).toBe(200)
      cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    },
  }
}

/** The body of an answer that must have `status`. */
export async function bodyOf<T>(response: Response, status: number): Promise<T> {
  expect(response.status).toBe(status)
  return (await response.json()) as T
}

/** The problem of a refusal that must have `status`. */
export async function refusalOf(response: Response, status: number) {
  return (await bodyOf<ApiError>(response, status)).error
}
