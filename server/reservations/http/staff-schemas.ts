/** Shapes of the staff API's bodies, checked before any rule runs (rules live in domain/ and services/). */
import { z } from 'zod'

const text = (max: number) => z.string().max(max)

export const SignInSchema = z.object({ email: text(254), password: text(1024) })

export const DecisionSchema = z.object({ reason: text(5000).optional() }).default({})

export const GuestEditSchema = z.object({
  name: text(1000),
  email: text(1000).optional(),
  phone: text(200),
  notes: text(5000).optional(),
})

const range = { roomId: z.number().int().positive().max(1_000_000), from: text(32), to: text(32) }

export const InventoryChangeSchema = z.discriminatedUnion('action', [
  z.object({ ...range, action: z.enum(['close', 'open']) }),
  z.object({ ...range, action: z.literal('units'), units: z.number().int().min(0).max(100_000) }),
])

export const PhoneBookingSchema = z.object({
  roomId: z.number().int().positive().max(1_000_000),
  checkIn: text(32),
  checkOut: text(32),
  adults: z.number().int().min(0).max(99),
  kids: z.number().int().min(0).max(99).default(0),
  rate: text(64).optional(),
  guest: z.object({ name: text(1000), email: text(1000).optional(), phone: text(200) }),
  notes: text(5000).optional(),
})
