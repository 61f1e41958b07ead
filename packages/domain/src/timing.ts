/** Times of spec section 9, in milliseconds. */
export const HTTP_TIMEOUT_MS = 30_000
/** Status codes a read is retried once on (spec section 9). Writes are never retried. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const
export const READ_RETRIES = 1
export const WRITE_RETRIES = 0
/** Phone-verification and forgotten-password SMS timer: sending re-enables when it ends (spec sections 4 and 9). */
export const SMS_COUNTDOWN_MS = 300_000
/** Wait before another captcha may be fetched after captcha code 101 (spec section 8). */
export const CAPTCHA_WAIT_MS = 1_000

/** Dates shown to people are in this time zone unless a page says otherwise (spec section 9). */
export const DEFAULT_DATE_TIME_ZONE = 'America/Caracas'
