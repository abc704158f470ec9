import type { GuestFolio } from '../../../domain/api-contract'
import { formatCentavos } from '../../../domain/money'
import { formatDateIn } from '../../i18n/dates'
import { useLookupSpeech } from '../../i18n/lookup'

/**
 * The stay's folio as its guest reads it (docs/reservations.md, "The folio"): each charge with
 * its date, then what it comes to, what is paid and what is left. The server has already netted
 * the lines a change or a cancellation reversed, so a charge reads once.
 */
export function GuestCharges({ folio }: { folio: GuestFolio }) {
  const { lang, words } = useLookupSpeech()
  return (
    <section aria-labelledby="charges-heading" className="mt-6 bg-white p-4 md:p-6">
      <h3 id="charges-heading" className="font-display text-2xl text-sea-deep">
        {words.charges}
      </h3>
      <ul className="mt-4 flex flex-col">
        {folio.lines.map((line) => (
          <li
            key={`${line.date} ${line.description} ${line.unitAmount}`}
            className="flex justify-between gap-4 border-b border-sand-deep py-2"
          >
            <span>
              {line.description}
              <span className="block text-sm text-muted">
                {formatDateIn(lang, line.date)}
                {line.quantity !== 1 && `, ${line.quantity} × ${formatCentavos(line.unitAmount)}`}
              </span>
            </span>
            <span className="shrink-0 text-right">{formatCentavos(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1">
        <Figure term={words.total} amount={folio.total} />
        <Figure term={words.paid} amount={folio.paid} />
        <Figure
          term={folio.balance < 0 ? words.toGiveBack : words.balance}
          amount={Math.abs(folio.balance)}
          strong
        />
      </dl>
    </section>
  )
}

function Figure({ term, amount, strong }: { term: string; amount: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-muted'}>{term}</dt>
      <dd className="text-right">{formatCentavos(amount)}</dd>
    </div>
  )
}
