import { useId, useState, type FormEvent } from 'react'
import { CircleAlert } from 'lucide'
import type { ReservationView } from '../../../domain/api-contract'
import { Icon } from '../../components/icon'
import { useLookupSpeech } from '../../i18n/lookup'
import { uploadReceipt } from '../../lib/reservations-api'
import { chosenFileProblem, uploadProblem } from './receipt-problem'

type ReceiptUploadProps = {
  reservation: ReservationView
  email: string
  /** The booking as the server answered the upload: the page shows it instead. */
  onUploaded: (reservation: ReservationView) => void
}

/**
 * 'Upload receipt' (docs/reservations.md, "States"): the guest sends a photo or PDF of their
 * transfer, and the resort marks the deposit paid once it has seen the money arrive.
 */
export function ReceiptUpload({ reservation, email, onUploaded }: ReceiptUploadProps) {
  const id = useId()
  const say = useLookupSpeech()
  const { words } = say
  const inputId = `${id}-file`
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const input = form.elements.namedItem('receipt') as HTMLInputElement | null
    const file = input?.files?.[0] ?? null
    const chosen = chosenFileProblem(file, words)
    if (chosen || !file) {
      setProblem(chosen)
      input?.focus()
      return
    }
    setProblem(null)
    setSending(true)
    const result = await uploadReceipt(reservation.ref, email, file, file.name)
    setSending(false)
    if (!result.ok) {
      setProblem(uploadProblem(result.problem, say, reservation.ref))
      input?.focus()
      return
    }
    // The page's headline says the receipt is with the resort, and this form goes.
    onUploaded(result.data)
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 bg-white p-5">
      <h3 id={`${id}-heading`} className="font-display text-2xl text-sea-deep">
        {words.uploadReceipt}
      </h3>
      <p className="mt-2">{words.receiptIntro}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <div>
          <label
            htmlFor={inputId}
            className="mb-2 block text-sm tracking-[0.2em] text-sea-deep uppercase"
          >
            {words.receiptLabel}
          </label>
          <input
            id={inputId}
            name="receipt"
            type="file"
            accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
            aria-describedby={problem ? `${inputId}-error` : undefined}
            aria-invalid={problem ? true : undefined}
            className="block w-full border border-muted/70 bg-white px-4 py-3 text-ink aria-invalid:border-2 aria-invalid:border-danger"
          />
          {problem && (
            <p id={`${inputId}-error`} className="mt-2 flex items-start gap-2 text-danger">
              <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
              {problem}
            </p>
          )}
        </div>
        <div>
          <button
            type="submit"
            aria-disabled={sending}
            className="bg-accent px-6 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-accent-deep"
          >
            {words.uploadReceipt}
          </button>
        </div>
      </form>
    </section>
  )
}
