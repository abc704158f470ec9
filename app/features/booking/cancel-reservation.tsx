import { CircleAlert } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import type { ReservationView } from '../../../domain/api-contract'
import { formatCentavos, type Centavos } from '../../../domain/money'
import { cancelReservation } from '../../lib/reservations-api'
import { Icon } from '../../components/icon'
import { fill } from '../../i18n/locale'
import { useLookupWords } from '../../i18n/lookup'
import { problemMessage } from '../../lib/problem-message'

type CancelReservationProps = {
  reference: string
  email: string
  /** What cancelling now costs under the rate's policy; 0 when it is free. */
  charge: Centavos
  onCancelled: (cancelled: ReservationView) => void
}

/** 'Cancel reservation', then a second step that asks before anything is sent. */
export function CancelReservation({
  reference,
  email,
  charge,
  onCancelled,
}: CancelReservationProps) {
  const words = useLookupWords()
  const [step, setStep] = useState<'closed' | 'asking' | 'sending'>('closed')
  const [problem, setProblem] = useState<string | null>(null)
  // The server's figure once it has said the shown one is out of date (the free day ended).
  const [chargeNow, setChargeNow] = useState<Centavos | null>(null)
  const shownCharge = chargeNow ?? charge
  const questionRef = useRef<HTMLParagraphElement>(null)
  const openRef = useRef<HTMLButtonElement>(null)
  const focusNext = useRef<'question' | 'open' | null>(null)

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'question') questionRef.current?.focus()
    if (target === 'open') openRef.current?.focus()
  })

  async function cancel() {
    setStep('sending')
    setProblem(null)
    const result = await cancelReservation(reference, email, shownCharge)
    if (result.ok) return onCancelled(result.data)
    setStep('asking')
    if (result.problem.code === 'price_changed' && result.problem.total !== undefined) {
      setChargeNow(result.problem.total)
    }
    setProblem(
      result.problem.code === 'not_allowed' || result.problem.code === 'conflict'
        ? words.cancelTooLate
        : problemMessage(result.problem, words),
    )
  }

  if (step === 'closed') {
    return (
      <button
        ref={openRef}
        type="button"
        onClick={() => {
          setStep('asking')
          focusNext.current = 'question'
        }}
        className="mt-8 border border-danger px-6 py-3 text-sm tracking-[0.2em] text-danger uppercase hover:bg-danger hover:text-white"
      >
        {words.cancelOpen}
      </button>
    )
  }

  return (
    <div role="group" aria-labelledby="cancel-question" className="mt-8 bg-white p-5">
      <p id="cancel-question" ref={questionRef} tabIndex={-1} className="outline-none">
        {fill(words.cancelQuestion, { r: reference })}
        {words.spaceAfterSentence}
        {shownCharge > 0
          ? fill(words.cancelCharge, { a: formatCentavos(shownCharge) })
          : words.cancelFree}
      </p>
      {problem && (
        <p role="alert" className="mt-3 flex items-start gap-2 text-danger">
          <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
          {problem}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={cancel}
          aria-disabled={step === 'sending'}
          className="bg-danger px-6 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-ink aria-disabled:cursor-wait"
        >
          {words.cancelYes}
        </button>
        <button
          type="button"
          onClick={() => {
            setStep('closed')
            setProblem(null)
            focusNext.current = 'open'
          }}
          className="border border-sea-deep px-6 py-3 text-sm tracking-[0.2em] text-sea-deep uppercase hover:bg-sea-deep hover:text-white"
        >
          {words.cancelKeep}
        </button>
      </div>
    </div>
  )
}
