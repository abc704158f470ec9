import { expect, test } from 'vitest'
import type { RateQuote, RoomAvailability } from '../../../domain/api-contract'
import type { RoomQuote } from '../../state/use-room-quote'
import {
  NO_PROMO,
  applyPromo,
  canRemovePromo,
  promoToAsk,
  promoToSend,
  promoViewOf,
  promoWithdrawn,
} from './promo-code'

const undiscounted: RateQuote = {
  code: 'breakfast',
  label: 'With breakfast',
  total: 500000,
  nightly: [],
  supplements: [],
  fees: [],
  policy: { text: '', freeUntil: null },
}
const discounted: RateQuote = {
  ...undiscounted,
  total: 400000,
  discount: { code: 'RAINY20', label: 'Promo code RAINY20', amount: 100000 },
}
const room: RoomAvailability = {
  id: 1,
  name: 'Hotel Rooms',
  maxPerson: 2,
  fits: true,
  unitsLeft: 4,
  available: true,
  bookable: true,
  rates: [discounted],
}

function refusal(message: string, fields: Record<string, string> = {}) {
  return { message, fields }
}

function found(promo?: { valid: boolean; message: string }): RoomQuote {
  return {
    status: 'found',
    nights: 2,
    room,
    ...(promo && { promo: { code: 'RAINY20', ...promo } }),
  }
}

test('a typed code is applied as codes are stored: trimmed and upper case', () => {
  expect(applyPromo('  rainy20 ')).toEqual({ kind: 'wanted', code: 'RAINY20' })
})

test('Apply with nothing typed asks the guest for a code, and asks the server nothing', () => {
  const choice = applyPromo('   ')

  expect(choice).toEqual({
    kind: 'refused',
    code: '',
    message: 'Type a promo code, then press Apply.',
  })
  expect(promoToAsk(choice)).toBeUndefined()
})

test('a code no promo could have is refused in the words the server uses for an unknown one', () => {
  for (const typed of ['R', 'rainy 20', 'RAINY20%', '-RAINY', 'X'.repeat(33)]) {
    const choice = applyPromo(typed)

    expect(choice.kind).toBe('refused')
    expect(promoToAsk(choice)).toBeUndefined()
  }
  expect(applyPromo('rainy 20')).toMatchObject({
    message:
      'The promo code RAINY 20 does not apply to this stay. Check the code, and the dates it was given for.',
  })
})

test('only an applied code is asked about; none, or a refused one, asks the plain price', () => {
  expect(promoToAsk(applyPromo('RAINY20'))).toBe('RAINY20')
  expect(promoToAsk(NO_PROMO)).toBeUndefined()
  expect(promoToAsk(promoWithdrawn(applyPromo('RAINY20'), refusal('Used up.')))).toBeUndefined()
})

test('while the price is asked with the code, the field says it is being checked', () => {
  const view = promoViewOf(applyPromo('RAINY20'), { status: 'loading' }, undefined)

  expect(view).toEqual({ kind: 'checking', code: 'RAINY20', message: 'Checking the code…' })
  expect(promoToSend(view)).toBeUndefined()
  expect(canRemovePromo(view)).toBe(false)
})

test('a valid code on a discounted rate is applied, says what it saves, and is sent', () => {
  const view = promoViewOf(applyPromo('rainy20'), found({ valid: true, message: '' }), discounted)

  expect(view).toEqual({
    kind: 'applied',
    code: 'RAINY20',
    message: 'Promo code RAINY20 applied: you save ₱1,000.',
  })
  expect(promoToSend(view)).toBe('RAINY20')
  expect(canRemovePromo(view)).toBe(true)
})

test("an invalid code shows the server's words and is never sent", () => {
  const message = 'The promo code RAINY20 has been used up.'

  const view = promoViewOf(applyPromo('RAINY20'), found({ valid: false, message }), undiscounted)

  expect(view).toEqual({ kind: 'refused', code: 'RAINY20', message })
  expect(promoToSend(view)).toBeUndefined()
  expect(canRemovePromo(view)).toBe(false)
})

test('an answer that says nothing about the code, or refuses it without words, still refuses it', () => {
  const silent = promoViewOf(applyPromo('RAINY20'), found(), undiscounted)
  const wordless = promoViewOf(
    applyPromo('RAINY20'),
    found({ valid: false, message: '' }),
    undefined,
  )

  expect(silent).toMatchObject({ kind: 'refused', message: /cannot be used for this stay/ })
  expect(wordless).toMatchObject({ kind: 'refused', message: /cannot be used for this stay/ })
})

test('a code the server takes but whose discount this room does not get is not applied', () => {
  const view = promoViewOf(applyPromo('RAINY20'), found({ valid: true, message: '' }), undiscounted)

  expect(view).toEqual({
    kind: 'refused',
    code: 'RAINY20',
    message: 'The promo code RAINY20 is not offered for this room.',
  })
  expect(promoToSend(view)).toBeUndefined()
})

test('a price that could not be asked leaves the code unchecked, unsent, and removable', () => {
  const view = promoViewOf(applyPromo('RAINY20'), { status: 'failed', message: 'x' }, undefined)

  expect(view.kind).toBe('unchecked')
  expect(promoToSend(view)).toBeUndefined()
  expect(canRemovePromo(view)).toBe(true)
})

test("a code withdrawn at booking keeps its code for the field, with the server's reason", () => {
  const reason = 'The promo code RAINY20 has been used up.'
  const problem = refusal(`${reason} Nothing was booked.`, { promoCode: reason })

  const withdrawn = promoWithdrawn(applyPromo('RAINY20'), problem)

  expect(withdrawn).toEqual({ kind: 'refused', code: 'RAINY20', message: reason })
  expect(promoViewOf(withdrawn, found(), discounted)).toBe(withdrawn)
})

test('a withdrawal without a reason for the field takes the message, or words of our own', () => {
  expect(promoWithdrawn(applyPromo('RAINY20'), refusal('Expired.'))).toMatchObject({
    message: 'Expired.',
  })
  expect(promoWithdrawn(applyPromo('RAINY20'), refusal(''))).toMatchObject({
    message: 'The promo code RAINY20 can no longer be used.',
  })
})

test('with no code chosen the field says nothing and nothing is sent', () => {
  const view = promoViewOf(NO_PROMO, found(), discounted)

  expect(view).toEqual({ kind: 'none' })
  expect(promoToSend(view)).toBeUndefined()
  expect(canRemovePromo(view)).toBe(false)
})
