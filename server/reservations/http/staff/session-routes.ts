/**
 * Signing in and out, and the session every other staff route needs: 401 without one. Who is
 * signed in is asked by every console as it opens, so it answers before the check.
 */
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { normalizeEmail } from '../../../../domain/guest'
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { GateFull } from '../../services/concurrency-gate'
import { ok, refuse } from '../../services/problem'
import { SESSION_HOURS, authenticate, signIn, signOut } from '../../services/staff-auth'
import { refusal } from '../responses'
import { serve } from '../serve-endpoint'
import { SignInSchema } from '../staff-schemas'
import { type StaffApiDependencies, type StaffApp, type StaffContext } from './staff-app'
import { addressOf } from '../request-origin'

export function registerSessionRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  serve(app, STAFF_API.signIn, {
    body: SignInSchema,
    invalid: 'Enter your email and password.',
    handle: async (c, { body }) => {
      const account = normalizeEmail(body.email)
      const address = addressOf(c, deps)
      const attempt = await deps.signInLimiter.attempt(account, address)
      if (!attempt.allowed) {
        const minutes = Math.ceil(attempt.retryAfterMs / 60_000)
        c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)))
        return refuse({
          code: 'rate_limited',
          message: `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        })
      }
      if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs))
      const signedIn = await signIn(deps.db, account, body.password, deps.now()).catch(
        (error: unknown) => {
          if (error instanceof GateFull) return 'busy' as const
          throw error
        },
      )
      if (signedIn === 'busy') {
        c.header('Retry-After', '5')
        return refuse({
          code: 'unavailable',
          message: 'Many sign-ins are under way. Please try again in a moment.',
        })
      }
      if (!signedIn) {
        // The same words for an unknown account and a wrong password: neither is confirmed.
        return refuse({
          code: 'unauthorized',
          message: 'That email and password do not match a staff account.',
        })
      }
      await deps.signInLimiter.succeeded(account, address)
      // A new token at every sign-in; whatever session this browser had before ends now.
      await signOut(deps.db, getCookie(c, cookieName(c, deps)), deps.now())
      setCookie(c, cookieName(c, deps), signedIn.token, {
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: SESSION_HOURS * 60 * 60,
      })
      deps.log(`staff: signed in (account ${signedIn.staff.id})`)
      return ok({ staff: signedIn.staff })
    },
  })

  // Nobody is an answer, not a refusal, so a browser that is not signed in logs no failed request.
  serve(app, STAFF_API.me, {
    handle: async (c) =>
      ok({ staff: await authenticate(deps.db, getCookie(c, cookieName(c, deps)), deps.now()) }),
  })

  app.use('*', async (c, next) => {
    const staff = await authenticate(deps.db, getCookie(c, cookieName(c, deps)), deps.now())
    if (!staff)
      return refusal(c, {
        code: 'unauthorized',
        message: 'Sign in to use the staff console.',
      })
    c.set('staff', staff)
    return next()
  })

  serve(app, STAFF_API.signOut, {
    handle: async (c) => {
      await signOut(deps.db, getCookie(c, cookieName(c, deps)), deps.now())
      deleteCookie(c, cookieName(c, deps), { path: '/', secure: true })
      return ok({ signedOut: true as const })
    },
  })
}

/** `__Host-` where the browser sees HTTPS: the cookie is then bound to this host and path /. */
function cookieName(c: StaffContext, deps: StaffApiDependencies): string {
  const forwardedProto = deps.trustProxy
    ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    : undefined
  const https = forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:'
  return https ? '__Host-staff_session' : 'staff_session'
}
