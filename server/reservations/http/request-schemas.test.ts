/**
 * The request schemas are held to the types of domain/ by the compiler (`npm run typecheck`
 * fails when an expected error below does not occur); at run time they check what they say.
 */
import { expect, test } from 'vitest'
import { z } from 'zod'
import { ReservationRequestSchema, schemaOf } from './request-schemas'
import { PhoneBookingSchema } from './staff-schemas'

test('a schema that drifts from its type does not compile', () => {
  // @ts-expect-error: the schema has a field the type does not
  schemaOf<{ a: string }>()(z.object({ a: z.string(), b: z.string() }))
  // @ts-expect-error: the schema lacks a field the type requires
  schemaOf<{ a: string; b: string }>()(z.object({ a: z.string() }))
  // @ts-expect-error: a field of another type
  schemaOf<{ a: string }>()(z.object({ a: z.number() }))
  // @ts-expect-error: an optional field the type does not have
  schemaOf<{ a: string }>()(z.object({ a: z.string(), b: z.string().optional() }))
  // @ts-expect-error: an optional field of the type the schema leaves out
  schemaOf<{ a: string; b?: string }>()(z.object({ a: z.string() }))

  const exact = z.object({ a: z.string() })
  expect(schemaOf<{ a: string }>()(exact)).toBe(exact)
})

const request = {
  roomId: 1,
  checkIn: '2027-03-01',
  checkOut: '2027-03-03',
  adults: 2,
  kids: 0,
  guest: { name: 'Ana Reyes', email: 'ana@example.com', phone: '+63 917 555 0101' },
}

test('a phone booking is a guest request whose email may be left out, without the honeypot', () => {
  const guest = { name: request.guest.name, phone: request.guest.phone }
  expect(PhoneBookingSchema.safeParse({ ...request, guest }).success).toBe(true)
  expect(ReservationRequestSchema.safeParse({ ...request, guest }).success).toBe(false)
  expect(PhoneBookingSchema.parse({ ...request, website: 'x' })).not.toHaveProperty('website')
  expect(PhoneBookingSchema.safeParse({ ...request, adults: 2.5 }).success).toBe(false)
})

test('a booking names one of the site’s languages, or none; a phone booking names none', () => {
  for (const language of ['en', 'fil', 'ko', 'zh', 'ja']) {
    expect(ReservationRequestSchema.parse({ ...request, language }).language).toBe(language)
  }
  expect(ReservationRequestSchema.parse(request)).not.toHaveProperty('language')
  for (const language of ['EN', 'ko-KR', 'zh-Hans', 'tl', '', 0, null]) {
    expect(ReservationRequestSchema.safeParse({ ...request, language }).success).toBe(false)
  }
  expect(PhoneBookingSchema.parse({ ...request, language: 'ko' })).not.toHaveProperty('language')
})
