import { describePromoOff } from '../../../../domain/promos'
import type { PromoView } from '../../../../domain/staff-contract'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { describeUses, describeWindow, promoStateWord } from './promo-draft'
import { countNights } from './rate-words'
import { roomNameOf, type RoomPlan } from './room-plans'

export const promoHeadingId = (code: string) => `promo-${code}`

type PromoItemProps = { promo: PromoView; plans: RoomPlan[]; onDisable: () => void }

/** A promo code in the list: what it gives, its uses so far, its windows and its state. */
export function PromoItem({ promo, plans, onDisable }: PromoItemProps) {
  const state = promoStateWord(promo)
  const facts: [string, string][] = [
    ['Gives', describePromoOff(promo)],
    ['Uses', describeUses(promo)],
    ['Stays', describeWindow(promo.stayFrom, promo.stayTo)],
    ['Booked', describeWindow(promo.bookFrom, promo.bookTo)],
    ['Minimum stay', promo.minNights === undefined ? 'None' : countNights(promo.minNights)],
    [
      'Rooms',
      promo.roomIds === undefined
        ? 'All rooms'
        : promo.roomIds.map((id) => roomNameOf(plans, id)).join(', '),
    ],
  ]
  return (
    <li className="st:flex st:flex-col st:gap-3 st:border-b st:border-sand-deep st:py-4 st:last:border-0 st:md:flex-row st:md:items-start st:md:justify-between">
      <div>
        <h3
          id={promoHeadingId(promo.code)}
          tabIndex={-1}
          className="st:flex st:flex-wrap st:items-baseline st:gap-x-3 st:text-lg st:font-medium st:outline-none"
        >
          <span className="st:font-mono st:tracking-wide">{promo.code}</span>
          <span
            className={`st:text-sm st:font-normal ${state === 'Active' ? 'st:text-sea' : 'st:text-danger'}`}
          >
            <span className="st:sr-only">, </span>
            {state}
          </span>
        </h3>
        <dl className="st:mt-1 st:grid st:grid-cols-[auto_minmax(0,1fr)] st:gap-x-3 st:text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="st:contents">
              <dt className="st:text-muted">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {!promo.disabled && (
        <div>
          <button type="button" onClick={onDisable} className={SECONDARY_BUTTON}>
            Disable<span className="st:sr-only"> {promo.code}</span>
          </button>
        </div>
      )}
    </li>
  )
}
