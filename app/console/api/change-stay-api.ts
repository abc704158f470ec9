import {
  STAFF_API_PATHS,
  type StayChangePreview,
  type StayChangeRequest,
  type StayChangeResponse,
} from '../../../domain/staff-contract'
import { postJson } from '../../lib/api-client'

/** The quote of a change: the server tries it and rolls it back, so nothing changes. */
export function previewStayChange(ref: string, request: StayChangeRequest) {
  return postJson<StayChangePreview>(STAFF_API_PATHS.change(ref), { ...request, preview: true })
}

export function saveStayChange(ref: string, request: StayChangeRequest) {
  return postJson<StayChangeResponse>(STAFF_API_PATHS.change(ref), request)
}
