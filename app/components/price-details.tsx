import type { RateQuote } from '../../domain/api-contract'
import { formatCentavos } from '../../domain/money'
import { groupNights } from '../../domain/pricing'
import { fill } from '../i18n/locale'
import { useStayWords } from '../i18n/use-stay-words'
import { describeDiscount } from '../lib/stay-words'

/**
 * Reservations mode: what a rate's total is made of, behind a 'Price details' disclosure (a
 * native <details>, so keyboards and screen readers need nothing more): the nights grouped
 * while their price stays the same, supplements, a promo code's discount, taxes and fees, the
 * extras chosen, and the cancellation policy.
 */
export function PriceDetails({ rate }: { rate: RateQuote }) {
  const talk = useStayWords()
  const { stay } = talk
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-sea-deep underline">{stay.priceDetails}</summary>
      <dl className="mt-3 flex flex-col gap-2">
        {groupNights(rate.nightly).map((run) => (
          <Line
            key={run.from}
            label={`${talk.nights(run.nights)} × ${formatCentavos(run.price)}`}
            note={`${run.nights === 1 ? talk.date(run.from) : fill(stay.fromDate, { d: talk.date(run.from) })} · ${run.rule}`}
            amount={formatCentavos(run.price * run.nights)}
          />
        ))}
        {rate.supplements.map((line) => (
          <Line key={line.label} label={line.label} amount={formatCentavos(line.amount)} />
        ))}
        {rate.discount && (
          <Line label={rate.discount.label} amount={describeDiscount(rate.discount.amount)} />
        )}
        {rate.fees.map((fee) => (
          <Line
            key={fee.label}
            label={fee.label}
            note={fee.included ? stay.includedInPrice : undefined}
            amount={`${fee.included ? '' : '+ '}${formatCentavos(fee.amount)}`}
          />
        ))}
        {rate.extras?.map((extra) => (
          <Line
            key={extra.code}
            label={extra.name}
            note={`${extra.units} × ${formatCentavos(extra.price)}`}
            amount={`+ ${formatCentavos(extra.amount)}`}
          />
        ))}
        <Line label={stay.totalLabel} amount={formatCentavos(rate.total)} strong />
      </dl>
      <p className="mt-3 text-muted">{talk.policy(rate.policy)}</p>
    </details>
  )
}

function Line({
  label,
  note,
  amount,
  strong = false,
}: {
  label: string
  note?: string
  amount: string
  strong?: boolean
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-sand-deep pt-1 font-semibold' : ''}`}
    >
      <dt>
        {label}
        {note && <span className="block text-sm text-muted">{note}</span>}
      </dt>
      <dd className="shrink-0 text-sea-deep">{amount}</dd>
    </div>
  )
}
