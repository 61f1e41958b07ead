/** Times of spec section 9, in milliseconds. */
export const HTTP_TIMEOUT_MS = 30_000
/** Status codes a read is retried once on (spec section 9). Writes are never retried. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const
export const READ_RETRIES = 1
export const WRITE_RETRIES = 0
