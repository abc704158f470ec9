import { Bath, Coffee, Croissant, SquareParking, WavesLadder, Wifi, type IconNode } from 'lucide'
import type { FacilityIcon as FacilityIconName } from '../../content/schema'
import { Icon } from './icon'

const ICONS: Record<FacilityIconName, IconNode> = {
  wifi: Wifi,
  coffee: Coffee,
  bath: Bath,
  parking: SquareParking,
  pool: WavesLadder,
  breakfast: Croissant,
}

export function FacilityIcon({ icon }: { icon: FacilityIconName }) {
  return <Icon node={ICONS[icon]} className="size-6 shrink-0 text-accent" />
}
