/** Shapes of the staff API's bodies, checked before any rule runs (rules live in domain/ and services/). */
import { z } from 'zod'
import type {
  DecisionRequest,
  GuestEditRequest,
  InventoryChange,
  PhoneBookingRequest,
  SignInRequest,
} from '../../../domain/staff-contract'
import { ReservationRequestSchema, schemaOf, text } from './request-schemas'

export const SignInSchema = schemaOf<SignInRequest>()(
  z.object({ email: text(254), password: text(1024) }),
)

export const DecisionSchema = schemaOf<DecisionRequest>()(
  z.object({ reason: text(5000).optional() }).default({}),
)

export const GuestEditSchema = schemaOf<GuestEditRequest>()(
  z.object({
    name: text(1000),
    email: text(1000).optional(),
    phone: text(200),
    notes: text(5000).optional(),
  }),
)

const range = { roomId: z.number().int().positive().max(1_000_000), from: text(32), to: text(32) }

export const InventoryChangeSchema = schemaOf<InventoryChange>()(
  z.discriminatedUnion('action', [
    z.object({ ...range, action: z.enum(['close', 'open']) }),
    z.object({ ...range, action: z.literal('units'), units: z.number().int().min(0).max(100_000) }),
  ]),
)

/** A guest's request as staff enter it: the same fields, the email optional, no honeypot. */
export const PhoneBookingSchema = schemaOf<PhoneBookingRequest>()(
  ReservationRequestSchema.omit({ website: true, expectedTotal: true, promoCode: true }).extend({
    guest: z.object({ name: text(1000), email: text(1000).optional(), phone: text(200) }),
  }),
)
