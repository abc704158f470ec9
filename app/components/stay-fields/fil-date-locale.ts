import type { Locale } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'

const MONTHS = [
  'Enero',
  'Pebrero',
  'Marso',
  'Abril',
  'Mayo',
  'Hunyo',
  'Hulyo',
  'Agosto',
  'Setyembre',
  'Oktubre',
  'Nobyembre',
  'Disyembre',
]
const DAYS = ['Linggo', 'Lunes', 'Martes', 'Miyerkules', 'Huwebes', 'Biyernes', 'Sabado']

/** A name at a width date-fns asks for: 'Disyembre', 'Dis' (abbreviated and short), 'D'. */
function named(names: string[]) {
  return (index: number, options?: { width?: string }) => {
    const name = names[index] ?? ''
    if (options?.width === 'narrow') return name.slice(0, 1)
    return options?.width === 'abbreviated' || options?.width === 'short' ? name.slice(0, 3) : name
  }
}

/**
 * Filipino for date-fns, which has none: the Philippines' calendar is English's (the week starts
 * on Sunday, the month comes before the day) with Filipino names, as `Intl` writes it:
 * 'Huwebes, Disyembre 24, 2026', 'Disyembre 2026', 'Lin Lun Mar Miy Huw Biy Sab'.
 */
export const fil: Locale = {
  ...enUS,
  code: 'fil',
  localize: {
    ...enUS.localize,
    month: named(MONTHS),
    day: named(DAYS),
    ordinalNumber: (number: unknown) => String(number),
  },
  formatLong: {
    ...enUS.formatLong,
    date: (options) =>
      options?.width === 'full' ? 'EEEE, MMMM d, y' : enUS.formatLong.date(options),
  },
}
