/**
 * The shapes of request bodies and queries, checked with zod before any rule runs. Limits are
 * generous (the rules in domain/ say what is allowed); they only keep absurd input out.
 */
import { z } from 'zod'
import type {
  CancelRequest,
  GuestDateChangeRequest,
  ReservationRequest,
} from '../../../domain/api-contract'
import { LANGUAGES } from '../../../domain/languages'
import { PAYMENT_WAYS } from '../../../domain/payment-ways'

type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? SameKeys<A, B> : never) : never
// Mutual assignability lets an optional field be on one side only; the keys must match too.
type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never]
  ? unknown
  : never

/**
 * A schema held to a type of domain/: the compiler refuses one whose output is not exactly that
 * type, so the browser's types and the server's checks cannot drift apart.
 */
export function schemaOf<T>() {
  return <S extends z.ZodType<T>>(schema: S & SameShape<z.output<S>, T>): S => schema
}

export const text = (max: number) => z.string().max(max)

export const ReservationRequestSchema = schemaOf<ReservationRequest>()(
  z.object({
    roomId: z.number().int().positive().max(1_000_000),
    checkIn: text(32),
    checkOut: text(32),
    adults: z.number().int().min(0).max(99),
    kids: z.number().int().min(0).max(99).default(0),
    rate: text(64).optional(),
    guest: z.object({ name: text(1000), email: text(1000), phone: text(200) }),
    notes: text(5000).optional(),
    expectedTotal: z.number().int().min(0).max(1_000_000_000_000).optional(),
    promoCode: text(64).optional(),
    website: text(1000).optional(),
    paymentMethod: z.enum(PAYMENT_WAYS).optional(),
    // The quantity's range is the domain's to say, in words naming the extra (extras.ts).
    extras: z
      .array(z.object({ code: text(64), quantity: z.number().finite().optional() }))
      .max(100)
      .optional(),
    language: z.enum(LANGUAGES).optional(),
  }),
)

export const GuestDateChangeSchema = schemaOf<GuestDateChangeRequest>()(
  z.object({
    email: text(1000),
    checkIn: text(10),
    checkOut: text(10),
    preview: z.boolean().optional(),
  }),
)

export const CancelRequestSchema = schemaOf<CancelRequest>()(
  z.object({
    email: text(1000),
    expectedCharge: z.number().int().min(0).max(1_000_000_000_000).optional(),
  }),
)

/** Words for a field of the wrong type or size, keyed like the error body's `fields`. */
const FIELD_MESSAGES: Record<string, string> = {
  roomId: 'Choose a room.',
  checkIn: 'Choose a check-in date (YYYY-MM-DD).',
  checkOut: 'Choose a check-out date (YYYY-MM-DD).',
  adults: 'Adults must be 1 to 4.',
  kids: 'Kids must be 0 to 4.',
  rate: 'Choose one of the room’s rates.',
  guest: 'Enter your name, email and phone.',
  name: 'Enter your full name.',
  email: 'Enter an email address like name@example.com.',
  phone: 'Enter a phone number the resort can call.',
  notes: 'Special requests must be text of at most 1000 characters.',
  expectedTotal: 'The total must be a whole number of centavos.',
  paymentMethod: 'Choose how to pay the deposit: online or by transfer.',
  expectedCharge: 'The charge must be a whole number of centavos.',
  promoCode: 'A promo code is at most 32 letters and digits.',
  website: 'Leave this field empty.',
  extras: 'Choose each extra by its code, with a quantity from 1 to 20.',
  language: 'Choose one of the site’s languages: en, fil, ko, zh or ja.',
}

/** zod's issues as the API's `fields`: guest.name is reported as `name`, like the form field. */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String)
    const field = (path[0] === 'guest' && path[1]) || path[0] || 'body'
    fields[field] ??= FIELD_MESSAGES[field] ?? 'This value is not accepted.'
  }
  return fields
}
