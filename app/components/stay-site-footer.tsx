import { Link } from 'react-router'
import { resort } from '../../content/resort'
import { pathIn } from '../i18n/languages'
import { useLocale } from '../i18n/locale'
import { useStayWords } from '../i18n/use-stay-words'
import { ContactBlock } from './contact-block'
import { RESERVATION_LOOKUP_PATH } from '../lib/paths'
import { resetRoomSearch } from '../state/use-stay-search'
import { Logo } from './logo'
import { StayLanguageMenu } from './stay-language-menu'
import { useCurrentYear } from './use-current-year'

/**
 * Reservations mode's footer: the contact block, and where a guest finds a booking, above the
 * default footer's logo, language menu and line. A footer of its own rather than a part of
 * SiteFooter, so the default site's footer stays as its spec has it, byte for byte (decision 008).
 */
export function StaySiteFooter() {
  const year = useCurrentYear()
  const { lang, words } = useLocale()
  const { stay } = useStayWords()
  return (
    <footer className="on-dark bg-sea-deep text-white">
      <ContactBlock />
      <div className="mx-auto max-w-6xl px-5">
        <Link
          to={pathIn(lang, RESERVATION_LOOKUP_PATH)}
          className="inline-block border border-white/30 px-8 py-3 text-sm tracking-[0.2em] uppercase transition-colors hover:bg-accent"
        >
          {stay.findMyReservation}
        </Link>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-5 py-10 text-center md:flex-row md:justify-between md:text-left">
        <Logo tone="light" onClick={resetRoomSearch} />
        <StayLanguageMenu className="text-white/90" />
        <p className="text-sm text-white/90">
          {words.copyrightBeforeYear}
          {year}
          {words.copyrightBeforeName}
          {resort.name}
        </p>
      </div>
    </footer>
  )
}
