import type { Facility, Room } from './schema'

/** docs/product.md §3: the six facilities; every room offers all of them today. Give a room its own list to change that. */
const everyFacility: Facility[] = [
  { name: 'Wifi', icon: 'wifi' },
  { name: 'Coffee', icon: 'coffee' },
  { name: 'Bath', icon: 'bath' },
  { name: 'Parking Space', icon: 'parking' },
  { name: 'Swimming Pool', icon: 'pool' },
  { name: 'Breakfast', icon: 'breakfast' },
]

export const rooms: readonly Room[] = [
  {
    id: 1,
    name: 'Hotel Rooms',
    description:
      '2,500 with breakfast or 2,000 without, for a couple. A queen bed, a garden-view window and a rain shower for a slow island weekend for two.',
    facilities: everyFacility,
    maxPerson: 2,
    price: 2500,
    image: 'room-1',
    imageLg: 'room-1-lg',
    size: 28,
  },
  {
    id: 2,
    name: 'Cabana Rooms',
    description:
      'A mini pool plus 4 breakfasts, in a cabana for up to 8. A shaded lounge, an outdoor shower and a two-minute walk to the beach for families and groups.',
    facilities: everyFacility,
    maxPerson: 8,
    price: 3500,
    image: 'room-2',
    imageLg: 'room-2-lg',
    size: 60,
  },
  {
    id: 3,
    name: 'Deluxe Room',
    description:
      '3,000 with breakfast or 2,500 without, for up to 4. Two double beds, a sitting corner and a sea-facing balcony with the sunset right outside the door.',
    facilities: everyFacility,
    maxPerson: 4,
    price: 2500,
    image: 'room-3',
    imageLg: 'room-3-lg',
    size: 40,
  },
]
