import type {
  StayChangePreview,
  StayChangeRequest,
  StayChangeResponse,
} from '../../../domain/staff-contract'
import { STAFF_API } from '../../../domain/staff-endpoints'
import type { ApiResult } from '../../lib/api-client'
import { staffCall } from './staff-api'

/** The quote of a change: the server tries it and rolls it back, so nothing changes. */
export function previewStayChange(ref: string, request: StayChangeRequest) {
  return staffCall(STAFF_API.changeStay, {
    params: { ref },
    body: { ...request, preview: true },
  }) as Promise<ApiResult<StayChangePreview>>
}

export function saveStayChange(ref: string, request: StayChangeRequest) {
  return staffCall(STAFF_API.changeStay, { params: { ref }, body: request }) as Promise<
    ApiResult<StayChangeResponse>
  >
}
