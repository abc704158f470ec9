import { Check } from 'lucide-react'
import { resort } from '../../content/resort'
import { rules } from '../../content/rules'

export function HotelRules() {
  return (
    <section aria-labelledby="rules-heading" className="mt-10">
      <h2 id="rules-heading" className="font-display text-3xl text-sea-deep">
        Hotel Rules
      </h2>
      <p className="mt-3 text-muted">{resort.rulesIntro}</p>
      <ul className="mt-6 flex flex-col gap-4">
        {rules.map((rule) => (
          <li key={rule.rules} className="flex items-center gap-3">
            <Check aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {rule.rules}
          </li>
        ))}
      </ul>
    </section>
  )
}
