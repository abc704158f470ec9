import { CircleAlert } from 'lucide'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { ReservationView } from '../../../domain/api-contract'
import { FormField } from '../../components/form-field'
import { useLookupWords } from '../../i18n/lookup'
import { checkLookup, type LookupProblems } from './lookup-problems'
import { problemMessage } from '../../lib/problem-message'
import { ReservationDetails } from './reservation-details'
import { findReservation } from '../../lib/reservations-api'
import { Icon } from '../../components/icon'
import { takeEarlySubmit } from '../../lib/early-input'
import { payingGuestEmail } from './paying-guest'

const FIELD_IDS = { reference: 'lookup-reference', email: 'lookup-email' } as const

type ReservationLookupProps = {
  /** The reference a link brings (a confirmation's); null until the page has hydrated. */
  linkReference: string | null
  /** The email this tab booked `linkReference` with, while that sign-in lasts (decision 039). */
  signedInEmail: string | null
}

/**
 * '/reservation': a guest finds a booking by reference and email, and can cancel it. The page is
 * on screen before the app takes over (decision 009): the fields are left to the browser, so
 * what is typed stays, and a press before the takeover is sent once the link's reference is in.
 */
export function ReservationLookup({ linkReference, signedInEmail }: ReservationLookupProps) {
  const words = useLookupWords()
  const formRef = useRef<HTMLFormElement>(null)
  const [problems, setProblems] = useState<LookupProblems>({})
  const [answerProblem, setAnswerProblem] = useState<string | null>(null)
  const [found, setFound] = useState<{ reservation: ReservationView; email: string } | null>(null)
  const [searching, setSearching] = useState(false)
  const focusNext = useRef<string | null>(null)

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target) document.getElementById(target)?.focus()
  })

  // Signed in by a booking in this tab, or back from PayMongo's page: the email the booking flow
  // kept in this tab finds the booking.
  const knownEmail = signedInEmail ?? (linkReference ? payingGuestEmail(linkReference) : null)

  // A press the early script held is sent once the link's reference, read after hydration, is in.
  useEffect(() => {
    if (linkReference === null) return
    if (takeEarlySubmit(formRef.current) || knownEmail) formRef.current?.requestSubmit()
  }, [linkReference, knownEmail])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (searching) return
    const typed = new FormData(event.currentTarget)
    const checked = checkLookup(
      {
        reference: String(typed.get('reference') ?? ''),
        email: String(typed.get('email') ?? ''),
      },
      words,
    )
    setAnswerProblem(null)
    if ('problems' in checked) {
      setProblems(checked.problems)
      focusNext.current = checked.problems.reference ? FIELD_IDS.reference : FIELD_IDS.email
      return
    }
    setProblems({})
    setSearching(true)
    const result = await findReservation(checked.ref, checked.email)
    setSearching(false)
    if (result.ok) {
      setFound({ reservation: result.data, email: checked.email })
      focusNext.current = 'reservation-heading'
      return
    }
    setFound(null)
    // The same words for an unknown reference and a wrong email, as the API answers both alike:
    // the page must not tell a stranger that a reference exists.
    setAnswerProblem(
      result.problem.code === 'not_found' ? words.noMatch : problemMessage(result.problem, words),
    )
    focusNext.current = 'lookup-problem'
  }

  return (
    <div className="grid gap-12 lg:grid-cols-[380px_minmax(0,1fr)] lg:gap-16">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="lookup-heading"
        className="flex flex-col gap-6"
      >
        <div>
          <h2 id="lookup-heading" className="font-display text-3xl text-sea-deep">
            {words.findHeading}
          </h2>
          <p className="mt-2 text-muted">{words.findIntro}</p>
        </div>
        <FormField
          id={FIELD_IDS.reference}
          label={words.reference}
          name="reference"
          autoComplete="off"
          required
          defaultValue={linkReference ?? ''}
          error={problems.reference}
        />
        <FormField
          id={FIELD_IDS.email}
          label={words.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={knownEmail ?? ''}
          error={problems.email}
        />
        <div id="lookup-problem" tabIndex={-1} role="alert" className="outline-none">
          {answerProblem && (
            <p className="flex items-start gap-2 bg-sand p-5 text-danger">
              <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
              {answerProblem}
            </p>
          )}
        </div>
        <p role="status" className="sr-only">
          {searching ? words.searching : ''}
        </p>
        <button
          type="submit"
          aria-disabled={searching}
          className="h-[60px] bg-accent text-sm tracking-[0.25em] text-white uppercase transition-colors hover:bg-accent-deep aria-disabled:cursor-wait"
        >
          {words.find}
        </button>
      </form>
      {found && (
        <ReservationDetails
          reservation={found.reservation}
          email={found.email}
          onChange={(reservation) => {
            setFound({ ...found, reservation })
            focusNext.current = 'reservation-status'
          }}
        />
      )}
    </div>
  )
}
