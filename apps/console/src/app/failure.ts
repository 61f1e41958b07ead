import { isApiError } from '@lobby/api'
import { copy } from '../copy.ts'

/** Whether a call was refused because the operator's role may not make it (HTTP 403). */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 403
}

/** Whether a business refusal carries `code` (`ADMIN_CODE`). */
export function isRefusal(error: unknown, code: string): boolean {
  return isApiError(error) && error.kind === 'business' && error.code === code
}

/** A failed call in a sentence an operator can act on: the server's own message for a refusal, else the cause. */
export function describeFailure(error: unknown): string {
  if (!isApiError(error)) return copy.failure.unknown
  switch (error.kind) {
    case 'business':
      return error.message || copy.failure.unknown
    case 'invalid':
      return copy.failure.invalid(error.message)
    case 'network':
      return copy.failure.network
    case 'timeout':
      return copy.failure.timeout
    case 'http':
      return error.status === 429 || error.status === 503 ? copy.failure.busy : copy.failure.server(error.status)
    default:
      return copy.failure.unknown
  }
}
