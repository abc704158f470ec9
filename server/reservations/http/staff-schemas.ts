/** Shapes of the staff API's bodies, checked before any rule runs (rules live in domain/ and services/). */
import { z } from 'zod'
import { EXTRA_BASES, type Extra, type ExtraUpdate } from '../../../domain/extras'
import { UNIT_STATUSES } from '../../../domain/housekeeping'
import { BENEFICIARY_KINDS } from '../../../domain/lodging-discounts'
import type { Fee } from '../../../domain/pricing'
import { STAFF_TEXT_LIMITS } from '../../../domain/staff-contract'
import type {
  AcceptReceiptRequest,
  AssignRequest,
  ChargeRequest,
  DiscountsRequest,
  InvoiceRequest,
  CreditNoteRequest,
  CheckInRequest,
  CheckOutRequest,
  DecisionRequest,
  DeskPaymentRequest,
  ExtendHoldRequest,
  FeedRequest,
  FeesBody,
  GuestEditRequest,
  InventoryChange,
  NoteRequest,
  PhoneBookingRequest,
  PromoRequest,
  RateChangeRequest,
  RejectReceiptRequest,
  ResolveConflictRequest,
  SeasonRequest,
  SignInRequest,
  UnitLabelRequest,
  UnitStatusRequest,
  StayChangeRequest,
  UndoRequest,
  WeekdaysBody,
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
  ReservationRequestSchema.omit({
    website: true,
    expectedTotal: true,
    promoCode: true,
    paymentMethod: true,
    extras: true,
    // Staff book in English; a phone booking's mail is English.
    language: true,
  }).extend({
    guest: z.object({ name: text(1000), email: text(1000).optional(), phone: text(200) }),
  }),
)

const centavos = z.number().int().min(0).max(1_000_000_000_000)
const percent = z.number().finite().min(-1000).max(1000)
const nights = z.number().int().min(0).max(10_000)

export const RateChangeSchema = schemaOf<RateChangeRequest>()(
  z.object({
    roomId: z.number().int().positive().max(1_000_000),
    rate: text(64).optional(),
    from: text(32),
    to: text(32),
    price: centavos.optional(),
    percent: percent.optional(),
    minNights: nights.optional(),
    maxNights: nights.optional(),
    closedToArrival: z.boolean().optional(),
    closedToDeparture: z.boolean().optional(),
  }),
)

export const SeasonSchema = schemaOf<SeasonRequest>()(
  z.object({
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    name: text(200),
    from: text(32),
    to: text(32),
    roomId: z.number().int().positive().max(1_000_000).optional(),
    rate: text(64).optional(),
    price: centavos.optional(),
    percent: percent.optional(),
    priority: z.number().int().min(-1_000_000).max(1_000_000),
  }),
)

export const PromoSchema = schemaOf<PromoRequest>()(
  z.object({
    code: text(64),
    percentOff: z.number().finite().min(0).max(1000).optional(),
    amountOff: centavos.optional(),
    stayFrom: text(32).optional(),
    stayTo: text(32).optional(),
    bookFrom: text(32).optional(),
    bookTo: text(32).optional(),
    minNights: nights.optional(),
    roomIds: z.array(z.number().int().positive().max(1_000_000)).max(100).optional(),
    maxUses: z.number().int().min(0).max(1_000_000_000).optional(),
  }),
)

const FeeSchema = schemaOf<Fee>()(
  z.object({
    label: text(200),
    kind: z.enum(['percent', 'per_stay', 'per_guest_night']),
    amount: z.number().finite().min(0).max(1_000_000_000_000),
    included: z.boolean(),
  }),
)

export const FeesSchema = schemaOf<FeesBody>()(z.object({ fees: z.array(FeeSchema).max(20) }))

export const WeekdaysSchema = schemaOf<WeekdaysBody>()(
  z.object({
    weekdays: z
      .array(
        z.object({
          days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
          roomId: z.number().int().positive().max(1_000_000).optional(),
          rate: text(64).optional(),
          price: centavos.optional(),
          percent: percent.optional(),
        }),
      )
      .max(50),
  }),
)

export const FeedSchema = schemaOf<FeedRequest>()(
  z.object({
    roomId: z.number().int().positive().max(1_000_000),
    name: text(200),
    url: text(4000),
  }),
)

