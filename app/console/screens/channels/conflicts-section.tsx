import { useState } from 'react'
import type { ChannelsResponse } from '../../../../domain/staff-contract'
import { feedNameOf, roomNameOf, type ChannelRoom } from './channel-rooms'
import { ChannelsSection, DoneMessage } from './channels-section'
import { ConflictItem } from './conflict-item'

type ConflictsSectionProps = {
  channels: ChannelsResponse
  rooms: ChannelRoom[]
  onChanged: () => void
}

/**
 * Events other channels sold for nights with no unit left here. Its heading is the target of
 * the console's conflict banner (#conflicts).
 */
export function ConflictsSection({ channels, rooms, onChanged }: ConflictsSectionProps) {
  const [done, setDone] = useState('')

  function handled(what: string) {
    setDone(`Marked as handled: ${what}.`)
    // Its button is gone with it: focus goes to the list's heading.
    document.getElementById('conflicts')?.focus()
    onChanged()
  }

  return (
    <ChannelsSection
      headingId="conflicts"
      title="Conflicts"
      intro="A channel sold nights that had no unit left here, so one night may be sold twice. The event holds nothing: move or refuse one of the guests, then mark it as handled."
    >
      {channels.conflicts.length === 0 ? (
        <p className="st:text-muted">No conflicts.</p>
      ) : (
        <ul aria-labelledby="conflicts">
          {channels.conflicts.map((conflict) => (
            <ConflictItem
              key={conflict.id}
              conflict={conflict}
              roomName={roomNameOf(rooms, conflict.roomId)}
              feedName={feedNameOf(channels.feeds, conflict.feedId)}
              onHandled={handled}
            />
          ))}
        </ul>
      )}
      <DoneMessage>{done}</DoneMessage>
    </ChannelsSection>
  )
}
