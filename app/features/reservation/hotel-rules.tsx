import { Check } from 'lucide'
import { resort } from '../../../content/resort'
import { rules } from '../../../content/rules'
import { Icon } from '../../components/icon'
import { useLocale } from '../../i18n/locale'

export function HotelRules() {
  const { words, text } = useLocale()
  return (
    <section aria-labelledby="rules-heading" className="mt-10">
      <h2 id="rules-heading" className="font-display text-3xl text-sea-deep">
        {words.hotelRules}
      </h2>
      <p className="mt-3 text-muted">{text.resort?.rulesIntro ?? resort.rulesIntro}</p>
      <ul className="mt-6 flex flex-col gap-4">
        {rules.map((rule, index) => (
          <li key={rule.rules} className="flex items-center gap-3">
            <Icon node={Check} className="size-5 shrink-0 text-accent" />
            {text.rules?.[index] ?? rule.rules}
          </li>
        ))}
      </ul>
    </section>
  )
}
