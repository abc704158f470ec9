import { deskEntryRefusal, type DeskPaymentMethod } from '../../../../domain/ledger'
import type { DeskPaymentRequest, MoneyView } from '../../../../domain/staff-contract'
import { centavosFromText, pesosText } from '../../ui/amounts'

/** The 'Record payment' form as typed. */
export type PaymentDraft = {
  direction: 'received' | 'given_back'
  amount: string
  method: DeskPaymentMethod
  note: string
}

/** What the form starts from: the balance, whichever way it runs, by cash. */
export function startingDraft(money: MoneyView): PaymentDraft {
  return money.balance < 0
    ? { direction: 'given_back', amount: pesosText(-money.balance), method: 'cash', note: '' }
    : { direction: 'received', amount: pesosText(money.balance), method: 'cash', note: '' }
}

/**
 * The entry to send, or the amount's problem in words: the ledger's own rules (domain/ledger.ts)
 * with the figures the page shows, so the desk hears the server's answer before sending.
 */
export function checkPaymentDraft(
  draft: PaymentDraft,
  money: MoneyView,
): { entry: DeskPaymentRequest } | { problem: string } {
  const centavos = centavosFromText(draft.amount)
  if (centavos === null) return { problem: 'Enter the amount in pesos, such as 2500 or 2,500.50.' }
  const amount = draft.direction === 'given_back' ? -centavos : centavos
  const refusal = deskEntryRefusal(amount, money.paid, money.due)
  if (refusal) return { problem: refusal }
  const note = draft.note.trim()
  return { entry: { amount, method: draft.method, ...(note && { note }) } }
}
