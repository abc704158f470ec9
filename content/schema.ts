import { z } from 'zod'

/** Icons the site can draw for a facility; the names map to glyphs in components/facility-icon. */
export const FACILITY_ICONS = ['wifi', 'coffee', 'bath', 'parking', 'pool', 'breakfast'] as const

const pictureName = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'must be a picture name from app/content/pictures, without extension')

export const FacilitySchema = z.object({
  name: z.string().min(1),
  icon: z.enum(FACILITY_ICONS),
})

export const RoomSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string().min(56, 'must be at least 56 characters: cards show its first 56'),
  facilities: z.array(FacilitySchema).min(1),
  maxPerson: z.number().int().min(1).max(8),
  price: z.number().int().positive(),
  image: pictureName,
  imageLg: pictureName,
  size: z.number().positive(),
})

export const SlideSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  bg: pictureName,
  btnNext: z.string().min(1),
})

export const HotelRuleSchema = z.object({ rules: z.string().min(1) })

export const ResortSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  roomNote: z.string().min(1),
  rulesIntro: z.string().min(1),
})

/** Reservations mode's contact block (content/contact.ts). */
export const ContactSchema = z.object({
  address: z.string().min(1),
  phone: z
    .string()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number: digits, spaces, +, ( ) or -'),
  email: z.email(),
  mapUrl: z.url({ protocol: /^https$/ }),
  /** How to get to the cove, one way at a time: 'By boat', 'By van'. */
  gettingHere: z.array(z.object({ way: z.string().min(1), text: z.string().min(1) })).min(1),
  /** The address in its parts, as search engines read it (schema.org PostalAddress). */
  postalAddress: z.object({
    street: z.string().min(1),
    locality: z.string().min(1),
    region: z.string().min(1),
    postalCode: z.string().min(1),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. PH'),
  }),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  /** 24-hour resort times, the same as the hotel rules say: '15:00'. */
  checkInTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 15:00'),
  checkOutTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 10:30'),
})

export const RatePlanSchema = z.object({
  code: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'must be 1 to 32 lowercase letters, digits or dashes'),
  label: z.string().min(1).max(60),
  price: z.number().int().positive(),
  policy: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('free_until'),
      freeDays: z.number().int().min(0).max(365),
      charge: z.union([
        z.literal('first_night'),
        z.object({ percent: z.number().int().min(1).max(100) }),
      ]),
    }),
    z.object({ kind: z.literal('non_refundable') }),
  ]),
})

export const FeeSchema = z.object({
  label: z.string().min(1).max(60),
  kind: z.enum(['percent', 'per_stay', 'per_guest_night']),
  amount: z.number().int().min(0),
  included: z.boolean(),
})

export const RoomBookingSchema = z
  .object({
    roomId: z.number().int().positive(),
    units: z.number().int().min(0).max(500),
    // Letters only, so a unit's number is never read as part of its prefix (H1 and H11).
    unitPrefix: z.string().regex(/^[A-Za-z]{1,8}$/, 'a unit prefix is 1 to 8 letters'),
    includedGuests: z.number().int().min(1).max(8),
    extraAdult: z.number().int().min(0),
    extraKid: z.number().int().min(0),
    rates: z.array(RatePlanSchema).min(1),
  })
  .superRefine((booking, ctx) => {
    const codes = booking.rates.map((rate) => rate.code)
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['rates', index, 'code'],
          message: `duplicate rate ${code}`,
        })
      }
    })
  })

export const ContentSchema = z
  .object({
    resort: ResortSchema,
    rooms: z.array(RoomSchema).min(1),
    slides: z.array(SlideSchema).min(1),
    rules: z.array(HotelRuleSchema).min(1),
    bookings: z.array(RoomBookingSchema),
    fees: z.array(FeeSchema),
    contact: ContactSchema,
  })
  .superRefine((content, ctx) => {
    const seen = new Set<number>()
    content.rooms.forEach((room, index) => {
      if (seen.has(room.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rooms', index, 'id'],
          message: `duplicate id ${room.id}`,
        })
      }
      seen.add(room.id)
      const booking = content.bookings.find((b) => b.roomId === room.id)
      if (!booking) {
        ctx.addIssue({
          code: 'custom',
          path: ['rooms', index, 'id'],
          message: 'has no entry in booking.ts (units and rates)',
        })
      } else if (!booking.rates.some((rate) => rate.price === room.price)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rooms', index, 'price'],
          message: `the card price ${room.price} is none of the room's rates in booking.ts`,
        })
      }
    })
    const prefixes = content.bookings.map((booking) => booking.unitPrefix.toUpperCase())
    content.bookings.forEach((booking, index) => {
      if (prefixes.indexOf(booking.unitPrefix.toUpperCase()) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['bookings', index, 'unitPrefix'],
          message: `unit prefix ${booking.unitPrefix} is another room's: unit labels must name one room`,
        })
      }
      if (!seen.has(booking.roomId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['bookings', index, 'roomId'],
          message: `no room has id ${booking.roomId}`,
        })
      }
    })
  })

export type Facility = z.infer<typeof FacilitySchema>
export type FacilityIcon = Facility['icon']
export type Room = z.infer<typeof RoomSchema>
export type Slide = z.infer<typeof SlideSchema>
export type HotelRule = z.infer<typeof HotelRuleSchema>
export type Resort = z.infer<typeof ResortSchema>
export type Content = z.infer<typeof ContentSchema>
export type Contact = z.infer<typeof ContactSchema>

/** The seller's details on invoices (content/invoicing.ts), checked when INVOICES=on. */
export const SellerSchema = z.object({
  registeredName: z.string().trim().min(1),
  tin: z
    .string()
    .regex(/^\d{3}-\d{3}-\d{3}-\d{5}$/, 'a TIN with its branch code, as 000-000-000-00000'),
  registeredAddress: z.string().trim().min(1),
  vatStatus: z.enum(['vat', 'non_vat']),
  permitLine: z.string().trim().min(1),
})
