import type { IsoDate } from '../../../domain/calendar'
import type { PricedExtra } from '../../../domain/extras'
import { formatCentavos, type Centavos } from '../../../domain/money'
import type { Party } from '../../../domain/party'
import type { QuoteLine, StatedPolicy } from '../../../domain/pricing'
import { useLocale } from '../../i18n/locale'
import { useBookingWords } from '../../i18n/use-booking-words'
import { useStayWords } from '../../i18n/use-stay-words'
import { describeDiscount } from '../../lib/stay-words'

export type StayDetails = {
  roomName: string
  checkIn: IsoDate
  checkOut: IsoDate
  nights: number
  party: Party
  rateLabel?: string
  /** The server's total; absent until it has answered. */
  total?: Centavos
  /** The promo code's line, when one is taken off the total. */
  discount?: QuoteLine | null
  /** Fees added on top of the price (an included VAT changes no total, so it is not here). */
  addedFees?: readonly QuoteLine[]
  /** The extras chosen, each with what it comes to. */
  extras?: readonly PricedExtra[]
  /** The rate's cancellation policy; its text is empty for a reservation that stated none. */
  policy?: StatedPolicy
  /** With payments on: what is paid at booking; the rest is due at check-in. */
  deposit?: Centavos
}

/** A stay as a definition list: the booking form's summary and the confirmation's. */
export function StaySummary({ stay }: { stay: StayDetails }) {
  const { words } = useLocale()
  const talk = useStayWords()
  const booking = useBookingWords()
  const labels = { ...talk.stay, ...booking }
  const rows: [string, string][] = [
    [labels.summaryRoom, stay.roomName],
    [words.checkIn, talk.date(stay.checkIn)],
    [words.checkOut, talk.date(stay.checkOut)],
    [labels.summaryNights, talk.nights(stay.nights)],
    [labels.summaryGuests, talk.party(stay.party)],
    ...(stay.rateLabel ? ([[labels.rate, stay.rateLabel]] as [string, string][]) : []),
    ...(stay.policy?.text
      ? ([[labels.summaryCancellation, talk.policy(stay.policy)]] as [string, string][])
      : []),
    // Just above the total it comes off.
    ...(stay.discount
      ? ([[stay.discount.label, describeDiscount(stay.discount.amount)]] as [string, string][])
      : []),
    ...(stay.addedFees ?? []).map((fee): [string, string] => [
      fee.label,
      formatCentavos(fee.amount),
    ]),
    ...(stay.extras ?? []).map((extra): [string, string] => [
      `${extra.name} (${extra.units} × ${formatCentavos(extra.price)})`,
      formatCentavos(extra.amount),
    ]),
  ]
  return (
    <dl className="flex flex-col gap-3">
      {rows.map(([term, detail]) => (
        <div key={term} className="flex justify-between gap-4 border-b border-sand-deep pb-3">
          <dt className="min-w-24 text-muted">{term}</dt>
          <dd className="text-right">{detail}</dd>
        </div>
      ))}
      {stay.total !== undefined && (
        <div className="flex items-baseline justify-between gap-4 pt-1">
          <dt className="text-muted">{labels.totalLabel}</dt>
          <dd className="font-display text-3xl text-sea-deep">{formatCentavos(stay.total)}</dd>
        </div>
      )}
      {stay.total !== undefined && stay.deposit !== undefined && (
        <>
          <div className="flex justify-between gap-4 border-t border-sand-deep pt-3">
            <dt className="font-semibold">{labels.depositNow}</dt>
            <dd className="text-right font-semibold">{formatCentavos(stay.deposit)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{labels.balanceAtCheckIn}</dt>
            <dd className="text-right">{formatCentavos(stay.total - stay.deposit)}</dd>
          </div>
        </>
      )}
    </dl>
  )
}
