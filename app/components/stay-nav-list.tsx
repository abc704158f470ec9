import { Link } from 'react-router'
import { pathIn } from '../i18n/languages'
import { useLocale } from '../i18n/locale'
import { useStayWords } from '../i18n/use-stay-words'
import { RESERVATION_LOOKUP_PATH, ROOMS_ANCHOR } from '../lib/paths'
import { CONTACT_ANCHOR } from './contact-block'

/**
 * Reservations mode's header links: each goes where it says (the default site's all go to '/',
 * as its spec has it), and a guest with a booking finds it from every page, in the page's
 * language. No Restaurant: the site has no restaurant page or section for it to lead to.
 */
export function StayNavList({ onNavigate }: { onNavigate: () => void }) {
  const { lang, words } = useLocale()
  const { stay } = useStayWords()
  const [home, rooms, , contact] = words.nav
  const items = [
    { label: home, to: pathIn(lang, '/') },
    { label: rooms, to: `${pathIn(lang, '/')}#${ROOMS_ANCHOR}` },
    // The contact block is in every page's footer, so Contact stays on the page it is clicked on.
    { label: contact, to: `#${CONTACT_ANCHOR}` },
    { label: stay.findMyReservation, to: pathIn(lang, RESERVATION_LOOKUP_PATH) },
  ]
  return (
    <ul className="flex flex-col px-5 pb-4 md:flex-row md:gap-8 md:p-0">
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            onClick={onNavigate}
            className="block py-3 text-sm tracking-[0.15em] uppercase hover:text-accent md:py-2"
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
