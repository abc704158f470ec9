import type { ApiProblem } from '../../lib/api-client'
import { MAX_RECEIPT_BYTES } from '../../../domain/guest-endpoints'
import { problemMessage } from '../../lib/problem-message'

export const TOO_LARGE = 'The receipt is larger than 5 MB. Send a smaller photo or PDF.'
export const WRONG_TYPE = 'Send a JPEG or PNG photo, or a PDF, of at most 5 MB.'

/** What is wrong with the file chosen before anything is sent, or null. */
export function chosenFileProblem(file: { size: number } | null): string | null {
  if (!file || file.size === 0) return 'Choose a photo or PDF of your transfer receipt.'
  return file.size > MAX_RECEIPT_BYTES ? TOO_LARGE : null
}

/** The server's refusal of an upload, in words for the guest. */
export function uploadProblem(problem: ApiProblem): string {
  if (problem.status === 413) return TOO_LARGE
  if (problem.status === 415) return problem.message || WRONG_TYPE
  if (problem.status === 404) {
    return 'This booking could not be found with that email any more. Look it up again.'
  }
  // A booking with as many receipts as it takes: the server says where to send another.
  if (problem.code === 'not_allowed' && problem.message) return problem.message
  if (problem.status === 409) {
    return 'This booking no longer takes a receipt. Look it up again to see where it stands.'
  }
  return problemMessage(problem)
}
