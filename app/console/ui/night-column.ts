import { formatStayDate, type IsoDate } from '../../../domain/calendar'
import { isWeekendNight } from '../../../domain/pricing'

/** A night's column heading, the same in the occupancy calendar and the rates grid. */
export type NightColumn = {
  night: IsoDate
  /** 'Thu 24 Dec 2026', for screen readers and the caption. */
  label: string
  weekday: string
  day: string
  /** The month's short name on a block's first night and on each 1st, else null. */
  month: string | null
  /** The resort's weekend nights (domain/pricing.ts), shaded alike in every grid. */
  weekend: boolean
}

export function nightColumn(night: IsoDate, firstOfBlock: boolean): NightColumn {
  // formatStayDate gives 'Thu 24 Dec 2026': the parts the column heading shows.
  const label = formatStayDate(night)
  const [weekday = '', day = '', month = ''] = label.split(' ')
  return {
    night,
    label,
    weekday,
    day,
    month: firstOfBlock || day === '1' ? month : null,
    weekend: isWeekendNight(night),
  }
}
