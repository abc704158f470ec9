import type { SeasonView } from '../../../../domain/staff-contract'
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../ui/button-styles'
import { describeNights, describePriceChange } from './rate-words'
import { describeScope, type RoomPlan } from './room-plans'

export const seasonHeadingId = (id: number) => `season-${id}-name`

type SeasonItemProps = {
  season: SeasonView
  plans: RoomPlan[]
  onEdit: () => void
  onRemove: () => void
}

/** A season in the list: its nights, what it covers, its price and priority. */
export function SeasonItem({ season, plans, onEdit, onRemove }: SeasonItemProps) {
  const facts: [string, string][] = [
    ['Nights', describeNights(season.from, season.to)],
    ['Applies to', describeScope(season, plans)],
    ['Price', describePriceChange(season)],
    ['Priority', String(season.priority)],
  ]
  return (
    <li className="st:flex st:flex-col st:gap-3 st:border-b st:border-sand-deep st:py-4 st:last:border-0 st:md:flex-row st:md:items-start st:md:justify-between">
      <div>
        <h3
          id={seasonHeadingId(season.id)}
          tabIndex={-1}
          className="st:text-lg st:font-medium st:outline-none"
        >
          {season.name}
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
      <div className="st:flex st:flex-wrap st:gap-2">
        <button type="button" onClick={onEdit} className={SECONDARY_BUTTON}>
          Edit<span className="st:sr-only"> {season.name}</span>
        </button>
        <button type="button" onClick={onRemove} className={DANGER_BUTTON}>
          Remove<span className="st:sr-only"> {season.name}</span>
        </button>
      </div>
    </li>
  )
}
