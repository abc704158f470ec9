import { expect, test } from 'vitest'
import {
  describePromoOff,
  normalizePromoCode,
  promoDoesNotApply,
  promoRefusal,
  promoRefusalAtBooking,
  tooManyPromoGuesses,
  type PromoState,
} from './promos'

const RAINY: PromoState = { code: 'RAINY20', percentOff: 20, uses: 0, disabled: false }
const STAY = { roomId: 1, checkIn: '2027-07-10', checkOut: '2027-07-12' }
const TODAY = '2027-06-01'

test('a code is read as typed, trimmed and in capitals', () => {
  expect(normalizePromoCode('  rainy20 ')).toBe('RAINY20')
  expect(describePromoOff(RAINY)).toBe('20% off the room')
  expect(describePromoOff({ code: 'X', amountOff: 50_000 })).toBe('₱500 off the room')
})

test('a usable code is refused for nothing', () => {
  expect(promoRefusal('rainy20', RAINY, STAY, TODAY)).toBeNull()
})

test.each([
  ['unknown', undefined, 'There is no promo code RAINY20.'],
  ['disabled', { ...RAINY, disabled: true }, 'The promo code RAINY20 is no longer offered.'],
  ['used up', { ...RAINY, maxUses: 3, uses: 3 }, 'The promo code RAINY20 has been used up.'],
  [
    'booked too late',
    { ...RAINY, bookTo: '2027-05-31' },
    'The promo code RAINY20 could be used until Mon 31 May 2027.',
  ],
  [
    'booked too early',
    { ...RAINY, bookFrom: '2027-06-02' },
    'The promo code RAINY20 can be used from Wed 2 Jun 2027.',
  ],
  [
    'a night after the window',
    { ...RAINY, stayFrom: '2027-07-01', stayTo: '2027-07-10' },
    'The promo code RAINY20 is for stays with every night from Thu 1 Jul 2027 to Sat 10 Jul 2027.',
  ],
  [
    'too short',
    { ...RAINY, minNights: 3 },
    'The promo code RAINY20 needs a stay of at least 3 nights.',
  ],
  [
    'another room',
    { ...RAINY, roomIds: [2] },
    'The promo code RAINY20 is not offered for this room.',
  ],
])('a code %s is refused in words', (_case, promo, message) => {
  expect(promoRefusal('rainy20', promo as PromoState | undefined, STAY, TODAY)).toBe(message)
})

test('the stay window holds every night: the last night may be its last day', () => {
  const july = { ...RAINY, stayFrom: '2027-07-10', stayTo: '2027-07-11' }
  expect(promoRefusal('RAINY20', july, STAY, TODAY)).toBeNull()
  expect(
    promoRefusal('RAINY20', { ...RAINY, roomIds: [2] }, { ...STAY, roomId: undefined }, TODAY),
  ).toBeNull()
})

const DOES_NOT_APPLY =
  'The promo code RAINY20 does not apply to this stay. Check the code, and the dates it was given for.'

test.each([
  ['unknown', undefined, DOES_NOT_APPLY],
  ['booked too early', { ...RAINY, bookFrom: '2027-06-02' }, DOES_NOT_APPLY],
  ['outside its stay window', { ...RAINY, stayFrom: '2027-08-01' }, DOES_NOT_APPLY],
  ['too short', { ...RAINY, minNights: 3 }, DOES_NOT_APPLY],
  ['for another room', { ...RAINY, roomIds: [2] }, DOES_NOT_APPLY],
  ['disabled', { ...RAINY, disabled: true }, 'The promo code RAINY20 is no longer offered.'],
  ['used up', { ...RAINY, maxUses: 3, uses: 3 }, 'The promo code RAINY20 has been used up.'],
  [
    'booked too late',
    { ...RAINY, bookTo: '2027-05-31' },
    'The promo code RAINY20 could be used until Mon 31 May 2027.',
  ],
])(
  'at booking, a code %s reads as an unknown one unless it was withdrawn since it applied',
  (_case, promo, message) => {
    expect(promoRefusalAtBooking('rainy20', promo as PromoState | undefined, STAY, TODAY)).toBe(
      message,
    )
  },
)

test('a usable code is refused at booking for nothing', () => {
  expect(promoRefusalAtBooking('rainy20', RAINY, STAY, TODAY)).toBeNull()
})

test('the guessing answers name the code as typed and the wait in whole minutes', () => {
  expect(promoDoesNotApply(' rainy20 ')).toBe(DOES_NOT_APPLY)
  expect(tooManyPromoGuesses(1)).toBe(
    'Too many promo codes were tried from this connection. Try again in 1 minute.',
  )
  expect(tooManyPromoGuesses(599)).toMatch(/Try again in 10 minutes\.$/)
})
