import { useId, useRef, useState, type FormEvent } from 'react'
import { canRemovePromo, type PromoView } from './promo-code'
import { useBookingWords } from '../../i18n/use-booking-words'

type PromoCodeFieldProps = {
  view: PromoView
  onApply: (typed: string) => void
  onRemove: () => void
}

/**
 * 'Promo code' and 'Apply' in a form of their own beside the booking form, so Enter in the
 * field applies the code rather than sending the booking. What the field says (checking,
 * applied, refused) is tied to it and announced as it changes.
 */
export function PromoCodeField({ view, onApply, onRemove }: PromoCodeFieldProps) {
  const [typed, setTyped] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const words = useBookingWords()
  const inputId = useId()
  const messageId = useId()
  const message = view.kind === 'none' ? '' : view.message
  const refused = view.kind === 'refused'

  function apply(event: FormEvent) {
    event.preventDefault()
    onApply(typed)
  }

  function remove() {
    setTyped('')
    onRemove()
    // The button goes with the code: focus stays in the field instead of falling to the page.
    inputRef.current?.focus()
  }

  return (
    <form noValidate onSubmit={apply} className="mt-6 border-t border-sand-deep pt-4">
      <label
        htmlFor={inputId}
        className="mb-2 block text-sm tracking-[0.2em] text-sea-deep uppercase"
      >
        {words.promoCode}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name="promoCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={refused || undefined}
          className="w-full min-w-0 border border-muted/70 bg-white px-4 py-3 text-ink aria-invalid:border-2 aria-invalid:border-danger"
        />
        <button
          type="submit"
          className="shrink-0 bg-sea-deep px-5 text-sm tracking-[0.2em] text-white uppercase transition-colors hover:bg-accent"
        >
          {words.apply}
        </button>
      </div>
      {/* Always in the page, so each new word about the code is announced. */}
      <p id={messageId} role="status" className={`mt-2 ${refused ? 'text-danger' : 'text-muted'}`}>
        {message}
      </p>
      {canRemovePromo(view) && (
        <button type="button" onClick={remove} className="mt-1 text-sea-deep underline">
          {words.removePromo}
        </button>
      )}
    </form>
  )
}
