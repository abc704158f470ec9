import { CircleAlert } from 'lucide'
import { useState } from 'react'
import type { ReservationView } from '../../../domain/api-contract'
import { GUEST_API, GUEST_API_BASE } from '../../../domain/guest-endpoints'
import { formatCentavos, type Centavos } from '../../../domain/money'
import { Icon } from '../../components/icon'
import { fill } from '../../i18n/locale'
import { useLookupSpeech } from '../../i18n/lookup'
import { callEndpoint } from '../../lib/api-client'
import { balanceProblem } from './guest-problem'
import { useHydratedSearch } from '../../state/use-hydrated-search'
import { paymentReturnOf, rememberPayingGuest } from './paying-guest'

type PayBalanceProps = {
  reservation: ReservationView
  email: string
  /** What is owed now, from the look-up's folio. */
  balance: Centavos
}

/**
 * 'Pay ₱X now': asks the server for a PayMongo page for exactly the balance and goes there. The
 * email is kept in this tab, so the page finds the booking again when PayMongo sends the guest
 * back; what was paid is then the server's to say, as it learns it from PayMongo's webhook.
 */
export function PayBalance({ reservation, email, balance }: PayBalanceProps) {
  const say = useLookupSpeech()
  const { words } = say
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const outcome = paymentReturnOf(useHydratedSearch())

  async function pay() {
    if (sending) return
    setSending(true)
    setProblem(null)
    const result = await callEndpoint(GUEST_API_BASE, GUEST_API.payBalance, {
      params: { ref: reservation.ref },
      body: { email },
    })
    if (result.ok) {
      rememberPayingGuest(reservation.ref, email)
      window.location.assign(result.data.url)
      return
    }
    setSending(false)
    setProblem(balanceProblem(result.problem, say))
  }

  return (
    <div className="mt-6 bg-white p-4 md:p-6">
      {outcome && (
        <p className="mb-4">{outcome === 'done' ? words.payJustPaid : words.payNotMade}</p>
      )}
      <button
        type="button"
        onClick={() => void pay()}
        aria-disabled={sending}
        className="bg-accent px-8 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-accent-deep aria-disabled:cursor-wait"
      >
        {fill(words.payNow, { a: formatCentavos(balance) })}
      </button>
      <p className="mt-3 text-sm text-muted">{words.payOnPayMongo}</p>
      <div role="alert">
        {problem && (
          <p className="mt-3 flex items-start gap-2 text-danger">
            <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
            {problem}
          </p>
        )}
      </div>
    </div>
  )
}
