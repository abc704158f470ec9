import { expect, test } from 'vitest'
import { checkBuyer, checkCredit, invoicePdfHref, NO_BUYER } from './invoice-draft'

test('with no buyer given, the invoice names the guest', () => {
  expect(checkBuyer(NO_BUYER)).toEqual({ request: {} })
  expect(checkBuyer({ name: '  ', address: '', tin: '' })).toEqual({ request: {} })
})

test('a buyer goes with only what was given, trimmed', () => {
  expect(
    checkBuyer({ name: ' Reyes Trading Corp. ', address: '', tin: '987-654-321-00000' }),
  ).toEqual({
    request: { buyer: { name: 'Reyes Trading Corp.', tin: '987-654-321-00000' } },
  })
})

test('an address or TIN without a name, or a TIN not as the BIR writes it, is named', () => {
  expect(checkBuyer({ name: '', address: 'Makati', tin: '9876' })).toEqual({
    problems: {
      name: 'Give the name the address and TIN belong to, as it should read on the invoice.',
      tin: 'Write the TIN as 123-456-789 or 123-456-789-00000.',
    },
  })
})

test('a credit note needs its reason; no line ticked credits them all', () => {
  expect(checkCredit({ reason: ' ', lines: [] })).toEqual({
    problem: 'Say why the invoice is credited: it is printed on the credit note.',
  })
  expect(checkCredit({ reason: 'Wrong company', lines: [] })).toEqual({
    request: { reason: 'Wrong company' },
  })
  expect(checkCredit({ reason: 'Wrong company', lines: [4, 7] })).toEqual({
    request: { reason: 'Wrong company', lines: [4, 7] },
  })
})

test("'Print' opens the staff API's PDF of the number", () => {
  expect(invoicePdfHref('INV-000012')).toBe('/api/staff/invoices/INV-000012.pdf')
})
