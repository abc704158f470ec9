import type { ApiProblem } from '../../lib/api-client'
import { MAX_RECEIPT_BYTES } from '../../../domain/guest-endpoints'
import type { LookupWords } from '../../i18n/messages/lookup/en'
import { guestProblem } from './guest-problem'

/** What is wrong with the file chosen before anything is sent, or null. */
export function chosenFileProblem(
  file: { size: number } | null,
  words: LookupWords,
): string | null {
  if (!file || file.size === 0) return words.receiptChoose
  return file.size > MAX_RECEIPT_BYTES ? words.receiptTooLarge : null
}

/** The server's refusal of an upload, in words for the guest. */
export function uploadProblem(problem: ApiProblem, words: LookupWords): string {
  if (problem.status === 413) return words.receiptTooLarge
  if (problem.status === 415) return problem.message || words.receiptWrongType
  if (problem.status === 404) return words.receiptBookingGone
  // A booking with as many receipts as it takes: the server says where to send another.
  if (problem.code === 'not_allowed' && problem.message) return problem.message
  if (problem.status === 409) return words.receiptNotTaken
  return guestProblem(problem, words)
}
