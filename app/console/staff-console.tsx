import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router'
import { resort } from '../../content/resort'
import type { StaffMember } from '../../domain/staff-contract'
import { ConflictWatch } from './screens/channels/conflict-watch'
import { SignInForm } from './frame/sign-in-form'
import { describeProblem, staffApi } from './api/staff-api'
import { StaffNav } from './frame/staff-nav'
import { StaffScreens } from './frame/staff-screens'
import { StaffSessionContext, type StaffSession } from './api/staff-session'

type Gate =
  /** The prerendered page and the first render after hydration: nothing known yet. */
  | { status: 'checking' }
  | { status: 'unreachable'; message: string }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; staff: StaffMember }

/**
 * The staff console's frame: asks the API who is signed in, shows the sign-in form in place
 * of the screen when no one is (the URL stays, so the screen follows the sign-in), and the
 * console's navigation when someone is, with the banner of calendar conflicts above each screen.
 * A session that ends under a screen keeps the screen mounted but hidden, so nothing typed is
 * lost while the staff member signs in again.
 */
export function StaffConsole() {
  const [gate, setGate] = useState<Gate>({ status: 'checking' })
  const [attempt, setAttempt] = useState(0)
  const [generation, setGeneration] = useState(0)
  // Who the screens work for: set at sign-in, kept through a lapse, cleared at sign-out.
  const [screenStaff, setScreenStaff] = useState<StaffMember | null>(null)
  const [signingOut, setSigningOut] = useState(false)
  const [signOutProblem, setSignOutProblem] = useState<string | null>(null)
  const mainRef = useRef<HTMLElement>(null)

  useEffect(() => {
    let current = true
    void staffApi.me().then((result) => {
      if (!current) return
      if (!result.ok) setGate({ status: 'unreachable', message: describeProblem(result.problem) })
      else if (!result.data.staff) setGate({ status: 'signed-out' })
      else {
        setGate({ status: 'signed-in', staff: result.data.staff })
        setScreenStaff(result.data.staff)
      }
    })
    return () => {
      current = false
    }
  }, [attempt])

  useFocusOnNavigation()

  const lapsed = useCallback(() => {
    // The screen is hidden under the form now: focus goes to the form's heading.
    flushSync(() =>
      setGate({
        status: 'signed-out',
        notice: 'Your session has ended. Sign in again to carry on where you were.',
      }),
    )
    document.querySelector<HTMLElement>('main h1')?.focus()
  }, [])

  function onSignedIn(staff: StaffMember) {
    // Rendered at once, so the screen's heading can take the focus the form had.
    flushSync(() => {
      setGate({ status: 'signed-in', staff })
      setScreenStaff(staff)
      setGeneration((count) => count + 1)
    })
    mainRef.current?.querySelector<HTMLElement>('h1')?.focus()
  }

  async function onSignOut() {
    if (signingOut) return
    setSigningOut(true)
    setSignOutProblem(null)
    const result = await staffApi.signOut()
    setSigningOut(false)
    if (!result.ok && result.problem.status !== 401) {
      setSignOutProblem(`Not signed out: ${describeProblem(result.problem)}`)
      return
    }
    flushSync(() => {
      setScreenStaff(null)
      setGate({ status: 'signed-out', notice: 'You are signed out.' })
    })
    mainRef.current?.querySelector<HTMLElement>('h1')?.focus()
  }

  const staff = gate.status === 'signed-in' ? gate.staff : null
  const session = useMemo<StaffSession | null>(
    () => (screenStaff ? { staff: screenStaff, generation, lapsed } : null),
    [screenStaff, generation, lapsed],
  )

  return (
    <>
      {/* The console's own frame, in place of the site's header and footer (root.tsx). */}
      <header className="on-dark st:bg-sea-deep st:text-white st:print:hidden">
        <div className="st:mx-auto st:flex st:min-h-16 st:max-w-7xl st:flex-col st:justify-center st:px-5 st:py-2 st:lg:py-4">
          {staff ? (
            <StaffNav
              staff={staff}
              signingOut={signingOut}
              signOutProblem={signOutProblem}
              onSignOut={onSignOut}
            />
          ) : (
            // The same names the signed-in navigation starts with.
            <p className="st:flex st:flex-col st:leading-tight">
              <span className="st:font-display st:text-xl st:lg:text-2xl">{resort.name}</span>
              <span className="st:text-xs st:tracking-[0.2em] st:text-white/80 st:uppercase">
                Staff console
              </span>
            </p>
          )}
        </div>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="st:bg-sand/40 st:outline-none">
        <noscript>
          <p className="st:mx-auto st:max-w-xl st:px-5 st:py-16 st:text-lg">
            The staff console needs JavaScript. Turn it on in this browser and reload the page.
          </p>
        </noscript>
        {gate.status === 'checking' && (
          // Hidden until hydrated: without JavaScript it would wait forever.
          <p
            role="status"
            className="st:hidden st:px-5 st:py-16 st:text-center st:text-muted st:[[data-hydrated]_&]:block"
          >
            Opening the staff console…
          </p>
        )}
        {gate.status === 'unreachable' && (
          <div role="alert" className="st:mx-auto st:max-w-xl st:px-5 st:py-16">
            <h1 tabIndex={-1} className="st:font-display st:text-4xl st:text-sea-deep">
              The console cannot start
            </h1>
            <p className="st:mt-4">{gate.message}</p>
            <button
              type="button"
              className="st:mt-6 st:underline"
              onClick={() => {
                setGate({ status: 'checking' })
                setAttempt((count) => count + 1)
              }}
            >
              Try again
            </button>
          </div>
        )}
        {gate.status === 'signed-out' && (
          <SignInForm onSignedIn={onSignedIn} notice={gate.notice} />
        )}
        {session && (
          <div hidden={gate.status !== 'signed-in'}>
            <StaffSessionContext.Provider value={session}>
              <ConflictWatch>
                <StaffScreens />
              </ConflictWatch>
            </StaffSessionContext.Provider>
          </div>
        )}
      </main>
    </>
  )
}

/** A screen reached by the console's links announces itself: focus goes to its heading. */
function useFocusOnNavigation() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    document.querySelector<HTMLElement>('main h1')?.focus()
  }, [pathname])
}
