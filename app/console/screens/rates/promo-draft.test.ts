import { expect, test } from 'vitest'
import type { PromoState } from '../../../../domain/promos'
import {
  EMPTY_PROMO,
  checkPromo,
  describeUses,
  describeWindow,
  promoProblemsFrom,
  promoStateWord,
  type PromoDraft,
} from './promo-draft'

const draft: PromoDraft = { ...EMPTY_PROMO, code: ' rainy-20 ', percentOff: '20' }

test('the code goes as guests type it into the site: trimmed, upper case', () => {
  expect(checkPromo(draft)).toEqual({ request: { code: 'RAINY-20', percentOff: 20 } })
})

test('every limit given goes with the code; an amount off goes in centavos', () => {
  const checked = checkPromo({
    ...draft,
    percentOff: '',
    amountOff: '500',
    stayFrom: '2027-06-01',
    stayTo: '2027-09-30',
    bookTo: '2027-08-31',
    minNights: '2',
    roomIds: ['1', '3'],
    maxUses: '10',
  })

  expect(checked).toEqual({
    request: {
      code: 'RAINY-20',
      amountOff: 50000,
      stayFrom: '2027-06-01',
      stayTo: '2027-09-30',
      bookTo: '2027-08-31',
      minNights: 2,
      roomIds: [1, 3],
      maxUses: 10,
    },
  })
})

test('a code needs what it takes off: a percentage or an amount, not both', () => {
  expect(checkPromo({ ...draft, percentOff: '' })).toEqual({
    problems: { percentOff: 'Give a percentage off, or an amount off in pesos below.' },
  })
  expect(checkPromo({ ...draft, amountOff: '500' })).toEqual({
    problems: { amountOff: 'Give a percentage or an amount off, not both.' },
  })
  for (const percentOff of ['0', '101', '-5', 'half']) {
    expect(checkPromo({ ...draft, percentOff })).toEqual({
      problems: { percentOff: 'Enter a percentage off from 1 to 100, such as 20.' },
    })
  }
})

test('a code a guest could not type is refused', () => {
  for (const code of ['A', 'RAINY 20', '-RAINY', 'X'.repeat(33), 'ÑAN']) {
    expect(checkPromo({ ...draft, code })).toEqual({
      problems: {
        code: 'Use 2 to 32 letters, digits or dashes, beginning with a letter or digit.',
      },
    })
  }
  expect(checkPromo({ ...draft, code: '' })).toEqual({
    problems: { code: 'Enter the code guests will type, such as RAINY-20.' },
  })
})

test('a window that ends before it starts, or a limit of no uses, is refused', () => {
  expect(
    checkPromo({
      ...draft,
      stayFrom: '2027-06-02',
      stayTo: '2027-06-01',
      bookFrom: 'soon',
      maxUses: '0',
    }),
  ).toEqual({
    problems: {
      stayTo: 'The end cannot come before the start.',
      bookFrom: 'Choose a date, or leave it empty.',
      maxUses: 'Enter how many bookings may use the code, or leave it empty for no limit.',
    },
  })
})

test("the API's problems land on the form's fields", () => {
  expect(promoProblemsFrom({ code: 'Taken.', roomIds: 'No such room.', body: 'x' })).toEqual({
    code: 'Taken.',
    roomIds: 'No such room.',
  })
})

const promo: PromoState = { code: 'RAINY-20', percentOff: 20, uses: 3, disabled: false }

test('uses so far read against the limit, or against none', () => {
  expect(describeUses({ ...promo, maxUses: 10 })).toBe('3 of 10 used')
  expect(describeUses({ ...promo, uses: 0, maxUses: 5 })).toBe('0 of 5 used')
  expect(describeUses(promo)).toBe('3 used, no limit')
})

test('a code is disabled, used up or active; disabled says more than used up', () => {
  expect(promoStateWord(promo)).toBe('Active')
  expect(promoStateWord({ ...promo, maxUses: 3 })).toBe('Used up')
  expect(promoStateWord({ ...promo, maxUses: 3, disabled: true })).toBe('Disabled')
})

test('a window with an open end says so', () => {
  expect(describeWindow('2027-06-01', '2027-06-30')).toBe('Tue 1 Jun 2027 to Wed 30 Jun 2027')
  expect(describeWindow('2027-06-01', undefined)).toBe('From Tue 1 Jun 2027')
  expect(describeWindow(undefined, '2027-06-30')).toBe('Until Wed 30 Jun 2027')
  expect(describeWindow(undefined, undefined)).toBe('Any dates')
})
