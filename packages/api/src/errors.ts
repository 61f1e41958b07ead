import { CLIENT_ERROR } from '@lobby/domain'

export type ApiErrorKind =
  /** The server answered a business failure in the envelope (HTTP 200, code not 100/1000). */
  | 'business'
  /** HTTP 400: the request was malformed; `field` names what was wrong. */
  | 'invalid'
  /** HTTP 401: token missing or expired. */
  | 'unauthorized'
  /** Any other HTTP failure (429, 5xx, ...). */
  | 'http'
  | 'timeout'
  | 'network'
  /** The call was cancelled by its caller or by the shared 401 signal. */
  | 'aborted'
  /** The server answered something that is not the contract. */
  | 'unknown'

/**
 * Every failure of a call. `code` is the server's code for business failures,
 * and `requestTimeout` / `networkError` / `UNKNOWN_CODE` (spec section 8) for
 * failures of the transport, so a screen maps one field to its message key.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly code: string
  readonly status: number | undefined
  readonly field: string | undefined
  readonly data: unknown

  constructor(init: {
    kind: ApiErrorKind
    code: string
    message: string
    status?: number
    field?: string
    data?: unknown
    cause?: unknown
  }) {
    super(init.message, { cause: init.cause })
    this.kind = init.kind
    this.code = init.code
    this.status = init.status
    this.field = init.field
    this.data = init.data
  }

  /**
   * A 400's reason as the server wrote it (in the request's language, or a
   * ui message key), without the `<field>: ` the message starts with; '' when
   * the error names no field or gives no reason.
   */
  get fieldReason(): string {
    if (this.field === undefined) return ''
    const prefix = `${this.field}: `
    return this.message.startsWith(prefix) ? this.message.slice(prefix.length) : ''
  }

  static timeout(cause?: unknown): ApiError {
    return new ApiError({ kind: 'timeout', code: CLIENT_ERROR.timeout, message: CLIENT_ERROR.timeout, cause })
  }

  static network(cause?: unknown): ApiError {
    return new ApiError({ kind: 'network', code: CLIENT_ERROR.network, message: CLIENT_ERROR.network, cause })
  }

  static unknown(message: string, status?: number, cause?: unknown): ApiError {
    return new ApiError({ kind: 'unknown', code: CLIENT_ERROR.unknown, message, status, cause })
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * What a screen shows for a failed call (spec section 8): the server's message
 * for a business refusal that has one, otherwise the code, which is a message
 * key (`requestTimeout`, `networkError`, `UNKNOWN_CODE`, or the spec's code).
 */
export function failureText(error: unknown): string {
  if (!isApiError(error)) return CLIENT_ERROR.unknown
  return error.kind === 'business' && error.message ? error.message : error.code
}
