import { Bath, Coffee, Croissant, SquareParking, WavesLadder, Wifi, type LucideIcon } from 'lucide-react'
import type { FacilityIcon as FacilityIconName } from '../content/schema'

const ICONS: Record<FacilityIconName, LucideIcon> = {
  wifi: Wifi,
  coffee: Coffee,
  bath: Bath,
  parking: SquareParking,
  pool: WavesLadder,
  breakfast: Croissant,
}

export function FacilityIcon({ icon }: { icon: FacilityIconName }) {
  const Icon = ICONS[icon]
  return <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
}
