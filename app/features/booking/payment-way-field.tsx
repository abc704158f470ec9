import type { PaymentWay } from '../../../domain/payment-ways'
import type { BookingWords } from '../../i18n/messages/booking/en'
import { useBookingWords } from '../../i18n/use-booking-words'

function wayWords(way: PaymentWay, words: BookingWords): { label: string; detail: string } {
  return way === 'online'
    ? { label: words.payOnline, detail: words.payOnlineDetail }
    : { label: words.payTransfer, detail: words.payTransferDetail }
}

type PaymentWayFieldProps = {
  ways: readonly PaymentWay[]
  value: PaymentWay
  onChange: (way: PaymentWay) => void
}

/**
 * How the guest pays the deposit: a choice when the resort takes both ways, a sentence when it
 * takes one. Native radio buttons, so arrow keys move between them.
 */
export function PaymentWayField({ ways, value, onChange }: PaymentWayFieldProps) {
  const words = useBookingWords()
  if (ways.length === 1) {
    const only = wayWords(value, words)
    return (
      <p className="bg-sand p-4">
        <span className="font-semibold">{only.label}: </span>
        {only.detail}
      </p>
    )
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-semibold">{words.howToPay}</legend>
      {ways.map((way) => (
        <label
          key={way}
          htmlFor={`payment-way-${way}`}
          className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 border border-sand-deep bg-white p-4 has-[:checked]:border-sea-deep has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-deep"
        >
          <input
            id={`payment-way-${way}`}
            type="radio"
            name="paymentMethod"
            value={way}
            checked={value === way}
            onChange={() => onChange(way)}
            className="row-span-2 mt-1 size-4 accent-sea-deep"
          />
          <span className="font-semibold">{wayWords(way, words).label}</span>
          <span className="text-sm text-muted">{wayWords(way, words).detail}</span>
        </label>
      ))}
    </fieldset>
  )
}
