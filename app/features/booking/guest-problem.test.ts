import { expect, test } from 'vitest'
import { BOOKING_CATALOGUES } from '../../i18n/catalogues'
import { ENGLISH_LOOKUP, lookupSpeech } from '../../i18n/lookup'
import { lookupKo } from '../../i18n/messages/lookup/ko'
import { balanceProblem } from './guest-problem'

const korean = lookupSpeech('ko', lookupKo, BOOKING_CATALOGUES.ko.stay)
const nothingToPay = {
  code: 'wrong_state',
  status: 409,
  message: 'Nothing is owed for this reservation: it is paid in full.',
  fields: {},
} as const

test("a balance with nothing to pay is the server's words in English, the page's in Korean", () => {
  expect(balanceProblem(nothingToPay, ENGLISH_LOOKUP)).toBe(nothingToPay.message)
  expect(balanceProblem(nothingToPay, korean)).toBe(lookupKo.payNothingDue)
})

test("a request that met no server, or too many, is said in the page's language", () => {
  expect(balanceProblem({ ...nothingToPay, code: 'network', status: 0 }, korean)).toBe(
    lookupKo.unreachable,
  )
  expect(balanceProblem({ ...nothingToPay, code: 'rate_limited', status: 429 }, korean)).toBe(
    lookupKo.tooManyRequests,
  )
})
