import type { Room } from '../../../content/schema'
import { useLocale } from '../../i18n/locale'
import { formatDollar, formatPeso } from '../../lib/currency'
import { GuestSelects } from '../../components/stay-fields/guest-selects'
import { StayDateFields } from '../../components/stay-fields/stay-date-fields'

/** Shared with reservations mode's panel (stay-reservation-panel.tsx), which looks the same. */
export const PANEL = 'bg-sand-deep/60 p-6 md:p-8'
export const PANEL_HEADING = 'mb-6 font-display text-3xl text-sea-deep'
export const PANEL_FIELD = 'h-[60px] bg-white'
export const PANEL_BUTTON =
  'h-[60px] bg-accent text-sm tracking-[0.25em] text-white uppercase transition-colors hover:bg-accent-deep'

/** docs/product.md §2: dates held here, guests shared with the home page, and a button that does nothing. */
export function ReservationPanel({ room }: { room: Room | undefined }) {
  const { lang, words } = useLocale()
  // docs/product.md §9's dollar sign is the English page's; the other languages show pesos.
  const [money, sign] = lang === 'en' ? [formatDollar, '$'] : [formatPeso, '₱']
  return (
    <section aria-labelledby="reservation-heading" className={PANEL}>
      <h2 id="reservation-heading" className={PANEL_HEADING}>
        {words.yourReservation}
      </h2>
      <div className="flex flex-col gap-4">
        <StayDateFields fieldClassName={PANEL_FIELD} />
        <GuestSelects className={PANEL_FIELD} />
        {/* docs/product.md §2 and 7: the button does nothing and calls nothing; dollar sign on purpose (docs/product.md §9). */}
        <button type="button" className={PANEL_BUTTON}>
          {words.panelBookNow}
          {room ? money(room.price) : sign}
        </button>
      </div>
    </section>
  )
}
