import { NotFoundScreen } from '../components/not-found-screen'
import { parseRoomId } from '../lib/paths'
import type { Route } from './+types/room-details'

export default function RoomDetails({ params }: Route.ComponentProps) {
  const id = parseRoomId(params.id)
  if (id === null) return <NotFoundScreen />
  return <main id="main">room {id}</main>
}
