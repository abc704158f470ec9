import { roomFilterStore, useRoomFilter } from '../../state/use-room-filter'
import { ADULT_OPTIONS, KID_OPTIONS, displayKids } from '../../../domain/party-labels'
import { GuestSelect } from './guest-select'

/** The adults and kids selectors, bound to the shared room filter on every page. */
export function GuestSelects({ className }: { className?: string }) {
  const { adults, kids } = useRoomFilter()
  return (
    <>
      <GuestSelect
        label="Adults"
        value={adults}
        options={ADULT_OPTIONS}
        onChange={roomFilterStore.setAdults}
        className={className}
      />
      <GuestSelect
        label="Kids"
        value={kids}
        options={KID_OPTIONS}
        display={displayKids}
        onChange={roomFilterStore.setKids}
        className={className}
      />
    </>
  )
}
