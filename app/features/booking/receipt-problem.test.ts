import { expect, test } from 'vitest'
import type { ApiProblem } from '../../lib/api-client'
import { BOOKING_CATALOGUES } from '../../i18n/catalogues'
import { ENGLISH_LOOKUP, lookupSpeech } from '../../i18n/lookup'
import { lookupEn } from '../../i18n/messages/lookup/en'
import { lookupKo } from '../../i18n/messages/lookup/ko'
import { chosenFileProblem as chosen, uploadProblem as refused } from './receipt-problem'

const chosenFileProblem = (file: { size: number } | null) => chosen(file, lookupEn)
const uploadProblem = (problem: ApiProblem) => refused(problem, ENGLISH_LOOKUP, '019AHJYZ')
const inKorean = (problem: ApiProblem) =>
  refused(problem, lookupSpeech('ko', lookupKo, BOOKING_CATALOGUES.ko.stay), '019AHJYZ')

const problem = (
  status: number,
  message = '',
  code: 'bad_request' | 'not_allowed' | 'wrong_state' | 'unsupported_media_type' = 'bad_request',
) => ({ code, status, message, fields: {} })

test('no file, or an empty one, asks for the receipt', () => {
  expect(chosenFileProblem(null)).toMatch(/Choose a photo or PDF/)
  expect(chosenFileProblem({ size: 0 })).toMatch(/Choose a photo or PDF/)
})

test('exactly 5 MB may be sent; one byte more is too large before anything is sent', () => {
  expect(chosenFileProblem({ size: 5 * 1024 * 1024 })).toBeNull()
  expect(chosenFileProblem({ size: 5 * 1024 * 1024 + 1 })).toMatch(/larger than 5 MB/)
})

test("the server's 413 and 415 become the guest's words; a 415 keeps the server's own", () => {
  expect(uploadProblem(problem(413))).toMatch(/larger than 5 MB/)
  expect(uploadProblem(problem(415, 'Send a JPEG or PNG photo.'))).toBe('Send a JPEG or PNG photo.')
  expect(uploadProblem(problem(415))).toMatch(/JPEG or PNG photo, or a PDF/)
})

test('a booking gone or moved on says to look it up again', () => {
  expect(uploadProblem(problem(404))).toMatch(/Look it up again/)
  expect(uploadProblem(problem(409))).toMatch(/no longer takes a receipt/)
})

test("a booking with as many receipts as it takes says, in the server's words, where to send more", () => {
  const words =
    'This booking already has 5 receipts, as many as one booking takes. To send another, email it to the resort with your reference, 019AHJYZ.'
  expect(uploadProblem(problem(409, words, 'not_allowed'))).toBe(words)
  expect(uploadProblem(problem(409, 'Not waiting.', 'wrong_state'))).toMatch(
    /no longer takes a receipt/,
  )
})

test("a file the server could not open is the server's words in English, the page's in Korean", () => {
  const cutShort = problem(
    400,
    'This PDF seems to be cut short. Save it again and send it once more, or send a photo.',
  )
  expect(uploadProblem(cutShort)).toBe(cutShort.message)
  expect(inKorean(cutShort)).toBe(lookupKo.receiptUnreadable)
})

test("Korean says the server's refusals of a receipt in its own words", () => {
  const tooMany = problem(409, 'This booking already has 5 receipts…', 'not_allowed')
  expect(inKorean(tooMany)).toBe(
    '이 예약에는 이미 영수증이 5장 접수되어 더 이상 올리실 수 없습니다. 추가 영수증은 예약 번호(019AHJYZ)를 적어 리조트에 이메일로 보내 주세요.',
  )
  expect(inKorean(problem(415, lookupEn.receiptWrongType, 'unsupported_media_type'))).toBe(
    lookupKo.receiptWrongType,
  )
  expect(inKorean(problem(413))).toBe(lookupKo.receiptTooLarge)
})
