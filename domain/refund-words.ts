import { formatCentavos, type Centavos } from './money'

/**
 * What a guest is told about money the resort gives back, in the cancellation email and on
 * `/reservation` alike: an online payment of a stay that ended unlived goes back to the card or
 * account by itself (services/online-refunds.ts); anything else the desk gives back by hand.
 */
export function refundWords(amount: Centavos, backToCard: boolean): string {
  return backToCard
    ? `${formatCentavos(amount)}, to the card or account you paid with. It may take a few days to show there.`
    : `${formatCentavos(amount)}: the resort will contact you to give it back.`
}
