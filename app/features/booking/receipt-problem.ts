import type { ApiProblem } from '../../lib/api-client'
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS_PER_BOOKING } from '../../../domain/guest-endpoints'
import { fill } from '../../i18n/locale'
import type { LookupSpeech } from '../../i18n/lookup'
import type { LookupWords } from '../../i18n/messages/lookup/en'
import { problemMessage } from '../../lib/problem-message'
import { knownRefusal } from './guest-problem'

/** What is wrong with the file chosen before anything is sent, or null. */
export function chosenFileProblem(
  file: { size: number } | null,
  words: LookupWords,
): string | null {
  if (!file || file.size === 0) return words.receiptChoose
  return file.size > MAX_RECEIPT_BYTES ? words.receiptTooLarge : null
}

/** The server's refusal of an upload of a receipt for booking `ref`, in words for the guest. */
export function uploadProblem(problem: ApiProblem, say: LookupSpeech, ref: string): string {
  const { words } = say
  if (problem.status === 413) return words.receiptTooLarge
  if (problem.status === 415) return knownRefusal(problem, say, words.receiptWrongType)
  if (problem.status === 404) return words.receiptBookingGone
  // A booking with as many receipts as it takes: the server says where to send another.
  if (problem.code === 'not_allowed') {
    return knownRefusal(
      problem,
      say,
      fill(words.receiptTooMany, { n: MAX_RECEIPTS_PER_BOOKING, r: ref }),
    )
  }
  if (problem.status === 409) return words.receiptNotTaken
  // A file cut short or that does not open, or an upload that did not arrive whole.
  if (problem.status === 400) return knownRefusal(problem, say, words.receiptUnreadable)
  return problemMessage(problem, words)
}
