import { daysBetween, formatStayDate, type IsoDate } from '../../../../domain/calendar'
import { formatCentavos, type Centavos } from '../../../../domain/money'

/** 'Mon 1 Mar 2027', or 'Mon 1 Mar 2027 to Wed 3 Mar 2027 (3 nights)': both nights included. */
export function describeNights(first: IsoDate, last: IsoDate): string {
  if (first === last) return formatStayDate(first)
  return `${formatStayDate(first)} to ${formatStayDate(last)} (${countNights(daysBetween(first, last) + 1)})`
}

/** '₱3,500 a night', '20% below the base', '15% above the base'. */
export function describePriceChange(change: { price?: Centavos; percent?: number }): string {
  if (change.price !== undefined) return `${formatCentavos(change.price)} a night`
  const percent = change.percent ?? 0
  if (percent === 0) return 'the base price'
  return `${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} the base`
}

/** '1 night', '3 nights'. */
export function countNights(count: number): string {
  return count === 1 ? '1 night' : `${count} nights`
}
