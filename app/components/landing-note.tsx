import { Info } from 'lucide'
import type { ReactNode } from 'react'
import type { LandingIgnored } from '../lib/landing-query'
import { useLocale } from '../i18n/locale'
import { enLanding } from '../i18n/messages/booking/en-landing'
import { landingWords } from '../lib/landing-words'
import { Icon } from './icon'

/**
 * Reservations mode: what a landing link asked for that the page left out, said in words where
 * the guest chooses instead. Announced as it appears once the page has read its address.
 */
export function LandingNote({
  ignored,
  className,
  children,
}: {
  ignored: readonly LandingIgnored[]
  className: string
  children?: ReactNode
}) {
  const words = landingWords(useLocale().stay ?? enLanding)
  if (ignored.length === 0 && !children) return null
  return (
    <div role="status" className={className}>
      {ignored.map((why) => (
        <p key={why} className="flex items-start gap-2 text-muted">
          <Icon node={Info} className="mt-0.5 size-5 shrink-0" />
          {words[why]}
        </p>
      ))}
      {children}
    </div>
  )
}
