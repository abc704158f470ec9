import { roomFilterStore, useRoomFilter } from '../../state/use-room-filter'
import { ADULT_OPTIONS, KID_OPTIONS } from '../../../domain/party-labels'
import { useLocale } from '../../i18n/locale'
import { GuestSelect } from './guest-select'

/** The adults and kids selectors, bound to the shared room filter on every page. */
export function GuestSelects({ className }: { className?: string }) {
  const { adults, kids } = useRoomFilter()
  const { words } = useLocale()
  return (
    <>
      <GuestSelect
        name="adults"
        label={words.adults}
        value={adults}
        options={ADULT_OPTIONS}
        // The values stay the labels of docs/product.md §3; each language shows its own words.
        display={(option) => words.adultOptions[ADULT_OPTIONS.indexOf(option)] ?? option}
        onChange={roomFilterStore.setAdults}
        className={className}
      />
      <GuestSelect
        name="kids"
        label={words.kids}
        value={kids}
        options={KID_OPTIONS}
        display={(option) => words.kidOptions[KID_OPTIONS.indexOf(option)] ?? option}
        onChange={roomFilterStore.setKids}
        className={className}
      />
    </>
  )
}
