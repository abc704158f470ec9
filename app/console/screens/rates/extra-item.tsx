import { BASIS_WORDS, type Extra } from '../../../../domain/extras'
import { formatCentavos } from '../../../../domain/money'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { saleWords } from './extra-draft'

export const extraHeadingId = (code: string) => `extra_${code}`

/** An extra in the list: its name and code, its price and what for, whom it is sold to. */
export function ExtraItem({ extra, onEdit }: { extra: Extra; onEdit: () => void }) {
  const sale = saleWords(extra)
  return (
    <div className="st:flex st:flex-col st:gap-3 st:md:flex-row st:md:items-start st:md:justify-between">
      <div>
        <h3
          id={extraHeadingId(extra.code)}
          tabIndex={-1}
          className="st:flex st:flex-wrap st:items-baseline st:gap-x-3 st:text-lg st:font-medium st:outline-none"
        >
          {extra.name}
          <span
            className={`st:text-sm st:font-normal ${extra.active ? 'st:text-sea' : 'st:text-danger'}`}
          >
            <span className="st:sr-only">, </span>
            {sale}
          </span>
        </h3>
        <dl className="st:mt-1 st:grid st:grid-cols-[auto_minmax(0,1fr)] st:gap-x-3 st:text-sm">
          <dt className="st:text-muted">Price</dt>
          <dd>{`${formatCentavos(extra.price)} ${BASIS_WORDS[extra.basis]}`}</dd>
          <dt className="st:text-muted">Code</dt>
          <dd className="st:font-mono">{extra.code}</dd>
        </dl>
      </div>
      <div>
        <button type="button" onClick={onEdit} className={SECONDARY_BUTTON}>
          Change<span className="st:sr-only"> {extra.name}</span>
        </button>
      </div>
    </div>
  )
}