export const ResolveConflictSchema = schemaOf<ResolveConflictRequest>()(
  z.object({ note: text(2000) }),
)

export const AssignSchema = schemaOf<AssignRequest>()(z.object({ unit: text(100) }))

export const UnitLabelSchema = schemaOf<UnitLabelRequest>()(z.object({ label: text(200) }))
export const NoteSchema = schemaOf<NoteRequest>()(z.object({ text: text(20_000) }))
export const UnitStatusSchema = schemaOf<UnitStatusRequest>()(
  z.object({
    status: z.enum(UNIT_STATUSES),
    reason: text(STAFF_TEXT_LIMITS.reason).optional(),
    from: text(32).optional(),
    to: text(32).optional(),
  }),
)
export const CheckInSchema = schemaOf<CheckInRequest>()(
  z.object({
    unit: text(100).optional(),
    override: z.boolean().optional(),
    reason: text(STAFF_TEXT_LIMITS.reason).optional(),
  }),
)
// The amount's and the method's rules are the ledger's, answered in words under their field.
export const CheckOutSchema = schemaOf<CheckOutRequest>()(
  z.object({
    allowBalance: z.boolean().optional(),
    reason: text(STAFF_TEXT_LIMITS.reason).optional(),
    keepEarlyNights: z.boolean().optional(),
  }),
)

export const ExtendHoldSchema = schemaOf<ExtendHoldRequest>()(
  z.object({ hours: z.number().finite() }),
)

export const UndoSchema = schemaOf<UndoRequest>()(
  z.object({ move: z.enum(['check-in', 'check-out', 'no-show']) }),
)

export const ChargeSchema = schemaOf<ChargeRequest>()(
  z.union([
    z.object({
      kind: z.literal('adjustment'),
      amount: z.number().finite(),
      reason: text(STAFF_TEXT_LIMITS.reason),
    }),
    z.object({
      kind: z.undefined().optional(),
      extra: text(64),
      quantity: z.number().finite().optional(),
    }),
    z.object({
      kind: z.undefined().optional(),
      description: text(STAFF_TEXT_LIMITS.chargeDescription),
      amount: z.number().finite(),
      quantity: z.number().finite().optional(),
    }),
  ]),
)

export const DiscountsSchema = schemaOf<DiscountsRequest>()(
  z.object({
    discounts: z
      .array(z.object({ kind: z.enum(BENEFICIARY_KINDS), name: text(200), idNumber: text(64) }))
      .max(20),
    // Unknown fees, tiers and guests are refused in words by the service (feeTierProblem).
    feeTiers: z
      .array(z.object({ fee: text(40), guest: z.number().finite(), tier: text(40) }))
      .max(200)
      .optional(),
  }),
)

export const InvoiceSchema = schemaOf<InvoiceRequest>()(
  z.object({
    buyer: z
      .object({ name: text(200), address: text(300).optional(), tin: text(32).optional() })
      .optional(),
  }),
)

export const CreditNoteSchema = schemaOf<CreditNoteRequest>()(
  z.object({
    reason: text(STAFF_TEXT_LIMITS.reason),
    lines: z.array(z.number().int().positive()).max(1000).optional(),
  }),
)

const extraUpdate = {
  name: text(1000),
  price: z.number().finite(),
  basis: z.enum(EXTRA_BASES),
  online: z.boolean(),
  active: z.boolean(),
}

export const ExtraUpdateSchema = schemaOf<ExtraUpdate>()(z.object(extraUpdate))

export const ExtraSchema = schemaOf<Extra>()(z.object({ code: text(64), ...extraUpdate }))

export const DeskPaymentSchema = schemaOf<DeskPaymentRequest>()(
  z.object({ amount: z.number().finite(), method: text(32), note: text(2_000).optional() }),
)

export const AcceptReceiptSchema = schemaOf<AcceptReceiptRequest>()(
  z.object({ amount: z.number().finite() }),
)

export const RejectReceiptSchema = schemaOf<RejectReceiptRequest>()(
  z.object({ reason: text(5000) }),
)

/** Dates are read by the service, which names the field of one it cannot read. */
export const StayChangeSchema = schemaOf<StayChangeRequest>()(
  z.object({
    roomId: z.number().int().positive().max(1_000_000).optional(),
    checkIn: text(32).optional(),
    checkOut: text(32).optional(),
    rate: text(64).optional(),
    preview: z.boolean().optional(),
  }),
)
