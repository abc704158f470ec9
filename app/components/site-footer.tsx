import { resort } from '../../content/resort'
import { roomFilterStore } from '../state/use-room-filter'
import { resetRoomSearch } from '../state/use-stay-search'
import { Logo } from './logo'
import { useCurrentYear } from './use-current-year'

export function SiteFooter() {
  // Reservations mode resets the searched dates and their prices along with the guests.
  const resetOnLogo = import.meta.env.RESERVATIONS ? resetRoomSearch : roomFilterStore.reset
  const year = useCurrentYear()
  return (
    <footer className="on-dark bg-sea-deep text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-5 py-10 text-center md:flex-row md:justify-between md:text-left">
        <Logo tone="light" onClick={resetOnLogo} />
        <p className="text-sm text-white/90">
          Copyright (c) {year}, All Right Reserved {resort.name}
        </p>
      </div>
    </footer>
  )
}
