import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { pathIn } from '../i18n/languages'
import { useLocale } from '../i18n/locale'
import { roomFilterStore } from '../state/use-room-filter'
import { resetRoomSearch } from '../state/use-stay-search'
import { LanguageMenu } from './language-menu'
import { Logo } from './logo'
import { StayLanguageMenu } from './stay-language-menu'
import { StayNavList } from './stay-nav-list'
import { useScrolledPast } from './use-scrolled-past'

/** docs/product.md §2: the header turns white with a shadow once scrolled more than 50 px. */
const SCROLL_THRESHOLD_PX = 50

export function SiteHeader() {
  // Reservations mode resets the searched dates and their prices along with the guests.
  const resetOnLogo = import.meta.env.RESERVATIONS ? resetRoomSearch : roomFilterStore.reset
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX)
  const navRef = useRef<HTMLElement>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const solid = scrolled || menuOpen
  const { lang, words } = useLocale()

  // The menu may have been opened before the app took over.
  useEffect(() => setMenuOpen(navRef.current?.matches(':popover-open') ?? false), [])

  function closeMenu() {
    if (navRef.current?.matches(':popover-open')) navRef.current.hidePopover()
  }

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        solid ? 'bg-white text-ink shadow-lg' : 'on-dark bg-transparent text-white'
      }`}
    >
      <div className="mx-auto flex h-20 max-w-6xl items-center justify-between px-5">
        {/* docs/product.md §2: the logo also resets the room filter to its defaults. */}
        <Logo tone={solid ? 'dark' : 'light'} onClick={resetOnLogo} />
        {/* The phone menu is a popover: it opens from the first paint, before the app takes
            over, and the browser closes it on Escape (focus back on this button) or a tap
            outside, and tells assistive technology whether it is expanded. */}
        <button
          type="button"
          popoverTarget="site-nav"
          aria-controls="site-nav"
          className="rounded px-3 py-2 text-sm tracking-[0.2em] uppercase md:hidden"
        >
          {words.menu}
        </button>
        <nav
          ref={navRef}
          id="site-nav"
          aria-label={words.mainNav}
          popover="auto"
          onToggle={(event) => setMenuOpen(event.newState === 'open')}
          className="inset-x-0 top-20 bottom-auto m-0 h-auto w-full border-0 bg-white p-0 text-ink shadow-lg md:static md:block md:w-auto md:overflow-visible md:bg-transparent md:text-inherit md:shadow-none"
        >
          {/* The literal guard leaves the default build as it was (decision 008). */}
          {import.meta.env.RESERVATIONS ? (
            <StayNavList onNavigate={closeMenu} />
          ) : (
            <ul className="flex flex-col px-5 pb-4 md:flex-row md:gap-8 md:p-0">
              {/* docs/product.md §2: all four nav items link to the home page. */}
              {words.nav.map((item) => (
                <li key={item}>
                  <Link
                    to={pathIn(lang, '/')}
                    onClick={closeMenu}
                    className="block py-3 text-sm tracking-[0.25em] uppercase hover:text-accent md:py-2"
                  >
                    {item}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {/* The phone menu's own language menu; on a wide screen the footer's is the one. */}
          {import.meta.env.RESERVATIONS ? (
            <StayLanguageMenu className="border-t border-sand-deep px-5 py-4 md:hidden" />
          ) : (
            <LanguageMenu className="border-t border-sand-deep px-5 py-4 md:hidden" />
          )}
        </nav>
      </div>
    </header>
  )
}
