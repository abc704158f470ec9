import { describe, expect, test } from 'vitest'
import type { Extra } from '../../../../domain/extras'
import { EMPTY_EXTRA, checkExtraDraft, draftOf, extraProblemsFrom, saleWords } from './extra-draft'

const KAYAK: Extra = {
  code: 'kayak',
  name: 'Kayak, half a day',
  price: 60_050,
  basis: 'per_item',
  online: true,
  active: true,
}

describe('the extra form', () => {
  test('an extra read into the form and back is the same extra', () => {
    expect(draftOf(KAYAK).price).toBe('600.50')
    expect(checkExtraDraft(draftOf(KAYAK))).toEqual({ request: KAYAK })
  })

  test('the code is taken in lower case and the name trimmed, the price in pesos', () => {
    const draft = {
      ...EMPTY_EXTRA,
      code: ' Sunset-Cruise ',
      name: ' Sunset cruise ',
      price: '1,200',
    }
    expect(checkExtraDraft(draft)).toEqual({
      request: {
        code: 'sunset-cruise',
        name: 'Sunset cruise',
        price: 120_000,
        basis: 'per_guest',
        online: true,
        active: true,
      },
    })
  })

  test('each field left wrong is named in words', () => {
    expect(checkExtraDraft(EMPTY_EXTRA)).toEqual({
      problems: {
        code: 'Enter a code for the extra, such as sunset-cruise.',
        name: 'Name the extra as guests will read it.',
        price: 'Enter a price in pesos above 0 and up to ₱100,000, such as 450.',
      },
    })
    const wrong = { ...EMPTY_EXTRA, code: 'sunset cruise', name: 'x'.repeat(61), price: '0' }
    expect(checkExtraDraft(wrong)).toEqual({
      problems: {
        code: 'Use 2 to 32 lower case letters, digits or dashes, beginning with a letter or digit.',
        name: 'Use at most 60 characters (now 61).',
        price: 'Enter a price in pesos above 0 and up to ₱100,000, such as 450.',
      },
    })
    expect(checkExtraDraft({ ...KAYAK, price: '100000.01' })).toHaveProperty('problems.price')
  })

  test('the API’s fields go to the form’s fields; others are left to the form’s message', () => {
    expect(extraProblemsFrom({ code: 'Taken.', body: 'Odd.' })).toEqual({ code: 'Taken.' })
  })

  test('whom an extra is sold to', () => {
    expect(saleWords(KAYAK)).toBe('Offered online')
    expect(saleWords({ ...KAYAK, online: false })).toBe('At the desk only')
    expect(saleWords({ ...KAYAK, active: false })).toBe('Not sold')
  })
})
