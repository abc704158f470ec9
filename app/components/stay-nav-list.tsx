import { Link } from 'react-router'
import { RESERVATION_LOOKUP_PATH, ROOMS_ANCHOR } from '../lib/paths'
import { CONTACT_ANCHOR } from './contact-block'

/**
 * Reservations mode's header links: each goes where it says (the default site's all go to '/',
 * as its spec has it), and a guest with a booking finds it from every page. No Restaurant: the
 * site has no restaurant page or section for it to lead to.
 */
const STAY_NAV = [
  { label: 'Home', to: '/' },
  { label: 'Rooms', to: `/#${ROOMS_ANCHOR}` },
  // The contact block is in every page's footer, so Contact stays on the page it is clicked on.
  { label: 'Contact', to: `#${CONTACT_ANCHOR}` },
  { label: 'Find my reservation', to: RESERVATION_LOOKUP_PATH },
] as const

export function StayNavList({ onNavigate }: { onNavigate: () => void }) {
  return (
    <ul className="flex flex-col px-5 pb-4 md:flex-row md:gap-8 md:p-0">
      {STAY_NAV.map((item) => (
        <li key={item.label}>
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
