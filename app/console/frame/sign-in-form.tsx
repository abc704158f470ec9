import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { StaffMember } from '../../../domain/staff-contract'
import { PRIMARY_BUTTON } from '../ui/button-styles'
import { CONTROL_CLASS, ErrorText, FieldLabel, FieldMessages, fieldAria } from '../ui/field-parts'
import { checkSignIn, type SignInProblems } from '../ui/form-checks'
import { describeProblem, staffApi } from '../api/staff-api'

type SignInFormProps = {
  onSignedIn: (staff: StaffMember) => void
  /** Why the form is shown when a session has just ended under the staff member. */
  notice?: string
}

/**
 * Sign-in, shown in place of any screen when there is no session, so the staff member lands
 * where they were headed once signed in. The API's own words for a refusal (a wrong password,
 * or a wait after too many tries).
 */
export function SignInForm({ onSignedIn, notice }: SignInFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [problems, setProblems] = useState<SignInProblems>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const focusNext = useRef<string | null>(null)

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target) document.getElementById(target)?.focus()
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkSignIn({ email, password })
    if ('problems' in checked) {
      setProblems(checked.problems)
      focusNext.current = checked.problems.email ? 'staff-sign-in-email' : 'staff-sign-in-password'
      return
    }
    setProblems({})
    setSending(true)
    const result = await staffApi.signIn(checked.email, checked.password)
    setSending(false)
    if (result.ok) return onSignedIn(result.data.staff)
    const fields = result.problem.fields
    if (fields.email || fields.password) {
      setProblems({ email: fields.email, password: fields.password })
      focusNext.current = fields.email ? 'staff-sign-in-email' : 'staff-sign-in-password'
      return
    }
    setRefusal(describeProblem(result.problem))
    focusNext.current = 'staff-sign-in-refusal'
  }

  return (
    <section
      aria-labelledby="staff-sign-in-heading"
      className="st:mx-auto st:max-w-md st:px-5 st:py-12"
    >
      <h1
        id="staff-sign-in-heading"
        tabIndex={-1}
        className="st:font-display st:text-4xl st:text-sea-deep"
      >
        Staff sign-in
      </h1>
      <p className="st:mt-2 st:text-muted">
        {notice ?? 'For the resort’s staff. Accounts are made by the resort’s administrator.'}
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Sign in"
        className="st:mt-8 st:flex st:flex-col st:gap-5"
      >
        <div>
          <FieldLabel htmlFor="staff-sign-in-email">Email</FieldLabel>
          <input
            id="staff-sign-in-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={CONTROL_CLASS}
            {...fieldAria('staff-sign-in-email', problems.email)}
          />
          <FieldMessages id="staff-sign-in-email" error={problems.email} />
        </div>
        <div>
          <FieldLabel htmlFor="staff-sign-in-password">Password</FieldLabel>
          <input
            id="staff-sign-in-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={CONTROL_CLASS}
            {...fieldAria('staff-sign-in-password', problems.password)}
          />
          <FieldMessages id="staff-sign-in-password" error={problems.password} />
        </div>
        <div id="staff-sign-in-refusal" tabIndex={-1} role="alert" className="st:outline-none">
          {refusal && <ErrorText>{refusal}</ErrorText>}
        </div>
        <p role="status" className="st:sr-only">
          {sending ? 'Signing in…' : ''}
        </p>
        <button type="submit" aria-disabled={sending} className={PRIMARY_BUTTON}>
          Sign in
        </button>
      </form>
    </section>
  )
}
