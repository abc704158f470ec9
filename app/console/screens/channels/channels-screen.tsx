import { useCallback, useEffect } from 'react'
import { useLocation } from 'react-router'
import { resortToday } from '../../../../domain/calendar'
import type { ChannelsResponse } from '../../../../domain/staff-contract'
import { LoadProblem } from '../../parts/load-problem'
import { ScreenTitle } from '../../ui/screen-title'
import { staffApi } from '../../api/staff-api'
import { useStaffData, type DataState } from '../../api/use-staff-data'
import { channelRooms } from './channel-rooms'
import { channelsApi } from '../../api/channels-api'
import { useConflictsChanged } from './conflict-watch'
import { ConflictsSection } from './conflicts-section'
import { ExportsSection } from './exports-section'
import { FeedsSection } from './feeds-section'

// A new feed's first sync runs on the server after it is added: the list (and the banner's
// count, as the sync may find conflicts) is asked again until it is done, so it shows unasked.
const FIRST_SYNC_CHECK_MS = 3000

/**
 * '/staff/channels': each room type's calendar for other channels to import, the calendars
 * imported from them, and the conflicts between the two (#conflicts, from the console's banner).
 */
export function ChannelsScreen() {
  const today = resortToday(new Date())
  const { hash } = useLocation()
  const conflictsChanged = useConflictsChanged()
  const { state, reload } = useStaffData('channels', channelsApi.list)
  // The room types' names, which the channels answer leaves out; without them, their numbers.
  const calendar = useStaffData(today, () => staffApi.calendar(today, 1)).state
  const data = state.status === 'loaded' && calendar.status !== 'loading' ? state.data : null
  const rooms = data
    ? channelRooms(data, calendar.status === 'loaded' ? calendar.data.rooms : [])
    : []
  const ready = data !== null
  const changed = useCallback(() => {
    reload()
    conflictsChanged()
  }, [reload, conflictsChanged])
  useReloadUntilFirstSync(state, changed)

  useEffect(() => {
    if (ready && hash === '#conflicts') document.getElementById('conflicts')?.focus()
  }, [ready, hash])

  return (
    <div className="st:mx-auto st:max-w-5xl st:px-5 st:py-10">
      <ScreenTitle>Channels</ScreenTitle>
      <p className="st:mt-2 st:max-w-3xl st:text-muted">
        Airbnb, Booking.com, Agoda and Vrbo sell these rooms too, and each can swap calendars with
        the site. Export: give a channel a room type’s link below, and it sees the nights sold out
        here. Import: add the calendar link a channel gives you, and the nights it sells are held
        here too, so no night is sold twice.
      </p>
      <div className="st:mt-6 st:flex st:flex-col st:gap-8">
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {state.status !== 'failed' && !data && (
          <p className="st:text-muted">Loading the channels…</p>
        )}
        {data && (
          <>
            <ConflictsSection channels={data} rooms={rooms} onChanged={changed} />
            <ExportsSection rooms={rooms} onChanged={changed} />
            <FeedsSection rooms={rooms} onChanged={changed} />
          </>
        )}
      </div>
    </div>
  )
}

function useReloadUntilFirstSync(state: DataState<ChannelsResponse>, reload: () => void) {
  useEffect(() => {
    if (state.status !== 'loaded' || !state.data.feeds.some((feed) => feed.status === 'new')) return
    const timer = setTimeout(reload, FIRST_SYNC_CHECK_MS)
    return () => clearTimeout(timer)
  }, [state, reload])
}
