import type { RateQuote } from '../../../domain/api-contract'
import { formatCentavos } from '../../../domain/money'
import { useStayWords } from '../../i18n/use-stay-words'

type RateChoiceProps = {
  rates: readonly RateQuote[]
  chosen: string
  onChoose: (code: string) => void
}

/** The room's rates for the stay as a radio group, each with its cancellation policy and total. */
export function RateChoice({ rates, chosen, onChoose }: RateChoiceProps) {
  const { stay, policy } = useStayWords()
  return (
    <fieldset>
      <legend className="mb-2 text-sm tracking-[0.2em] text-sea-deep uppercase">{stay.rate}</legend>
      <div className="flex flex-col gap-2">
        {rates.map((rate) => (
          <label
            key={rate.code}
            className="flex cursor-pointer items-center gap-3 border border-sand-deep px-4 py-3 has-[:checked]:border-accent has-[:checked]:bg-sand"
          >
            <input
              type="radio"
              name="rate"
              value={rate.code}
              checked={rate.code === chosen}
              onChange={() => onChoose(rate.code)}
              className="size-4 accent-accent"
            />
            <span className="flex-1">
              {rate.label}
              {/* Chosen with the rate: how it may be cancelled is part of what is chosen. */}
              <span className="block text-sm text-muted">{policy(rate.policy)}</span>
            </span>
            <span className="text-sea-deep">{formatCentavos(rate.total)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
