import { expect, test } from 'vitest'
import { seller } from './invoicing'
import { sellerProblems } from './validate-content'

test("the seller's placeholder details check, so a resort can turn invoices on and see them", () => {
  expect(sellerProblems(seller)).toEqual([])
})

test('a TIN without its branch code and a blank name are each named', () => {
  expect(sellerProblems({ ...seller, tin: '123-456-789', registeredName: ' ' })).toEqual([
    expect.stringMatching(/^seller\.registeredName: /),
    'seller.tin: a TIN with its branch code, as 000-000-000-00000',
  ])
})

test('a VAT status other than the two is refused', () => {
  expect(sellerProblems({ ...seller, vatStatus: 'exempt' })).toEqual([
    expect.stringMatching(/^seller\.vatStatus: /),
  ])
})
