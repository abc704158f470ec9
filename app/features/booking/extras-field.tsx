import { CircleAlert } from 'lucide'
import type { ExtraOffer } from '../../../domain/api-contract'
import { MAX_EXTRA_QUANTITY, type ExtraBasis, type ExtraChoice } from '../../../domain/extras'
import { formatCentavos, type Centavos } from '../../../domain/money'
import { Icon } from '../../components/icon'
import { fill } from '../../i18n/locale'
import type { BookingWords } from '../../i18n/messages/booking/en'
import { useBookingWords } from '../../i18n/use-booking-words'
import { chooseExtra, quantityChosen } from './extras-choice'

export const EXTRAS_FIELD_ID = 'extras'

const QUANTITIES = Array.from({ length: MAX_EXTRA_QUANTITY }, (_, index) => index + 1)

type ExtrasFieldProps = {
  offered: readonly ExtraOffer[]
  chosen: readonly ExtraChoice[]
  onChange: (chosen: ExtraChoice[]) => void
  /** The server's refusal of an extra chosen (withdrawn since the page asked). */
  problem?: string
  /** The stay's total with the extras chosen, once the server has priced them. */
  total?: Centavos
}

/**
 * 'Extras', before the guest's details: a box to tick for each extra the resort offers online,
 * with how many for one sold by the item. The total beside the form is asked again with them,
 * so what is booked is what the guest saw.
 */
export function ExtrasField({ offered, chosen, onChange, problem, total }: ExtrasFieldProps) {
  const words = useBookingWords()
  if (offered.length === 0) return null
  const described = problem ? 'extras-hint extras-error' : 'extras-hint'
  const withTotal = chosen.length > 0 && total !== undefined
  return (
    <fieldset aria-describedby={described}>
      <legend>
        <h2 className="font-display text-3xl text-sea-deep">{words.extras}</h2>
      </legend>
      <p id="extras-hint" className="mt-2 mb-8 text-muted">
        {words.extrasHint}
      </p>
      <ul className="flex flex-col gap-3">
        {offered.map((extra, index) => (
          <li key={extra.code}>
            <ExtraOption
              extra={extra}
              // The first box takes focus when the server refuses an extra.
              id={index === 0 ? EXTRAS_FIELD_ID : `extra-${extra.code}`}
              quantity={quantityChosen(chosen, extra.code)}
              onChange={(quantity) => onChange(chooseExtra(chosen, offered, extra.code, quantity))}
            />
          </li>
        ))}
      </ul>
      {/* On a phone the summary is far above: the new total is said here too, and read out. */}
      <p role="status" className={withTotal ? 'pt-3 font-semibold' : undefined}>
        {withTotal ? fill(words.extrasTotal, { t: formatCentavos(total) }) : ''}
      </p>
      {problem && (
        <p id="extras-error" className="mt-2 flex items-start gap-2 text-danger">
          <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
          {problem}
        </p>
      )}
    </fieldset>
  )
}

type ExtraOptionProps = {
  extra: ExtraOffer
  id: string
  quantity: number | null
  onChange: (quantity: number | null) => void
}

/** The basis an extra is priced on, after its price: '₱500 a night'. */
function basisWords(basis: ExtraBasis, words: BookingWords): string {
  switch (basis) {
    case 'per_stay':
      return words.perStay
    case 'per_night':
      return words.perNight
    case 'per_guest':
      return words.perGuest
    case 'per_guest_night':
      return words.perGuestNight
    case 'per_item':
      return words.perItem
  }
}

function ExtraOption({ extra, id, quantity, onChange }: ExtraOptionProps) {
  const words = useBookingWords()
  const byItem = extra.basis === 'per_item'
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border border-sand-deep bg-white p-4 has-[:checked]:border-sea-deep">
      <label
        htmlFor={id}
        className="grid min-w-0 flex-1 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3"
      >
        <input
          id={id}
          type="checkbox"
          checked={quantity !== null}
          onChange={(event) => onChange(event.target.checked ? 1 : null)}
          className="row-span-2 mt-1 size-5 accent-sea-deep"
        />
        <span className="font-semibold">{extra.name}</span>
        <span className="text-sm text-muted">{`${formatCentavos(extra.price)} ${basisWords(extra.basis, words)}`}</span>
      </label>
      {byItem && quantity !== null && (
        <label className="flex items-center gap-2">
          <span className="text-sm">
            {words.howMany}
            <span className="sr-only">{fill(words.howManyOf, { x: extra.name })}</span>
          </span>
          <select
            value={quantity}
            onChange={(event) => onChange(Number(event.target.value))}
            className="border border-muted/70 bg-white px-3 py-2 text-ink"
          >
            {QUANTITIES.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  )
}
