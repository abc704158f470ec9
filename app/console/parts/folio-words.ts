import { PAYMENT_METHOD_WORDS, type DeskPaymentMethod } from '../../../domain/ledger'
import { formatCentavos } from '../../../domain/money'
import type { ChargeLine } from '../../../domain/folio'

/** The console's words for a folio's figures, on the Reservation screen and at check-out. Pure. */

/** '2 × ₱450'; a reversal reads '-1 × ₱2,500', as the line was written. */
export function describeUnitPrice(line: Pick<ChargeLine, 'quantity' | 'unitAmount'>): string {
  return `${line.quantity} × ${formatCentavos(line.unitAmount)}`
}

/** The balance's name beside its figure: money owed back is named for what the desk does. */
export function balanceTerm(balance: number): string {
  return balance < 0 ? 'To give back' : 'Balance'
}

/** The balance as the desk acts on it: taken, given back, or settled. */
export function balanceSentence(balance: number): string {
  if (balance > 0) return `${formatCentavos(balance)} is still due.`
  if (balance < 0) return `${formatCentavos(-balance)} is to be given back.`
  return 'Nothing is due.'
}

/** What the check-out dialog says of the balance. */
export function owedWords(balance: number): string {
  if (balance > 0) return `${formatCentavos(balance)} is still owed.`
  if (balance < 0) return `The guest is owed ${formatCentavos(-balance)}.`
  return 'Nothing is owed: the folio is settled.'
}

/** A desk payment or money given back, as said once recorded, with what is left. */
export function paymentRecordedMessage(amount: number, balance: number): string {
  const money = formatCentavos(Math.abs(amount))
  return `${amount > 0 ? `Payment of ${money}` : `${money} given back`} recorded. ${balanceSentence(balance)}`
}

export function paymentMethodWords(method: string): string {
  // Money through the gateway is recorded as 'paymongo', or 'paymongo:gcash' with its kind.
  if (method.startsWith('paymongo')) return 'Online (PayMongo)'
  return PAYMENT_METHOD_WORDS[method as DeskPaymentMethod] ?? method
}
