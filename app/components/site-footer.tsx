import { resort } from '../../content/resort'
import { useLocale } from '../i18n/locale'
import { roomFilterStore } from '../state/use-room-filter'
import { resetRoomSearch } from '../state/use-stay-search'
import { LanguageMenu } from './language-menu'
import { Logo } from './logo'
import { useCurrentYear } from './use-current-year'

export function SiteFooter() {
  // Reservations mode resets the searched dates and their prices along with the guests.
  const resetOnLogo = import.meta.env.RESERVATIONS ? resetRoomSearch : roomFilterStore.reset
  const year = useCurrentYear()
  const { words } = useLocale()
  return (
    <footer className="on-dark bg-sea-deep text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-5 py-10 text-center md:flex-row md:justify-between md:text-left">
        <Logo tone="light" onClick={resetOnLogo} />
        <LanguageMenu className="text-white/90" />
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
