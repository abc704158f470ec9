import type { ChannelRoom } from './channel-rooms'
import { ChannelsSection } from './channels-section'
import { ExportItem } from './export-item'

type ExportsSectionProps = { rooms: ChannelRoom[]; onChanged: () => void }

/** Each room type's calendar for the other channels to import. */
export function ExportsSection({ rooms, onChanged }: ExportsSectionProps) {
  const exported = rooms.filter(
    (room): room is ChannelRoom & { exportUrl: string } => room.exportUrl !== null,
  )
  return (
    <ChannelsSection
      headingId="exports-heading"
      title="Export links"
      intro="Give each channel that sells a room type its link, in the channel’s calendar import or sync settings."
    >
      <ul aria-labelledby="exports-heading">
        {exported.map((room) => (
          <ExportItem
            key={room.id}
            roomId={room.id}
            roomName={room.name}
            url={room.exportUrl}
            onRotated={onChanged}
          />
        ))}
      </ul>
    </ChannelsSection>
  )
}
