import { useState } from 'react'
import type { ChannelFeedView } from '../../../../domain/staff-contract'
import type { ChannelRoom } from './channel-rooms'
import { ChannelsSection, DoneMessage } from './channels-section'
import { FeedForm } from './feed-form'
import { FeedItem } from './feed-item'

type FeedsSectionProps = { rooms: ChannelRoom[]; onChanged: () => void }

/** The calendars imported from other channels, by room type, and the form that adds one. */
export function FeedsSection({ rooms, onChanged }: FeedsSectionProps) {
  const [done, setDone] = useState('')

  function removed(feed: ChannelFeedView) {
    setDone(`Removed the calendar ${feed.name}. The nights it held are free again.`)
    // Its buttons are gone with it: focus goes to the list's heading.
    document.getElementById('feeds-heading')?.focus()
    onChanged()
  }

  return (
    <ChannelsSection
      headingId="feeds-heading"
      title="Imported calendars"
      intro="Each event in a channel’s calendar holds one unit of its room type for each of its nights. They are synced every few minutes; Sync now does it at once."
    >
      {rooms.map((room) => (
        <div key={room.id}>
          <h3 className="st:text-lg st:font-medium">{room.name}</h3>
          {room.feeds.length === 0 ? (
            <p className="st:mt-1 st:text-sm st:text-muted">No calendars imported yet.</p>
          ) : (
            <ul aria-label={`Calendars imported for ${room.name}`}>
              {room.feeds.map((feed) => (
                <FeedItem
                  key={feed.id}
                  feed={feed}
                  roomName={room.name}
                  onSynced={onChanged}
                  onRemoved={removed}
                />
              ))}
            </ul>
          )}
        </div>
      ))}
      <DoneMessage>{done}</DoneMessage>
      <FeedForm
        rooms={rooms}
        onAdded={(name) => {
          setDone(`Added the calendar ${name}. Its first sync starts now.`)
          onChanged()
        }}
      />
    </ChannelsSection>
  )
}
