import { centavosFromPesos, type Centavos } from '../../../domain/money'

/**
 * Numbers as staff type them into the console's forms (rates, payments), read strictly: anything unclear is refused
 * with a message rather than guessed at, since a misread price is sold at once.
 */

// Up to ₱9,999,999.99: far above any night, well inside the API's integers.
const PESOS = /^(\d{1,7}|\d{1,3}(,\d{3}){1,2})(\.\d{1,2})?$/

/** '2500', '2,500', '₱2,500.50' -> centavos; null for anything else. */
export function centavosFromText(text: string): Centavos | null {
  const plain = text.trim().replace(/^₱\s*/, '')
  if (!PESOS.test(plain)) return null
  return centavosFromPesos(Number(plain.replaceAll(',', '')))
}

/** 350000 -> '3500', 350050 -> '3500.50': what a form shows for an amount to edit. */
export function pesosText(amount: Centavos): string {
  const whole = Math.floor(amount / 100)
  const cents = amount % 100
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`
}

/** '-20', '+15', '12.5%' -> the number; null for anything else. */
export function percentFromText(text: string): number | null {
  const plain = text.trim().replace(/\s*%$/, '')
  return /^[+-]?\d{1,4}(\.\d{1,2})?$/.test(plain) ? Number(plain) : null
}

/** '3' -> 3; null for a fraction, a sign or anything else. */
export function wholeFromText(text: string): number | null {
  const plain = text.trim()
  return /^\d{1,7}$/.test(plain) ? Number(plain) : null
}
